import { AlertDialog } from "@griya/ui/alert-dialog";
import { useEffect } from "react";
import { dismissProblem, resetProblems, useProblem } from "../lib/problem-store";
import { SessionExpiredDialog } from "./session-expired-dialog";
import { HelpLink } from "./help-link";

/**
 * The dialogs of SPEC §8 global handling for calls made in the browser and for action answers: one place,
 * rendered once by the root. "Session Expired" only applies while logged in.
 */
export function ProblemDialogs({ loggedIn }: { loggedIn: boolean }) {
  const problem = useProblem();
  const ignoredExpiry = problem?.kind === "session-expired" && !loggedIn;

  useEffect(() => {
    if (ignoredExpiry) resetProblems();
  }, [ignoredExpiry]);

  if (problem?.kind === "session-expired") return <SessionExpiredDialog open={loggedIn} />;
  return (
    <AlertDialog
      open={problem !== null}
      tone={problem?.dialog.tone ?? "danger"}
      title={problem?.dialog.title ?? ""}
      message={
        problem?.dialog.help ? (
          <>
            <p>{problem.dialog.message}</p>
            <p>
              <HelpLink topic={problem.dialog.help.topic} about={problem.dialog.help.about} />
            </p>
          </>
        ) : (
          problem?.dialog.message
        )
      }
      lines={problem?.dialog.lines}
      onConfirm={dismissProblem}
    />
  );
}
