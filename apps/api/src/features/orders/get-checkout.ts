import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { orderTotals, VAT_PERCENT } from "@griya/domain/money";
import { authOf } from "../../kernels/auth/authenticate.js";
import { factsOfPriced, presentLine } from "./present-line.js";
import { checkoutRefusal } from "./checkout-refusal.js";
import { priceCheckout } from "./price-checkout.js";
import { clock } from "../../platform/clock.js";

/** POST /api/orders/get_checkout: prices the lines for this agent without placing an order. */
export const getCheckout: OperationHandler<"getCheckout"> = async (request) => {
  const { userId } = authOf(request);
  const priced = await priceCheckout(request.server.database.db, userId, request.body, clock.now());
  if (!priced.ok) return checkoutRefusal(priced);
  const totals = orderTotals({ subtotal: priced.subtotal, discount: 0 });
  return {
    data: {
      items: priced.lines.map((l) => presentLine(factsOfPriced(l), priced.state.tiers)),
      subtotal: totals.subtotal,
      discount: totals.discount,
      ppn: totals.vat,
      ppn_percentage: VAT_PERCENT,
      total: totals.total,
      is_free: totals.total === 0,
    },
  };
};
