/** A transfer as the contract's CoinTransfer, seen from the caller's side. */
export function presentTransfer(t: {
  uuid: string;
  reference_number: string;
  direction: "in" | "out";
  email: string;
  amount: number;
  notes: string | null;
  created_at: Date;
  expires_at: Date;
}) {
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
