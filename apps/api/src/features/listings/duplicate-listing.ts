import type { UntypedHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { authOf } from "../../auth/authenticate.js";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { activateListingInTx } from "./activate-listing.js";
import { findOwnListing } from "./own-listing.js";

// Every column the agent filled in; status, dates, counters and identity start afresh on the copy.
const COPIED = sql.raw(`type, ownership, owner_name, company_name, property_type_id, title_suffix, description, price,
  rent_period_id, bedroom, bathroom, building_size, land_size, total_floor, floor, electrical_power, hoek,
  furnishing_status_id, certificate_id, address, block_number, unit_number, province_id, city_id, area_id, lat, lng,
  is_map_pinned, videos, tour_360_url`);

/**
 * POST /api/listings/duplicate {uuid} (x-addition): copies the agent's listing with its photos and facilities under
 * a new uuid and listing number, then activates the copy in the same transaction, so a refusal (404/470/422)
 * leaves no copy behind. The copy shares the uploaded photo files with the original.
 */
export const duplicateListing: UntypedHandler = async (request, reply) => {
  const { userId } = authOf(request);
  const { uuid } = request.body as { uuid: string };
  const data = await request.server.database.db.transaction(async (tx) => {
    const source = await findOwnListing(tx, userId, uuid);
    // Same listing number format as the listing form.
    const [copy] = await rowsOf<{ id: number; uuid: string }>(tx, sql`
      INSERT INTO listings (listing_number, user_id, status, ${COPIED})
      SELECT next_listing_number(), user_id, 'DRAFT', ${COPIED}
      FROM listings WHERE id = ${source.id}
      RETURNING id, uuid::text AS uuid`);
    await tx.execute(sql`INSERT INTO listing_photos (listing_id, photo_uuid, position, is_primary)
      SELECT ${copy!.id}, photo_uuid, position, is_primary FROM listing_photos WHERE listing_id = ${source.id}`);
    await tx.execute(sql`INSERT INTO listing_facilities (listing_id, facility_id, amount)
      SELECT ${copy!.id}, facility_id, amount FROM listing_facilities WHERE listing_id = ${source.id}`);
    return activateListingInTx(tx, userId, copy!.uuid);
  });
  return reply.code(201).send({ data });
};
