// The one dialog of global error handling the page shows at a time. Browser only: the server renders no
// such dialog (actions return their problem as data and the page reports it after hydration).
import { useSyncExternalStore } from "react";
import type { ProblemDialog } from "./api-problem";

export type ShownProblem = { kind: "session-expired" } | { kind: "dialog"; dialog: ProblemDialog };

let current: ShownProblem | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a dialog; a pending "Session Expired" wins over anything reported after it. */
export function reportProblem(problem: ShownProblem): void {
  if (typeof window === "undefined") return;
  if (current?.kind === "session-expired") return;
  current = problem;
  emit();
}

export function dismissProblem(): void {
  if (current?.kind === "session-expired") return; // only logging out ends it
  current = null;
  emit();
}

/** For tests. */
export function resetProblems(): void {
  current = null;
  emit();
}

function currentProblem(): ShownProblem | null {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useProblem(): ShownProblem | null {
  return useSyncExternalStore(subscribe, currentProblem, () => null);
}
