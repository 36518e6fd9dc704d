import { setTimeout as sleep } from "node:timers/promises";
import { HttpError, MESSAGES } from "../http/http-error.js";
import { transactionRetries } from "../ops/metrics.js";

/** PostgreSQL's codes for a transaction it rolled back to end a lock conflict: running it again is safe. */
const LOCK_CONFLICTS = { "40P01": "deadlock", "40001": "serialization" } as const;

type Conflict = (typeof LOCK_CONFLICTS)[keyof typeof LOCK_CONFLICTS];

/** The conflict behind `error` (from pg or PGlite, or wrapped by Drizzle), if it is one. */
export function lockConflictOf(error: unknown): Conflict | undefined {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && code in LOCK_CONFLICTS) return LOCK_CONFLICTS[code as keyof typeof LOCK_CONFLICTS];
  }
  return undefined;
}

/** Runs of a transaction in all, the first included. */
export const LOCK_CONFLICT_ATTEMPTS = 3;

/** Seconds a client should wait before sending the request again after a 503 from here. */
const RETRY_AFTER_SECONDS = 1;

/**
 * Runs `work`, a whole transaction of its own with no effect outside the database, and runs it again when
 * PostgreSQL rolled it back to end a deadlock or a serialization failure (ADR 0055): at most
 * LOCK_CONFLICT_ATTEMPTS runs, a short random pause between them so the racers do not meet again. When every run
 * lost, the request is answered 503 with Retry-After, never 500: nothing was written.
 */
export async function retryLockConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const conflict = lockConflictOf(error);
      if (!conflict) throw error;
      transactionRetries.inc({ conflict });
      if (attempt >= LOCK_CONFLICT_ATTEMPTS)
        throw new HttpError(503, { errors: MESSAGES.busy }, { "retry-after": String(RETRY_AFTER_SECONDS) });
      await sleep(Math.floor(Math.random() * 40 * attempt));
    }
  }
}
