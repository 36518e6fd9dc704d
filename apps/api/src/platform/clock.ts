/**
 * The API's one clock for business time: expiries, memberships, reservations, reminders (ADR 0062). Handlers,
 * repositories and jobs read it and bind the instant into their queries; SQL's own clock stamps only the machinery
 * (migrations applied, job runs, rate-limit windows). Outside production a developer or a test can move it
 * forward (clock-offset-repository.ts keeps the offset in the database, where the triggers read it too), so a
 * journey can let days pass; it never goes back.
 */
let offsetMs = 0;

export const clock = {
  now(): Date {
    return new Date(Date.now() + offsetMs);
  },
  /** Seconds this process's clock runs ahead of the machine's; 0 unless moved. */
  offsetSeconds(): number {
    return offsetMs / 1000;
  },
  /** Only for clock-offset-repository.ts, which stores the offset first. */
  useOffset(seconds: number): void {
    offsetMs = Math.round(seconds * 1000);
  },
};
