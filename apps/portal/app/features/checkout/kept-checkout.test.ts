import { DEFAULT_PAYMENT_METHOD } from "@griya/domain/payment-methods";
import { describe, expect, it } from "vitest";
import { checkoutToKeep, readKeptCheckout } from "./kept-checkout";

describe("kept checkout", () => {
  it("keeps nothing while the checkout holds only its defaults", () => {
    expect(checkoutToKeep(DEFAULT_PAYMENT_METHOD, null)).toBeNull();
    expect(checkoutToKeep("gopay", null)).toEqual({ method: "gopay", promoCode: null });
    expect(checkoutToKeep(DEFAULT_PAYMENT_METHOD, "HEMAT10")).toEqual({
      method: DEFAULT_PAYMENT_METHOD,
      promoCode: "HEMAT10",
    });
  });

  it("reads back a kept checkout, and refuses an unknown payment method", () => {
    expect(readKeptCheckout({ method: "ovo", promoCode: "HEMAT10" })).toEqual({ method: "ovo", promoCode: "HEMAT10" });
    expect(readKeptCheckout({ method: "ovo", promoCode: " " })).toEqual({ method: "ovo", promoCode: null });
    for (const kept of [null, "ovo", {}, { method: "bitcoin" }]) expect(readKeptCheckout(kept)).toBeNull();
  });
});
