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
  | "paid"
  | "already_paid"
  | "order_closed"
  | "pending"
  | "failed"
  | "expired"
  | "ignored"
  | "duplicate";

/** Once per gateway: the same event delivered again has the same key. */
export function notificationKey(n: PaymentNotification): string {
  return `${n.transaction_id ?? n.order_id}:${n.transaction_status}:${n.status_code}`;
}

/** "1332000.00" → 1332000; undefined for anything that is not whole rupiah. */
export function wholeRupiah(grossAmount: string): number | undefined {
  const m = grossAmount.match(/^(\d+)(?:\.00)?$/);
  return m ? Number(m[1]) : undefined;
}
