import { eq } from "drizzle-orm";
import type { AppDb } from "../../platform/db/client.js";
import { appSettings } from "../../platform/db/schema.js";

/** The stored value of an app_settings key; undefined when the key is missing. */
export async function findAppSettingValue(db: AppDb, key: string): Promise<{ value: unknown } | undefined> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row;
}
