/** The notification fields we read (openapi PaymentNotification); the rest is stored as sent. */
export type PaymentNotification = {
  order_id: string;
  status_code: string;
  gross_amount: string;
  signature_key: string;
  transaction_status: string;
  transaction_id?: string;
  transaction_time?: string;
  settlement_time?: string;
  fraud_status?: string;
  payment_type?: string;
  status_message?: string;
  [field: string]: unknown;
};

export type NotificationOutcome =
  "paid" | "already_paid" | "order_closed" | "pending" | "failed" | "expired" | "ignored" | "duplicate";

/**
 * Once per gateway: the same event delivered again has the same key. The amount is part of it, so a refused
 * notification with a wrong amount never takes the key of the correct one.
 */
export function notificationKey(n: PaymentNotification): string {
  return `${n.transaction_id ?? n.order_id}:${n.transaction_status}:${n.status_code}:${n.gross_amount}`;
}

/**
 * The status_code Midtrans sends (and signs) with each transaction_status: 200 success (card authorize,
 * capture, settlement, cancel; refunds), 201 pending, 202 denied, expired or cancelled by the gateway, 407 an
 * expiry through the expire API. transaction_status itself is not signed, so it is believed only when the signed
 * code agrees: a signed "pending" (201) cannot be replayed as a "settlement".
 */
export const STATUS_CODES_OF: Record<string, readonly string[]> = {
  settlement: ["200"],
  capture: ["200"],
  authorize: ["200"],
  pending: ["201"],
  deny: ["202"],
  cancel: ["200", "202"],
  expire: ["202", "407"],
  failure: ["202"],
  refund: ["200"],
  partial_refund: ["200"],
  chargeback: ["200"],
  partial_chargeback: ["200"],
};

export function statusCodeAgrees(n: Pick<PaymentNotification, "transaction_status" | "status_code">): boolean {
  return STATUS_CODES_OF[n.transaction_status]?.includes(n.status_code) ?? false;
}

/** "1332000.00" → 1332000; undefined for anything that is not whole rupiah. */
export function wholeRupiah(grossAmount: string): number | undefined {
  const m = grossAmount.match(/^(\d+)(?:\.00)?$/);
  return m ? Number(m[1]) : undefined;
}
