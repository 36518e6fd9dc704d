import type { TransferListRow } from "./coin-history-repository.js";

/** A listed transfer, or one just made (whose batch expiry the query builder read as a Date). */
type TransferFacts = Omit<TransferListRow, "expires_at"> & { expires_at: Date | string };

/** A transfer as the contract's CoinTransfer, seen from the caller's side. */
export function presentTransfer(t: TransferFacts) {
  return {
    uuid: t.uuid,
    reference_number: t.reference_number,
    direction: t.direction,
    email: t.email,
    amount: t.amount,
    notes: t.notes,
    transferred_at: new Date(t.created_at).toISOString(),
    expires_at: new Date(t.expires_at).toISOString(),
  };
}
