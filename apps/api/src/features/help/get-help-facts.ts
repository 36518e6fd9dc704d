import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import {
  BULK_REPOST_PAGE_SIZE,
  COIN_TRANSFER_MIN,
  COIN_TRANSFER_NOTES_MAX,
  LISTING_EXPIRY_DAYS,
  MAX_PHOTOS,
  MAX_VIDEOS,
} from "@griya/domain/constants";
import { FEATURED_AGENT_CAPACITY, FEATURED_AGENT_MONTHS_AHEAD } from "@griya/domain/featured-agents";
import { VAT_PERCENT } from "@griya/domain/money";
import { RECOMMENDED_CAPACITY } from "@griya/domain/recommended-slots";
import type { AppDb } from "../../platform/db/client.js";
import { readCommerceSettings } from "../../kernels/settings/commerce-settings.js";
import type { ReferralSettings } from "../profile/index.js";
import { readAppSetting } from "../../kernels/settings/read-app-setting.js";
import {
  readCoinCosts,
  readCoinPackages,
  readMembershipTiers,
  readSlotProduct,
  type CoinActivity,
} from "./help-repository.js";

async function coinCosts(db: AppDb) {
  const rows = await readCoinCosts(db);
  const cost = (activity: CoinActivity) => {
    const row = rows.find((r) => r.activity === activity);
    if (!row) throw new Error(`coin_prices.${activity} is missing; run the seed`);
    return row.coins;
  };
  return {
    activate_listing: cost("ACTIVATE_LISTING"),
    repost_listing: cost("REPOST_LISTING"),
    recommended_listing_week: cost("RECOMMENDED_LISTING"),
    featured_agent_month: cost("FEATURED_AGENT"),
  };
}

/**
 * GET /api/help/facts: what the help articles quote, read where the product itself reads it: prices, tiers and
 * coin costs from the seeded catalogue, the referral reward and the payment window from app_settings, and the
 * rules that are code (limits, capacities, PPN) from @griya/domain. Nothing here is a number of its own.
 */
export const getHelpFacts: OperationHandler<"getHelpFacts"> = async (request) => {
  const { db } = request.server.database;
  const [costs, tiers, coinPackages, [slot], commerce, referral] = await Promise.all([
    coinCosts(db),
    readMembershipTiers(db),
    readCoinPackages(db),
    readSlotProduct(db),
    readCommerceSettings(db),
    readAppSetting<ReferralSettings>(db, "referral"),
  ]);
  return {
    data: {
      coin_costs: costs,
      coin_packages: coinPackages.map((p) => ({
        name: p.name,
        coins: p.coin_amount,
        price: p.price,
        validity_days: p.coin_validity_days,
      })),
      memberships: tiers.map((t) => ({
        type: t.code,
        display_name: t.display_name,
        price: t.price,
        duration_days: t.duration_days,
        listing_slots: t.listing_slots,
        bonus_coins: t.bonus_coins,
      })),
      listing_slot: slot
        ? {
            price_per_30_days: slot.price,
            qty_min: slot.qty_min,
            qty_step: slot.qty_step,
            durations: slot.durations ?? [],
          }
        : null,
      limits: {
        listing_active_days: LISTING_EXPIRY_DAYS,
        photos_max: MAX_PHOTOS,
        videos_max: MAX_VIDEOS,
        coin_validity_days: commerce.bonus_coin_validity_days,
        coin_transfer_min: COIN_TRANSFER_MIN,
        coin_transfer_notes_max: COIN_TRANSFER_NOTES_MAX,
        referral_reward_coins: referral.reward_coins,
        referral_reward_validity_days: referral.validity_days,
        order_pay_hours: commerce.order_pay_hours,
        recommended_listings_per_slot: RECOMMENDED_CAPACITY,
        featured_agents_per_area: FEATURED_AGENT_CAPACITY,
        // The domain counts the current month in; the help says "up to 11 months ahead".
        featured_agent_months_ahead: FEATURED_AGENT_MONTHS_AHEAD - 1,
        bulk_repost_per_page: BULK_REPOST_PAGE_SIZE,
      },
      vat_percent: VAT_PERCENT,
    },
  };
};
