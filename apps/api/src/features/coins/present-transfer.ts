import type { TransferListRow } from "./coin-history-repository.js";

/** A transfer as the contract's CoinTransfer, seen from the caller's side. */
export function presentTransfer(t: TransferListRow) {
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
