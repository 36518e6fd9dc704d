// The POST /api/orders payload (docs/product/orders-and-payments.md#the-checkout: `payment_method` only when the net
// total is above 0; a free order says `expect_free_order: true` instead).
import type { components } from "@griya/api-client/schema";
import type { CartLine } from "../../lib/checkout-cart";

export type PaymentMethod = components["schemas"]["PaymentMethod"];

export type OrderBody = {
  products: CartLine[];
  payment_method?: PaymentMethod;
  card_token?: string;
  promo_code?: string;
  expect_free_order?: boolean;
};

export function orderBody({
  lines,
  promoCode,
  netTotal,
  paymentMethod,
  cardToken,
}: {
  lines: readonly CartLine[];
  promoCode: string | null;
  /** Subtotal − discount (before PPN). */
  netTotal: number;
  paymentMethod: PaymentMethod;
  cardToken?: string | null;
}): OrderBody {
  const body: OrderBody = { products: [...lines] };
  if (promoCode) body.promo_code = promoCode;
  if (netTotal > 0) {
    body.payment_method = paymentMethod;
    if (paymentMethod === "credit_card" && cardToken) body.card_token = cardToken;
  } else {
    body.expect_free_order = true;
  }
  return body;
}
