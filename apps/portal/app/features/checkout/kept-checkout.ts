// A checkout kept across a new login (lib/kept-forms.ts): the payment method and the promo code. Card details
// are never kept. Read defensively: it comes from the browser's storage.
import { DEFAULT_PAYMENT_METHOD, isPaymentMethod, type PaymentMethod } from "@griya/domain/payment-methods";

export type KeptCheckout = { method: PaymentMethod; promoCode: string | null };

/** What to keep of the checkout: null while it holds nothing beyond the defaults. */
export function checkoutToKeep(method: PaymentMethod, promoCode: string | null): KeptCheckout | null {
  return method === DEFAULT_PAYMENT_METHOD && promoCode === null ? null : { method, promoCode };
}

export function readKeptCheckout(kept: unknown): KeptCheckout | null {
  if (typeof kept !== "object" || kept === null) return null;
  const { method, promoCode } = kept as Record<string, unknown>;
  if (!isPaymentMethod(method)) return null;
  return { method, promoCode: typeof promoCode === "string" && promoCode.trim() !== "" ? promoCode : null };
}
