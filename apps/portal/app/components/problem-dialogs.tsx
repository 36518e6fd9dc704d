import { AlertDialog } from "@griya/ui/alert-dialog";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useMatches, useNavigate } from "react-router";
import type { ProblemDialog } from "../lib/api-problem";
import { leafPageKey } from "../lib/page-meta";
import { dismissProblem, resetProblems, useProblem } from "../lib/problem-store";
import { remedyAction, type RefusalNeed } from "../lib/refusal-remedy";
import { resumeCookie, type ResumeRecord } from "../lib/resume-action";
import { useRootData } from "../lib/use-root-data";
import { SessionExpiredDialog } from "./session-expired-dialog";
import { HelpLink } from "./help-link";

/**
 * The dialogs of global error handling (docs/product/error-codes.md#what-the-portal-shows) for calls made in the
 * browser and for action answers: one place, rendered once by the root. The session's end only applies while logged in.
 */
export function ProblemDialogs({ loggedIn }: { loggedIn: boolean }) {
  const problem = useProblem();
  const ignoredExpiry = problem?.kind === "session-expired" && !loggedIn;

  useEffect(() => {
    if (ignoredExpiry) resetProblems();
  }, [ignoredExpiry]);

  if (problem?.kind === "session-expired") return <SessionExpiredDialog open={loggedIn} />;
  if (problem?.dialog.need && loggedIn) return <RefusalDialog dialog={problem.dialog} need={problem.dialog.need} />;
  return (
    <AlertDialog
      open={problem !== null}
      tone={problem?.dialog.tone ?? "danger"}
      title={problem?.dialog.title ?? ""}
      message={problem ? <ProblemMessage dialog={problem.dialog} /> : undefined}
      lines={problem?.dialog.lines}
      onConfirm={dismissProblem}
    />
  );
}

function ProblemMessage({ dialog, extra }: { dialog: ProblemDialog; extra?: string }) {
  if (!dialog.help && !extra) return <>{dialog.message}</>;
  return (
    <>
      <p>{dialog.message}</p>
      {extra && <p>{extra}</p>}
      {dialog.help && (
        <p>
          <HelpLink topic={dialog.help.topic} about={dialog.help.about} />
        </p>
      )}
    </>
  );
}

/**
 * A refusal for want of coins, slots or a membership leads somewhere: "Beli koin" (or slots, renewal, purchase;
 * a running Trial's upgrade) keeps the refused action in a cookie (lib/resume-action.ts) and opens the purchase,
 * whose success page leads back to it. The action is not run again by itself: the agent confirms it once more.
 */
function RefusalDialog({ dialog, need }: { dialog: ProblemDialog; need: RefusalNeed }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const pageKey = leafPageKey(useMatches());
  const membership = useRootData()?.user?.membership;
  const remedy = remedyAction(need, membership);
  const path = `${location.pathname}${location.search}`;
  const record: ResumeRecord = dialog.resume
    ? { ...dialog.resume, need: need.kind, path }
    : { action: "page", title: pageKey ? t(`pages.${pageKey}`) : t("remedy.previousPage"), need: need.kind, path };

  return (
    <AlertDialog
      open
      tone={dialog.tone}
      title={dialog.title}
      message={<ProblemMessage dialog={dialog} extra={t("remedy.kept")} />}
      lines={dialog.lines}
      confirmLabel={t(`remedy.${remedy.label}`)}
      cancelLabel={t("remedy.later")}
      onCancel={dismissProblem}
      onConfirm={() => {
        document.cookie = resumeCookie(record, { secure: window.location.protocol === "https:" });
        dismissProblem();
        void navigate(remedy.path);
      }}
    />
  );
}
