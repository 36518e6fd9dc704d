import { createHash, timingSafeEqual } from "node:crypto";

/** Midtrans' signature_key: SHA-512 hex of order_id + status_code + gross_amount + server key. */
export function notificationSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash("sha512")
    .update(orderId + statusCode + grossAmount + serverKey, "utf8")
    .digest("hex");
}

/** Compares in constant time, so the answer time tells nothing about the expected signature. */
export function isValidSignature(
  n: { order_id: string; status_code: string; gross_amount: string; signature_key: string },
  serverKey: string,
): boolean {
  const expected = Buffer.from(notificationSignature(n.order_id, n.status_code, n.gross_amount, serverKey), "utf8");
  const given = Buffer.from(n.signature_key.toLowerCase(), "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
