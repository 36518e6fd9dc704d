import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { securityEvent } from "../../platform/http/security-event.js";
import { forbidden, invalidField, notFound } from "../../platform/openapi/refusal.js";
import { PAYMENT_MESSAGES } from "../../kernels/payments/payment-errors.js";
import { processNotification } from "../../kernels/payments/process-notification.js";
import { paymentNotifications } from "../../platform/ops/metrics.js";
import { PAYMENT_NOTIFICATION_FAILURES } from "../../platform/rate-limit/limits.js";
import { hit, refuseThrottled } from "../../platform/rate-limit/rate-limit.js";
import { fulfilOrder } from "../orders/index.js";

/**
 * POST /api/payments/notifications: the gateway's (or the sandbox's) word on a payment. No login, so what a
 * stranger can make it do is bounded: the body is at most 16 KB (x-body-limit in the contract), a notification
 * whose signature fails is not stored, and such failures are counted per client IP (429 past the limit).
 */
export const receivePaymentNotification: OperationHandler<"receivePaymentNotification"> = async (request) => {
  const { db } = request.server.database;
  const result = await processNotification(db, request.server.paymentGateway, fulfilOrder, request.body, request.log);
  paymentNotifications.inc({ result: result.kind === "accepted" ? result.outcome : result.kind });
  switch (result.kind) {
    case "accepted":
      return { data: { success: true, outcome: result.outcome } };
    case "bad_signature": {
      securityEvent(request, "payment_signature_failed");
      const failures = await hit(db, `paymentNotification:ip:${request.ip}`, PAYMENT_NOTIFICATION_FAILURES);
      if (failures.hits > PAYMENT_NOTIFICATION_FAILURES.max)
        throw refuseThrottled(request, "paymentNotification", failures.retryAfter);
      return forbidden(PAYMENT_MESSAGES.badSignature);
    }
    case "unknown_order":
      return notFound(PAYMENT_MESSAGES.orderNotFound);
    case "amount_mismatch":
      return invalidField("gross_amount", PAYMENT_MESSAGES.amountMismatch);
    case "status_mismatch":
      return invalidField("status_code", PAYMENT_MESSAGES.statusMismatch);
  }
};
