import { sql } from "drizzle-orm";
import { composeListingTitle } from "@griya/domain/listing-display";
import type { ListingStatus } from "@griya/domain/listing-rules";
import { isUuid } from "@griya/domain/uuid";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { notFound } from "../../http/http-error.js";

export type OwnListing = {
  id: number;
  uuid: string;
  listing_number: string;
  status: ListingStatus;
  /** The display title (composeListingTitle): the name coin usages show. */
  title: string;
};

type Row = Omit<OwnListing, "title"> & { property_type_name: string | null; title_suffix: string | null };

export const LISTING_NOT_FOUND = "Listing tidak ditemukan.";

/**
 * The agent's own listing, locked for the rest of the transaction when `lock`. Another agent's listing answers 404
 * like a missing one, so uuids of others are not confirmed.
 */
export async function findOwnListing(db: AppDb, userId: number, uuid: string, lock = false): Promise<OwnListing> {
  if (!isUuid(uuid)) throw notFound(LISTING_NOT_FOUND);
  const [row] = await rowsOf<Row>(db, sql`
    SELECT l.id, l.uuid::text AS uuid, l.listing_number, l.status, l.title_suffix,
      (SELECT name FROM property_types WHERE id = l.property_type_id) AS property_type_name
    FROM listings l WHERE l.uuid = ${uuid}::uuid AND l.user_id = ${userId}
    ${lock ? sql`FOR UPDATE OF l` : sql``}`);
  if (!row) throw notFound(LISTING_NOT_FOUND);
  const { property_type_name, title_suffix, ...listing } = row;
  return { ...listing, title: composeListingTitle(property_type_name, title_suffix) };
}
