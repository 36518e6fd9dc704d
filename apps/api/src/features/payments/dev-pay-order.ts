import type { OperationHandler } from "../../openapi/operation-handler.js";
import { HttpError, MESSAGES, notFound } from "../../http/http-error.js";
import { formatJakartaTime } from "../../payments/jakarta-time.js";
import { notificationSignature } from "../../payments/notification-signature.js";
import { PAYMENT_MESSAGES } from "../../payments/payment-errors.js";
import { latestAttemptOfOrder } from "../../payments/payment-repository.js";
import { loadOrderView } from "./order-view.js";
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

/**
 * POST /api/dev/payments/{order_uuid}/pay (development only): the sandbox "receives the money" and notifies
 * us exactly as Midtrans would, signed with the sandbox server key, through POST /api/payments/notifications.
 */
export const devPayOrder: OperationHandler<"devPayOrder"> = async (request) => {
  const app = request.server;
  if (app.config.env === "production") throw notFound(MESSAGES.routeNotFound);
  const { order_uuid: uuid } = request.params;
  const { db } = app.database;
  const order = await findOrderTotal(db, uuid);
  if (!order) throw notFound(PAYMENT_MESSAGES.orderNotFound);
  const gateway = request.server.paymentGateway;
  const attempt = await latestAttemptOfOrder(db, order.id);
  if (gateway.name !== "sandbox" || !attempt || attempt.gateway !== "sandbox")
    throw notFound(PAYMENT_MESSAGES.noSandboxPayment);

  const now = formatJakartaTime(new Date());
  const statusCode = "200";
  const grossAmount = `${order.total}.00`;
  const notification = {
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
  };
  const res = await app.inject({ method: "POST", url: "/api/payments/notifications", payload: notification });
  if (res.statusCode === 404 || res.statusCode === 470)
    throw new HttpError(res.statusCode, res.json() as Record<string, unknown>);
  if (res.statusCode !== 200) throw new Error(`sandbox notification answered ${res.statusCode}: ${res.body}`);
  return { data: (await loadOrderView(db, uuid))! };
};
