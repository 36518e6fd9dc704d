import { describe, expect, it } from "vitest";
import { boughtLineText, nextStepAfter } from "./bought-lines";

const line = (over: Record<string, unknown>) =>
  ({
    product_uuid: "00000000-0000-4000-8000-000000000001",
    name: "x",
    kind: "COIN",
    category: "COIN",
    membership_type: null,
    qty: 1,
    duration: null,
    direct_activation: null,
    unit_price: 0,
    price: 0,
    description: null,
    ...over,
  }) as Parameters<typeof boughtLineText>[0];

describe("what a paid order brought", () => {
  it("names memberships with their term, coin packages and slots with quantity and days", () => {
    expect(
      boughtLineText(line({ kind: "MEMBERSHIP_NEW", category: "MEMBERSHIP", name: "Membership Pro", duration: 365 })),
    ).toBe("Membership Pro 365 hari");
    expect(
      boughtLineText(
        line({ kind: "MEMBERSHIP_UPGRADE", category: "MEMBERSHIP", name: "Upgrade ke Pro", duration: 200 }),
      ),
    ).toBe("Upgrade ke Pro");
    expect(boughtLineText(line({ name: "250 Koin" }))).toBe("250 Koin");
    expect(boughtLineText(line({ name: "50 Koin", qty: 2 }))).toBe("2 × 50 Koin");
    expect(boughtLineText(line({ kind: "LISTING_SLOT", category: "LISTING_SLOT", qty: 10, duration: 90 }))).toBe(
      "10 slot listing 90 hari",
    );
  });

  it("suggests adding a listing after a membership, the coins after coins, the listings after slots", () => {
    expect(nextStepAfter([line({ category: "MEMBERSHIP", kind: "MEMBERSHIP_NEW" })])).toBe("listingAdd");
    expect(nextStepAfter([line({})])).toBe("coinPurchase");
    expect(nextStepAfter([line({ category: "LISTING_SLOT", kind: "LISTING_SLOT" })])).toBe("myListings");
  });
});
