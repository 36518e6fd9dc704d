import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { canBoost, isPurchasableWeek, RECOMMENDED_CAPACITY, recommendedCost } from "@griya/domain/recommended-slots";
import { authOf } from "../../auth/authenticate.js";
import { coinBalance, spendCoins } from "../../coins/ledger.js";
import { rowsOf } from "../../db/rows-of.js";
import { validationFailed } from "../../http/http-error.js";
import { businessRefusal } from "../listings/business-refusal.js";
import { coinPrice, lockAgent } from "../listings/listing-repository.js";
import { boostTargetOf, findBoostableListing } from "./boostable-listing.js";
import { boostColumns, presentBoost, type BoostRow } from "./present-boost.js";
import { assertRecommendedEnabled, RECOMMENDED_MESSAGES } from "./recommended-access.js";

/**
 * POST /api/listing_boosts/recommended/purchase: one boost per chosen week, all or none, in one transaction.
 * Order (ADR 0032): the agent's row lock, the listing (404, ACTIVE or 470), the weeks (470), membership (1010),
 * coins for every week (1009), then each week's place taken from its slot counter under that row's lock (1011 when
 * full: the transaction rolls back, nothing is spent), one coin usage per week.
 */
export const purchaseRecommended: OperationHandler<"purchaseRecommendedBoost"> = async (request, reply) => {
  await assertRecommendedEnabled(request);
  const { userId } = authOf(request);
  const body = request.body;
  const now = new Date();
  const weeks = body.availabilities.map((a) => a.start_date);
  const data = await request.server.database.db.transaction(async (tx) => {
    await lockAgent(tx, userId);
    const listing = await findBoostableListing(tx, userId, body.listing_uuid, true);
    if (!canBoost(boostTargetOf(listing))) throw validationFailed({ listing_uuid: [RECOMMENDED_MESSAGES.notActive] });
    if (weeks.some((w) => !isPurchasableWeek(w, now)))
      throw validationFailed({ availabilities: [RECOMMENDED_MESSAGES.notInHorizon] });
    if (new Set(weeks).size !== weeks.length)
      throw validationFailed({ availabilities: [RECOMMENDED_MESSAGES.duplicateWeek] });
    const [boosted] = await rowsOf<{ n: number }>(
      tx,
      sql`
      SELECT count(*)::int AS n FROM recommended_boosts
      WHERE listing_id = ${listing.id} AND start_date = ANY(${`{${weeks.join(",")}}`}::date[])`,
    );
    if (boosted!.n > 0) throw validationFailed({ availabilities: [RECOMMENDED_MESSAGES.alreadyBoosted] });

    const perWeek = await coinPrice(tx, "RECOMMENDED_LISTING");
    const balance = await coinBalance(tx, userId);
    const numbers = {
      coins_remaining: balance.spendable,
      required_coins: recommendedCost(weeks.length, perWeek),
      listing_slot: RECOMMENDED_CAPACITY,
    };
    if (!balance.membershipActive) throw businessRefusal(1010, numbers);
    if (balance.spendable < numbers.required_coins) throw businessRefusal(1009, numbers);

    const rows: BoostRow[] = [];
    // Sorted, so two purchases over the same weeks lock the slot rows in one order.
    for (const week of [...weeks].sort()) {
      const [place] = await rowsOf<{ sold: number }>(
        tx,
        sql`
        INSERT INTO recommended_slots AS s (area_id, property_type_id, listing_type, start_date, sold)
        VALUES (${listing.area_id}, ${listing.property_type_id}, ${listing.type}, ${week}::date, 1)
        ON CONFLICT (area_id, property_type_id, listing_type, start_date)
          DO UPDATE SET sold = s.sold + 1 WHERE s.sold < ${RECOMMENDED_CAPACITY}
        RETURNING s.sold`,
      );
      if (!place) throw businessRefusal(1011, numbers);
      const spent = await spendCoins(tx, {
        userId,
        activity: "RECOMMENDED_LISTING",
        amount: perWeek,
        listingUuid: listing.uuid,
        listingName: listing.title,
        listingNumber: listing.listing_number,
      });
      // Unreachable under the agent's row lock; throwing rolls back the weeks already taken.
      if (!spent.ok) throw businessRefusal(spent.reason === "membership_inactive" ? 1010 : 1009, numbers);
      const [row] = await rowsOf<BoostRow>(
        tx,
        sql`
        WITH b AS (
          INSERT INTO recommended_boosts (user_id, listing_id, area_id, property_type_id, listing_type, start_date, coin_usage_id)
          VALUES (${userId}, ${listing.id}, ${listing.area_id}, ${listing.property_type_id}, ${listing.type}, ${week}::date,
            ${spent.usageId})
          RETURNING *)
        SELECT ${boostColumns} FROM b JOIN listings l ON l.id = b.listing_id`,
      );
      rows.push(row!);
    }
    return rows.map((r) => presentBoost(r, now));
  });
  return reply.status(201).send({ data });
};
