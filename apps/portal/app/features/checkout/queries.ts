import type { components } from "@griya/api-client/schema";
import { queryOptions } from "@tanstack/react-query";
import { dataOf, type ApiSource } from "../../lib/api-source";
import type { CartLine } from "../../lib/checkout-cart";
import type { OrderBody } from "./order-body";
import type { SandboxCardOutcome } from "./sandbox-card-tokeniser";

export type CheckoutInfo = components["schemas"]["CheckoutInfo"];
export type PromoCheckResult = components["schemas"]["PromoCheckResult"];

/** Query keys of the checkout feature. */
const checkoutKeys = {
  all: ["checkout"] as const,
  info: (lines: readonly CartLine[]) => [...checkoutKeys.all, "info", lines] as const,
  isFree: (lines: readonly CartLine[], promoCode: string) =>
    [...checkoutKeys.all, "is-free", lines, promoCode] as const,
};

/** POST /api/orders/get_checkout: the priced lines, subtotal, PPN and total. */
export function checkoutQuery(api: ApiSource, lines: readonly CartLine[]) {
  return queryOptions({
    queryKey: checkoutKeys.info(lines),
    queryFn: async () => dataOf(await api().POST("/api/orders/get_checkout", { body: [...lines] })).data,
  });
}

/** POST /api/orders/is_order_free with the applied promo code. */
export function isOrderFreeQuery(api: ApiSource, lines: readonly CartLine[], promoCode: string) {
  return queryOptions({
    queryKey: checkoutKeys.isFree(lines, promoCode),
    queryFn: async () =>
      dataOf(await api().POST("/api/orders/is_order_free", { body: { products: [...lines], promo_code: promoCode } }))
        .data.is_free,
  });
}

/** POST /api/promos/check for the checkout's (first) line. 462 = the code cannot be used. */
export async function checkPromo(api: ApiSource, line: CartLine, promoCode: string): Promise<PromoCheckResult> {
  return dataOf(
    await api().POST("/api/promos/check", {
      body: {
        promo_code: promoCode,
        product_uuid: line.uuid,
        qty: line.qty,
        duration: line.duration,
        direct_activation: line.direct_activation,
      },
    }),
  ).data;
}

/** POST /api/payments/sandbox/card_tokens: the sandbox's signed token for a checked test card. */
export async function sandboxCardToken(api: ApiSource, outcome: SandboxCardOutcome): Promise<string> {
  return dataOf(await api().POST("/api/payments/sandbox/card_tokens", { body: { outcome } })).data.token_id;
}

/**
 * POST /api/orders with the checkout attempt's Idempotency-Key: a retry or a double click answers the order
 * the first submission placed instead of placing a second one.
 */
export async function placeOrder(api: ApiSource, body: OrderBody, idempotencyKey: string) {
  return dataOf(await api().POST("/api/orders", { body, params: { header: { "Idempotency-Key": idempotencyKey } } }))
    .data;
}
