import type { AppDb } from "./client.js";

/** Carries a refusal out of the transaction callback, so the transaction rolls back on the way. */
class Refused<R> extends Error {
  constructor(readonly refusal: R) {
    super("refused");
  }
}

/**
 * Runs `work` in a transaction (a savepoint when `db` is already one) that commits only when the work succeeds: a
 * refusal rolls back whatever the work wrote before refusing and is returned as is, never thrown.
 */
export async function transactionUnlessRefused<R extends { ok: boolean }>(
  db: AppDb,
  work: (tx: AppDb) => Promise<R>,
): Promise<R> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (!result.ok) throw new Refused(result);
      return result;
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal as R;
    throw error;
  }
}
