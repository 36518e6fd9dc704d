import type { AppDb } from "../../platform/db/client.js";
import { isOnAllowList } from "./allow-list.js";
import { readAppSetting } from "./read-app-setting.js";

/** app_settings.allow_lists (ADR 0038): user ids per feature; null lets everyone in, [] no one. */
type AllowLists = {
  add_sell_projects: number[] | null;
  embed_360: number[] | null;
  project_discounts: number[] | null;
};

export type AllowListName = keyof AllowLists;

/** Read at request time, so an operator's change takes effect on the next request. */
export async function isOnAllowListNow(db: AppDb, list: AllowListName, userId: number): Promise<boolean> {
  const lists = await readAppSetting<Partial<AllowLists>>(db, "allow_lists");
  return isOnAllowList(lists[list], userId);
}
