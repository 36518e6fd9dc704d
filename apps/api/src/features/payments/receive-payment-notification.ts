import type { RouteHandlerMethod } from "fastify";
import { HttpError, notFound, validationFailed } from "../../http/http-error.js";
import { activePaymentGateway } from "../../payments/active-gateway.js";
import { PAYMENT_MESSAGES } from "../../payments/payment-errors.js";
import type { PaymentNotification } from "../../payments/payment-notification.js";
import { processNotification } from "../../payments/process-notification.js";

/** POST /api/payments/notifications: the gateway's (or the sandbox's) word on a payment. */
export const receivePaymentNotification: RouteHandlerMethod = async (request) => {
  const result = await processNotification(request.server.database.db, activePaymentGateway(), request.body as PaymentNotification, request.log);
  switch (result.kind) {
    case "accepted":
      return { data: { success: true, outcome: result.outcome } };
    case "bad_signature":
      throw new HttpError(403, { errors: PAYMENT_MESSAGES.badSignature });
    case "unknown_order":
      throw notFound(PAYMENT_MESSAGES.orderNotFound);
    case "amount_mismatch":
      throw validationFailed({ gross_amount: [PAYMENT_MESSAGES.amountMismatch] });
  }
};
