import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";

export type ListingActionResult = {
  uuid: string;
  status: string;
  listing_number: string;
  activated_at: string | null;
  posted_at: string | null;
  expires_at: string | null;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The ListingActionResult of the contract, read back after an action. */
export async function presentListingAction(db: AppDb, listingId: number): Promise<ListingActionResult> {
  const [r] = await rowsOf<{ uuid: string; status: string; listing_number: string; activated_at: Date | string | null;
    posted_at: Date | string | null; expires_at: Date | string | null }>(db, sql`
    SELECT uuid::text AS uuid, status, listing_number, activated_at, posted_at, expires_at FROM listings WHERE id = ${listingId}`);
  return {
    uuid: r!.uuid,
    status: r!.status,
    listing_number: r!.listing_number,
    activated_at: iso(r!.activated_at),
    posted_at: iso(r!.posted_at),
    expires_at: iso(r!.expires_at),
  };
}
