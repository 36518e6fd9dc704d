import { composeListingTitle } from "@griya/domain/listing-display";
import { isUuid } from "@griya/domain/uuid";
import type { AppDb } from "../../platform/db/client.js";
import { findBoostableListingRow, type BoostableListingRow, type SlotKey } from "./recommended-repository.js";

export type BoostableListing = Omit<BoostableListingRow, "title_suffix"> & { title: string };

/**
 * The agent's own listing with what decides its slot, locked with `lock`; undefined for another agent's listing
 * (answered like a missing one) or a uuid that cannot be one.
 */
export async function findBoostableListing(
  db: AppDb,
  userId: number,
  uuid: string,
  lock = false,
): Promise<BoostableListing | undefined> {
  if (!isUuid(uuid)) return undefined;
  const row = await findBoostableListingRow(db, userId, uuid, lock);
  if (!row) return undefined;
  const { title_suffix, ...listing } = row;
  return { ...listing, title: composeListingTitle(row.property_type_name, title_suffix) };
}

export const boostTargetOf = (l: BoostableListing) => ({
  userId: l.user_id,
  status: l.status,
  areaId: l.area_id,
  propertyTypeId: l.property_type_id,
  listingType: l.type,
});

export const slotOf = (l: BoostableListing): SlotKey => ({
  areaId: l.area_id,
  propertyTypeId: l.property_type_id,
  listingType: l.type,
});
