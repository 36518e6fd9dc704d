import { describe, expect, it } from "vitest";
import { HttpError } from "../http/http-error.js";
import { LOCK_CONFLICT_ATTEMPTS, lockConflictOf, retryLockConflicts } from "./retry-lock-conflicts.js";

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
// Drizzle wraps the driver's error: the code sits on the cause.
const wrapped = (code: string) => new Error("Failed query", { cause: pgError(code) });

describe("retryLockConflicts", () => {
  it("knows deadlocks and serialization failures, wrapped or not, and nothing else", () => {
    expect(lockConflictOf(pgError("40P01"))).toBe("deadlock");
    expect(lockConflictOf(wrapped("40001"))).toBe("serialization");
    expect(lockConflictOf(wrapped("23505"))).toBeUndefined();
    expect(lockConflictOf("40P01")).toBeUndefined();
  });

  it("runs the transaction again after a conflict and answers what the next run answers", async () => {
    let runs = 0;
    const result = await retryLockConflicts(async () => {
      runs += 1;
      if (runs === 1) throw wrapped("40P01");
      return "ok";
    });
    expect([result, runs]).toEqual(["ok", 2]);
  });

  it("answers 503 with Retry-After, never 500, when every run lost", async () => {
    let runs = 0;
    const failed = await retryLockConflicts(async () => {
      runs += 1;
      throw wrapped("40001");
    }).catch((e: unknown) => e);
    expect(runs).toBe(LOCK_CONFLICT_ATTEMPTS);
    expect(failed).toBeInstanceOf(HttpError);
    const http = failed as HttpError;
    expect([http.statusCode, http.headers]).toEqual([503, { "retry-after": "1" }]);
    expect(http.body.errors).toMatch(/coba lagi/);
  });

  it("passes any other failure through at once", async () => {
    let runs = 0;
    const other = wrapped("23505");
    await expect(
      retryLockConflicts(async () => {
        runs += 1;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(runs).toBe(1);
  });
});
