import { describe, expect, it } from "vitest";
import type { CatalogueFacts } from "./offerings-api.server";
import { offeringsView } from "./offerings-view.server";

const facts: CatalogueFacts = {
  coin_costs: { activate_listing: 5, repost_listing: 1, recommended_listing_week: 20, featured_agent_month: 100 },
  coin_packages: [{ name: "50 Koin", coins: 50, price: 100_000, validity_days: 365 }],
  memberships: [
    { type: "TRIAL", display_name: "Trial", price: 0, duration_days: 14, listing_slots: 3, bonus_coins: 10 },
    {
      type: "SILVER",
      display_name: "Starter",
      price: 1_200_000,
      duration_days: 365,
      listing_slots: 10,
      bonus_coins: 50,
    },
    { type: "GOLD", display_name: "Pro", price: 3_000_000, duration_days: 365, listing_slots: 30, bonus_coins: 150 },
  ],
  listing_slot: { price_per_30_days: 15_000, qty_min: 5, qty_step: 5, durations: [90, 180, 365] },
  limits: {
    listing_active_days: 120,
    photos_max: 15,
    videos_max: 3,
    coin_validity_days: 365,
    coin_transfer_min: 10,
    coin_transfer_notes_max: 160,
    referral_reward_coins: 20,
    referral_reward_validity_days: 365,
    order_pay_hours: 24,
    recommended_listings_per_slot: 3,
    featured_agents_per_area: 5,
    featured_agent_months_ahead: 11,
    bulk_repost_per_page: 50,
  },
  vat_percent: 11,
};

describe("offeringsView", () => {
  it("shows each tier's price before and with PPN, its slots, coins and term, the Trial as free", () => {
    const view = offeringsView(facts);
    expect(view.tiers.map((t) => [t.name, t.price, t.priceWithVat, t.slots, t.coins, t.duration])).toEqual([
      ["Trial", "Gratis", "Gratis", "3 listing aktif", "10 koin", "14 hari"],
      ["Starter", "Rp 1.200.000", "Rp 1.332.000", "10 listing aktif", "50 koin", "365 hari"],
      ["Pro", "Rp 3.000.000", "Rp 3.330.000", "30 listing aktif", "150 koin", "365 hari"],
    ]);
    expect(view.comparison.every((row) => row.values.length === 3)).toBe(true);
  });

  it("quotes the catalogue's numbers in the FAQ, coins and slots, so the page never drifts from the product", () => {
    const changed = offeringsView({
      ...facts,
      limits: { ...facts.limits, referral_reward_coins: 25 },
      coin_costs: { ...facts.coin_costs, repost_listing: 2 },
    });
    const faq = changed.faq.map((item) => item.answer).join(" ");
    expect(faq).toContain("25 koin");
    expect(faq).toContain("repost (2 koin)");
    expect(faq).toContain("365 hari");
    expect(changed.coinCosts).toContainEqual({ action: "Repost listing", cost: "2 koin" });
    expect(changed.slotOffer).toContain("Rp 15.000 per slot per 30 hari");
  });
});
