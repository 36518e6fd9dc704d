import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { boostStatus, canMoveBoost } from "@griya/domain/recommended-slots";
import { isUuid } from "@griya/domain/uuid";
import { authOf } from "../../auth/authenticate.js";
import { rowsOf } from "../../db/rows-of.js";
import { notFound, validationFailed } from "../../http/http-error.js";
import { boostTargetOf, findBoostableListing } from "./boostable-listing.js";
import { boostColumns, presentBoost, type BoostRow } from "./present-boost.js";
import { assertRecommendedEnabled, RECOMMENDED_MESSAGES } from "./recommended-access.js";

type Boost = {
  id: number;
  user_id: number;
  area_id: string;
  property_type_id: number;
  listing_type: string;
  start_date: string;
};

/**
 * POST /api/listing_boosts/recommended/change_listing: moves a boost that has not ended to another eligible
 * listing (canMoveBoost). The slot keeps its place; nothing is spent or refunded. Another agent's boost is 404.
 */
export const changeRecommendedListing: OperationHandler<"changeRecommendedBoostListing"> = async (request) => {
  await assertRecommendedEnabled(request);
  const { userId } = authOf(request);
  const body = request.body;
  const now = new Date();
  const data = await request.server.database.db.transaction(async (tx) => {
    if (!isUuid(body.boost_uuid)) throw notFound(RECOMMENDED_MESSAGES.boostNotFound);
    const [boost] = await rowsOf<Boost>(
      tx,
      sql`
      SELECT id, user_id, area_id, property_type_id, listing_type, to_char(start_date, 'YYYY-MM-DD') AS start_date
      FROM recommended_boosts WHERE uuid = ${body.boost_uuid}::uuid AND user_id = ${userId} FOR UPDATE`,
    );
    if (!boost) throw notFound(RECOMMENDED_MESSAGES.boostNotFound);
    if (boostStatus(boost.start_date, now) === "ended")
      throw validationFailed({ boost_uuid: [RECOMMENDED_MESSAGES.boostEnded] });
    const listing = await findBoostableListing(tx, userId, body.listing_uuid, true);
    const from = {
      userId: boost.user_id,
      areaId: boost.area_id,
      propertyTypeId: boost.property_type_id,
      listingType: boost.listing_type,
    };
    if (!canMoveBoost(from, boostTargetOf(listing)))
      throw validationFailed({ listing_uuid: [RECOMMENDED_MESSAGES.notEligible] });
    const [taken] = await rowsOf<{ id: number }>(
      tx,
      sql`
      SELECT id FROM recommended_boosts WHERE listing_id = ${listing.id} AND start_date = ${boost.start_date}::date`,
    );
    if (taken && taken.id !== boost.id) throw validationFailed({ listing_uuid: [RECOMMENDED_MESSAGES.alreadyBoosted] });
    const [row] = await rowsOf<BoostRow>(
      tx,
      sql`
      WITH b AS (UPDATE recommended_boosts SET listing_id = ${listing.id} WHERE id = ${boost.id} RETURNING *)
      SELECT ${boostColumns} FROM b JOIN listings l ON l.id = b.listing_id`,
    );
    return presentBoost(row!, now);
  });
  return { data };
};
