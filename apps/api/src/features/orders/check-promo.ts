import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { orderTotals } from "@griya/domain/money";
import { authOf } from "../../kernels/auth/authenticate.js";
import { requestTimeZone } from "../../platform/http/request-time-zone.js";
import { checkoutRefusal } from "../orders/checkout-refusal.js";
import { priceCheckout } from "../orders/price-checkout.js";
import { applyPromo } from "../promos/index.js";
import { promoRefusal } from "../promos/index.js";
import { clock } from "../../platform/clock.js";

/**
 * POST /api/promos/check: the promo priced on the checkout's product line. A code that cannot be used answers
 * 462 with its unmet requirements; wrong quantities or durations 470 as at checkout.
 */
export const checkPromo: OperationHandler<"checkPromo"> = async (request) => {
  const { userId } = authOf(request);
  const { db } = request.server.database;
  const body = request.body;
  const now = clock.now();
  const priced = await priceCheckout(
    db,
    userId,
    [{ uuid: body.product_uuid, qty: body.qty, duration: body.duration, direct_activation: body.direct_activation }],
    now,
    (_i, field) => (field === "uuid" ? "product_uuid" : field),
  );
  if (!priced.ok) return checkoutRefusal(priced);
  const promo = await applyPromo(db, {
    userId,
    code: body.promo_code,
    lines: priced.lines,
    now,
    timeZone: requestTimeZone(request),
  });
  if (!promo.ok) return promoRefusal(promo);
  const totals = orderTotals({ subtotal: priced.subtotal, discount: promo.discount });
  return {
    data: {
      valid: true,
      promo_code: promo.code,
      discount_amount: totals.discount,
      discount_percentage: promo.percentage,
      errors: null,
      requirements: [],
      subtotal: totals.subtotal,
      ppn: totals.vat,
      total: totals.total,
    },
  };
};
