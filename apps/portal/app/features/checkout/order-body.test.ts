import { describe, expect, it } from "vitest";
import { orderBody } from "./order-body";

const LINE = { uuid: "3f2c1a9e-8b7d-4c6e-9f10-1a2b3c4d5e6f", qty: 1, duration: null, direct_activation: null };

describe("orderBody", () => {
  it("sends the payment method only when the net total is above 0", () => {
    expect(orderBody({ lines: [LINE], promoCode: null, netTotal: 1_200_000, paymentMethod: "bca_va" })).toEqual({
      products: [LINE],
      payment_method: "bca_va",
    });
    expect(orderBody({ lines: [LINE], promoCode: "GRATIS", netTotal: 0, paymentMethod: "bca_va" })).toEqual({
      products: [LINE],
      promo_code: "GRATIS",
      expect_free_order: true,
    });
  });

  it("adds the card token for card payments only", () => {
    expect(
      orderBody({ lines: [LINE], promoCode: null, netTotal: 10, paymentMethod: "credit_card", cardToken: "sandbox-x" }),
    ).toMatchObject({ payment_method: "credit_card", card_token: "sandbox-x" });
    expect(
      orderBody({ lines: [LINE], promoCode: null, netTotal: 10, paymentMethod: "gopay", cardToken: "t" }),
    ).not.toHaveProperty("card_token");
  });
});
