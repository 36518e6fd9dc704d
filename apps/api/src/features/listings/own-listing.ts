import { composeListingTitle } from "@griya/domain/listing-display";
import type { ListingStatus } from "@griya/domain/listing-rules";
import { isUuid } from "@griya/domain/uuid";
import type { AppDb } from "../../platform/db/client.js";
import { findOwnListingRow } from "./listing-repository.js";

export type OwnListing = {
  id: number;
  uuid: string;
  listing_number: string;
  status: ListingStatus;
  /** The display title (composeListingTitle): the name coin usages show. */
  title: string;
  /** The end of its 120 days; null for a draft. */
  expires_at: Date | null;
};

export const LISTING_NOT_FOUND = "Listing tidak ditemukan.";

/**
 * The agent's own listing, locked for the rest of the transaction when `lock`; undefined for a missing listing,
 * another agent's or a malformed uuid alike, so uuids of others are not confirmed.
 */
export async function ownListing(
  db: AppDb,
  userId: number,
  uuid: string,
  lock = false,
): Promise<OwnListing | undefined> {
  if (!isUuid(uuid)) return undefined;
  const row = await findOwnListingRow(db, userId, uuid, lock);
  if (!row) return undefined;
  return {
    id: row.id,
    uuid: row.uuid,
    listing_number: row.listingNumber,
    status: row.status,
    title: composeListingTitle(row.propertyTypeName, row.titleSuffix),
    expires_at: row.expiresAt,
  };
}
