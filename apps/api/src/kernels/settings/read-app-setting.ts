import type { AppDb } from "../../platform/db/client.js";
import { findAppSettingValue } from "./app-setting-repository.js";

/** One app_settings value (seeded, editable without a deploy). A missing key is a setup bug, not a user error. */
export async function readAppSetting<T>(db: AppDb, key: string): Promise<T> {
  const row = await findAppSettingValue(db, key);
  if (!row) throw new Error(`app_settings.${key} is missing; run the seed`);
  return row.value as T;
}
