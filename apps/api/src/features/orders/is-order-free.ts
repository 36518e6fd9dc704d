import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { orderTotals } from "@griya/domain/money";
import { authOf } from "../../kernels/auth/authenticate.js";
import { requestTimeZone } from "../../platform/http/request-time-zone.js";
import { applyPromo } from "../promos/index.js";
import { promoRefusal } from "../promos/index.js";
import { checkoutRefusal } from "./checkout-refusal.js";
import { priceCheckout } from "./price-checkout.js";
import { clock } from "../../platform/clock.js";

/** POST /api/orders/is_order_free: whether these lines with this promo cost nothing (then no payment method). */
export const isOrderFree: OperationHandler<"isOrderFree"> = async (request) => {
  const { userId } = authOf(request);
  const { db } = request.server.database;
  const body = request.body;
  const now = clock.now();
  const priced = await priceCheckout(db, userId, body.products, now);
  if (!priced.ok) return checkoutRefusal(priced);
  const code = body.promo_code?.trim();
  const promo = code
    ? await applyPromo(db, { userId, code, lines: priced.lines, now, timeZone: requestTimeZone(request) })
    : undefined;
  if (promo && !promo.ok) return promoRefusal(promo);
  const discount = promo?.discount ?? 0;
  const { total } = orderTotals({ subtotal: priced.subtotal, discount });
  return { data: { is_free: total === 0, total } };
};
