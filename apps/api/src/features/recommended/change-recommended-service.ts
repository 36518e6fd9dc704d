import { boostStatus, canMoveBoost } from "@griya/domain/recommended-slots";
import { isUuid } from "@griya/domain/uuid";
import type { AppDb } from "../../platform/db/client.js";
import { transactionUnlessRefused } from "../../platform/db/transaction-unless-refused.js";
import { boostTargetOf, findBoostableListing } from "./boostable-listing.js";
import { findListingBoostOfWeek, lockOwnBoost, moveBoostRow, type BoostRow } from "./recommended-repository.js";

export type MoveBoostResult =
  | { ok: true; boost: BoostRow }
  | { ok: false; reason: "boost_not_found" | "boost_ended" | "listing_not_found" | "not_eligible" | "already_boosted" };

/**
 * Moves the agent's boost that has not ended to another of the agent's listings that may take it (canMoveBoost)
 * and is not boosted that week already. The slot keeps its place; nothing is spent or refunded.
 */
export function moveBoost(
  db: AppDb,
  userId: number,
  move: { boostUuid: string; listingUuid: string },
  now: Date,
): Promise<MoveBoostResult> {
  return transactionUnlessRefused(db, async (tx): Promise<MoveBoostResult> => {
    if (!isUuid(move.boostUuid)) return { ok: false, reason: "boost_not_found" };
    const boost = await lockOwnBoost(tx, userId, move.boostUuid);
    if (!boost) return { ok: false, reason: "boost_not_found" };
    if (boostStatus(boost.startDate, now) === "ended") return { ok: false, reason: "boost_ended" };
    const listing = await findBoostableListing(tx, userId, move.listingUuid, true);
    if (!listing) return { ok: false, reason: "listing_not_found" };
    if (!canMoveBoost(boost, boostTargetOf(listing))) return { ok: false, reason: "not_eligible" };
    const taken = await findListingBoostOfWeek(tx, listing.id, boost.startDate);
    if (taken && taken.id !== boost.id) return { ok: false, reason: "already_boosted" };
    return { ok: true, boost: await moveBoostRow(tx, boost.id, listing.id) };
  });
}
