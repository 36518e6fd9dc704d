import type { AppDb } from "../../platform/db/client.js";
import { isOnAllowList } from "../../kernels/settings/allow-list.js";
import { readAppSetting } from "../../kernels/settings/read-app-setting.js";

type AllowLists = { project_discounts: number[] | null };

/** The user is on the project_discounts allow-list (null = everyone, [] = no one). */
export async function onProjectDiscountList(db: AppDb, userId: number): Promise<boolean> {
  const lists = await readAppSetting<AllowLists>(db, "allow_lists");
  return isOnAllowList(lists.project_discounts, userId);
}

/**
 * Whether a caller sees project discount offers (audience PROJECT_DISCOUNTS) on the promo pages: a signed-in
 * caller when on the list; an anonymous one only when the list is null (everyone), since nobody is on it otherwise.
 */
export async function seesProjectDiscounts(db: AppDb, userId: number | undefined): Promise<boolean> {
  const lists = await readAppSetting<AllowLists>(db, "allow_lists");
  if (userId === undefined) return lists.project_discounts === null || lists.project_discounts === undefined;
  return isOnAllowList(lists.project_discounts, userId);
}
