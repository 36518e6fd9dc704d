import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { requestTimeZone } from "../../platform/http/request-time-zone.js";
import { loadTiers } from "../../kernels/memberships/membership-repository.js";
import { invalidField, Refusal } from "../../platform/openapi/refusal.js";
import { cardDeclined, gatewayUnavailable } from "../../kernels/payments/payment-errors.js";
import { promoRefusal } from "../promos/index.js";
import { checkoutRefusal } from "./checkout-refusal.js";
import { IDEMPOTENCY_MESSAGES, idempotencyKeyOf, orderFingerprint } from "./order-idempotency.js";
import { findOrderByUuid } from "./order-repository.js";
import { placeOrder } from "./place-order.js";
import { presentOrder } from "./present-order.js";

const ORDER_MESSAGES = {
  paymentMethodRequired: "Pilih metode pembayaran.",
  expectFreeOrder: "Pesanan ini gratis. Konfirmasi pesanan gratis untuk melanjutkan.",
} as const;

/**
 * POST /api/orders: places the order (place-order.ts) and answers it, 201. A promo that cannot be used is 462;
 * with an Idempotency-Key, the same key with a different order is 470 (ADR 0019); a declined card is 470 on
 * card_token, an unreachable gateway 500.
 */
export const createOrder: OperationHandler<"createOrder"> = async (request, reply) => {
  const { userId } = authOf(request);
  const body = request.body;
  const { db } = request.server.database;
  const timeZone = requestTimeZone(request);
  const key = idempotencyKeyOf(request);
  if (key instanceof Refusal) return key;
  const idempotency = key === undefined ? undefined : { key, fingerprint: orderFingerprint(body) };
  const placed = await placeOrder(db, request.server.paymentGateway, { userId, order: body, timeZone, idempotency });
  if (!placed.ok) {
    switch (placed.reason) {
      case "idempotency_key_reused":
        return invalidField("Idempotency-Key", IDEMPOTENCY_MESSAGES.reused);
      case "payment_method_required":
        return invalidField("payment_method", ORDER_MESSAGES.paymentMethodRequired);
      case "free_order_not_expected":
        return invalidField("expect_free_order", ORDER_MESSAGES.expectFreeOrder);
      case "unusable":
        return promoRefusal(placed);
      case "card_declined":
        return cardDeclined();
      case "gateway_unavailable":
        throw gatewayUnavailable(placed.cause);
      default:
        return checkoutRefusal(placed);
    }
  }
  const [order, tiers] = await Promise.all([findOrderByUuid(db, placed.uuid), loadTiers(db)]);
  const view = presentOrder(order!, tiers);
  // The gateway's answer is authoritative for this response (e.g. a redirect URL it does not store).
  if (placed.instructions) view.payment_instructions = placed.instructions;
  return reply.status(201).send({ data: view });
};
