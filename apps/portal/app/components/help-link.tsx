import type { Schemas } from "@griya/api-client/schema";
import { pathTo } from "../paths";

export type HelpLinkProps = {
  topic: Schemas["HelpTopic"];
  /** What the article explains, read out after "Bantuan" ("Bantuan tentang cara transfer koin"). */
  about: string;
  className?: string;
};

/**
 * The small "Bantuan" link from a portal screen to the help article about it. The help centre is a public page
 * in its own light frame, so this is a plain link (a full page load), not a client-side navigation.
 */
export function HelpLink({ topic, about, className }: HelpLinkProps) {
  return (
    <a href={pathTo("helpTopic", { type: topic })} className={className ? `help-link ${className}` : "help-link"}>
      <span aria-hidden="true" className="help-link-mark">
        ?
      </span>
      Bantuan<span className="g-visually-hidden"> tentang {about}</span>
    </a>
  );
}
