import { describe, expect, it } from "vitest";
import { containsPattern } from "./order-repository.js";
import { methodLabel, orderName } from "./present-order.js";

describe("order card helpers", () => {
  it("names an order after its first product and counts the rest", () => {
    expect(orderName([{ name: "Membership Pro" }])).toBe("Membership Pro");
    expect(orderName([{ name: "50 Koin" }, { name: "Slot Listing" }, { name: "100 Koin" }])).toBe(
      "50 Koin + 2 produk lain",
    );
  });

  it("labels the payment method, a free order as Gratis", () => {
    expect(methodLabel("bca_va")).toBe("BCA Virtual Account");
    expect(methodLabel(null)).toBe("Gratis");
  });

  it("searches literally: % and _ are not wildcards", () => {
    expect(containsPattern("50%_Koin")).toBe("%50\\%\\_koin%");
  });
});
