import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import type { Schemas } from "@griya/api-client/schema";
import { MESSAGES } from "../../platform/http/http-error.js";
import { notFound, refuse } from "../../platform/openapi/refusal.js";
import { PAYMENT_MESSAGES } from "../../kernels/payments/payment-errors.js";
import { loadOrderView } from "./order-view.js";
import { sandboxPaymentNotification } from "./sandbox-payment-notification.js";
import { clock } from "../../platform/clock.js";

const NOT_PAYABLE = {
  order_not_found: PAYMENT_MESSAGES.orderNotFound,
  no_sandbox_payment: PAYMENT_MESSAGES.noSandboxPayment,
} as const;

/**
 * POST /api/dev/payments/{order_uuid}/pay (development only): the sandbox "receives the money" and notifies
 * us exactly as Midtrans would, signed with the sandbox server key, through POST /api/payments/notifications.
 */
export const devPayOrder: OperationHandler<"devPayOrder"> = async (request) => {
  const app = request.server;
  if (app.config.env === "production") return notFound(MESSAGES.routeNotFound);
  const { order_uuid: uuid } = request.params;
  const { db } = app.database;
  const built = await sandboxPaymentNotification(db, app.paymentGateway, uuid, clock.now());
  if (!built.ok) return notFound(NOT_PAYABLE[built.reason]);
  const res = await app.inject({ method: "POST", url: "/api/payments/notifications", payload: built.notification });
  // The notification's own refusal, passed on as it was answered.
  if (res.statusCode === 404) return refuse(404, res.json<Schemas["ErrorMessage"]>());
  if (res.statusCode === 470) return refuse(470, res.json<Schemas["ValidationFailed"]>());
  if (res.statusCode !== 200) throw new Error(`sandbox notification answered ${res.statusCode}: ${res.body}`);
  return { data: (await loadOrderView(db, uuid))! };
};
