import { describe, expect, it } from "vitest";
import { promoCardView } from "./promo-card-view.server";
import type { PromoCampaign } from "./promos-api.server";

const campaign = (overrides: Partial<PromoCampaign> = {}): PromoCampaign => ({
  uuid: "5b0c3f9e-2d7a-4a4b-9a59-3f7d2b8e1c11",
  code: "HEMAT10",
  title: "Hemat 10%",
  description: null,
  discount_percentage: 10,
  discount_amount: null,
  valid_from: "2026-01-01T00:00:00.000Z",
  valid_until: "2026-12-31T17:00:00.000Z",
  min_slots: null,
  min_duration_days: 180,
  product_kinds: null,
  audience: "ALL",
  ...overrides,
});

const now = new Date("2026-06-01T00:00:00Z");

describe("promoCardView", () => {
  it("says what it gives, who qualifies and the last day (valid_until is exclusive)", () => {
    expect(promoCardView(campaign(), now)).toMatchObject({
      benefit: "Diskon 10%",
      conditions: ["Minimal durasi 180 hari"],
      until: "31 Desember 2026",
      ended: false,
      useHref: "/checkout?promo=HEMAT10",
      detailHref: "/promo/5b0c3f9e-2d7a-4a4b-9a59-3f7d2b8e1c11",
      projectOffer: false,
    });
  });

  it("an amount off with slot and product conditions, and a project offer", () => {
    const view = promoCardView(
      campaign({
        discount_percentage: null,
        discount_amount: 100_000,
        min_slots: 50,
        min_duration_days: null,
        product_kinds: ["LISTING_SLOT"],
        audience: "PROJECT_DISCOUNTS",
      }),
      now,
    );
    expect(view.benefit).toBe("Potongan Rp 100.000");
    expect(view.conditions).toEqual([
      "Minimal 50 slot listing",
      "Hanya untuk produk Slot Listing",
      "Hanya untuk agen yang terdaftar dalam program diskon proyek",
    ]);
    expect(view.projectOffer).toBe(true);
  });

  it("an ended campaign", () => {
    expect(promoCardView(campaign({ valid_until: "2026-05-01T00:00:00.000Z" }), now).ended).toBe(true);
  });
});
