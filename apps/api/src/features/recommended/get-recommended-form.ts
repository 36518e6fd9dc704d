import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import {
  canBoost,
  placesLeft,
  purchasableWeeks,
  recommendedWeekPrice,
  weekDaysLeft,
  weekEnd,
} from "@griya/domain/recommended-slots";
import { authOf } from "../../kernels/auth/authenticate.js";
import { coinBalance } from "../../kernels/coins/ledger.js";
import { invalidField, notFound } from "../../platform/openapi/refusal.js";
import { coinPrice } from "../listings/index.js";
import { LISTING_NOT_FOUND } from "../listings/index.js";
import { boostTargetOf, findBoostableListing, slotOf } from "./boostable-listing.js";
import { assertRecommendedEnabled } from "../../kernels/settings/feature-flags.js";
import { RECOMMENDED_MESSAGES } from "./recommended-messages.js";
import { weekPlaces } from "./recommended-repository.js";
import { clock } from "../../platform/clock.js";

/**
 * GET /api/listing_boosts/recommended/get_form?uuid: the listing's location and types, the full price per week, the
 * agent's coins and each purchasable week with its places left (one read of the slot counters by primary key), its
 * days left and its price: the one the purchase charges at the same clock (ADR 0051).
 */
export const getRecommendedForm: OperationHandler<"getRecommendedBoostForm"> = async (request) => {
  await assertRecommendedEnabled(request);
  const { userId } = authOf(request);
  const { uuid } = request.query;
  const { db } = request.server.database;
  const coinCost = await coinPrice(db, "RECOMMENDED_LISTING");
  const coinsRemaining = (await coinBalance(db, userId)).spendable;
  const empty = { province: null, city: null, area: null, property_type: null, listing_type: null, listing: null };
  if (!uuid) return { data: { ...empty, coin_cost: coinCost, coins_remaining: coinsRemaining, availabilities: [] } };

  const listing = await findBoostableListing(db, userId, uuid);
  if (!listing) return notFound(LISTING_NOT_FOUND);
  if (!canBoost(boostTargetOf(listing))) return invalidField("uuid", RECOMMENDED_MESSAGES.notActive);
  const now = clock.now();
  const weeks = purchasableWeeks(now);
  const taken = await weekPlaces(db, listing.id, slotOf(listing), weeks);
  const byWeek = new Map(taken.map((t) => [t.start_date, t]));
  return {
    data: {
      province: { id: listing.province_id!, name: listing.province_name! },
      city: { id: listing.city_id!, name: listing.city_name!, province_id: listing.province_id! },
      area: { id: listing.area_id!, name: listing.area_name!, city_id: listing.city_id! },
      property_type: { id: listing.property_type_id!, name: listing.property_type_name! },
      listing_type: listing.type,
      listing: { uuid: listing.uuid, title: listing.title },
      coin_cost: coinCost,
      coins_remaining: coinsRemaining,
      availabilities: weeks.map((start) => {
        const week = byWeek.get(start);
        const left = placesLeft(week?.sold ?? 0);
        const daysLeft = weekDaysLeft(start, now);
        return {
          start_date: start,
          end_date: weekEnd(start),
          available: left > 0 && !week?.mine,
          places_left: left,
          days_left: daysLeft,
          coin_cost: recommendedWeekPrice(coinCost, daysLeft),
        };
      }),
    },
  };
};
