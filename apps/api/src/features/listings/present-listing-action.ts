import type { components } from "@griya/api-client/schema";
import type { AppDb } from "../../platform/db/client.js";
import { readListingAction } from "./listing-repository.js";

export type ListingActionResult = components["schemas"]["ListingActionResult"];

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** The ListingActionResult of the contract, read back after an action. */
export async function presentListingAction(db: AppDb, listingId: number): Promise<ListingActionResult> {
  const r = await readListingAction(db, listingId);
  return {
    uuid: r.uuid,
    status: r.status,
    listing_number: r.listingNumber,
    activated_at: iso(r.activatedAt),
    posted_at: iso(r.postedAt),
    expires_at: iso(r.expiresAt),
  };
}
