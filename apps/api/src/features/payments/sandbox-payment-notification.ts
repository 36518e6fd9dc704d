import type { AppDb } from "../../platform/db/client.js";
import type { PaymentGateway } from "../../kernels/payments/gateway.js";
import { formatJakartaTime } from "../../kernels/payments/jakarta-time.js";
import { notificationSignature } from "../../kernels/payments/notification-signature.js";
import { latestAttemptOfOrder } from "../../kernels/payments/payment-repository.js";
import { findOrderTotal } from "./payment-order-repository.js";

const PAYMENT_TYPE: Record<string, string> = {
  bca_va: "bank_transfer",
  bni_va: "bank_transfer",
  bri_va: "bank_transfer",
  permata_va: "bank_transfer",
  mandiri_va: "echannel",
  credit_card: "credit_card",
  gopay: "gopay",
  shopeepay: "shopeepay",
  ovo: "qris",
  dana: "qris",
  alfamart: "cstore",
  indomaret: "cstore",
};

export type SandboxNotificationResult =
  { ok: true; notification: Record<string, string> } | { ok: false; reason: "order_not_found" | "no_sandbox_payment" };

/**
 * The notification Midtrans would send once the money for the order's latest sandbox attempt arrived, signed with
 * the sandbox server key. Only an order paid through the sandbox gateway has one.
 */
export async function sandboxPaymentNotification(
  db: AppDb,
  gateway: PaymentGateway,
  uuid: string,
  at: Date,
): Promise<SandboxNotificationResult> {
  const order = await findOrderTotal(db, uuid);
  if (!order) return { ok: false, reason: "order_not_found" };
  const attempt = await latestAttemptOfOrder(db, order.id);
  if (gateway.name !== "sandbox" || !attempt || attempt.gateway !== "sandbox")
    return { ok: false, reason: "no_sandbox_payment" };
  const now = formatJakartaTime(at);
  const statusCode = "200";
  const grossAmount = `${order.total}.00`;
  return {
    ok: true,
    notification: {
      transaction_time: now,
      transaction_status: attempt.method === "credit_card" ? "capture" : "settlement",
      transaction_id: attempt.gateway_transaction_id ?? `sandbox-${uuid}`,
      status_message: "midtrans payment notification",
      status_code: statusCode,
      signature_key: notificationSignature(attempt.gateway_order_id, statusCode, grossAmount, gateway.serverKey),
      payment_type: PAYMENT_TYPE[attempt.method] ?? "bank_transfer",
      order_id: attempt.gateway_order_id,
      merchant_id: "G-SANDBOX",
      gross_amount: grossAmount,
      fraud_status: "accept",
      currency: "IDR",
      settlement_time: now,
    },
  };
}
