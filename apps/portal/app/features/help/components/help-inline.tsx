import { Link } from "react-router";
import type { Inline } from "../help-article";

/** Help and marketplace pages share the public frame and navigate in place; portal screens load their own world. */
const IN_PLACE = /^\/(?:help|cari)(?:[/?#]|$)/;

export function HelpInline({ runs }: { runs: Inline[] }) {
  return (
    <>
      {runs.map((run, index) => {
        if ("strong" in run) return <strong key={index}>{run.strong}</strong>;
        if (!("href" in run)) return run.text;
        return IN_PLACE.test(run.href) ? (
          <Link key={index} to={run.href}>
            {run.text}
          </Link>
        ) : (
          <a key={index} href={run.href}>
            {run.text}
          </a>
        );
      })}
    </>
  );
}
