import type { HelpFacts } from "../app/features/help/help-article";

/** The seeded catalogue's facts (GET /api/help/facts), for tests. */
export function helpFactsFixture(overrides: Partial<HelpFacts> = {}): HelpFacts {
  return {
    coin_costs: { activate_listing: 5, repost_listing: 1, recommended_listing_week: 20, featured_agent_month: 100 },
    coin_packages: [
      { name: "50 Koin", coins: 50, price: 100_000, validity_days: 365 },
      { name: "100 Koin", coins: 100, price: 190_000, validity_days: 365 },
      { name: "250 Koin", coins: 250, price: 450_000, validity_days: 365 },
      { name: "500 Koin", coins: 500, price: 850_000, validity_days: 365 },
    ],
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
      {
        type: "PLATINUM",
        display_name: "Executive",
        price: 7_500_000,
        duration_days: 365,
        listing_slots: 100,
        bonus_coins: 500,
      },
    ],
    listing_slot: { price_per_30_days: 15_000, qty_min: 5, qty_step: 5, durations: [90, 180, 365] },
    limits: {
      listing_active_days: 120,
      photos_max: 15,
      videos_max: 5,
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
    ...overrides,
  };
}
