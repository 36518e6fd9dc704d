import type { components } from "@griya/api-client/schema";
import { eq } from "drizzle-orm";
import type { AppDb } from "../../platform/db/client.js";
import { appSettings } from "../../platform/db/schema.js";

type AllowLists = components["schemas"]["PublicConfig"]["allow_lists"];

/** app_settings.allow_lists as stored (seeded in the contract's shape), or undefined when it is missing. */
export async function readAllowLists(db: AppDb): Promise<AllowLists | undefined> {
  const rows = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, "allow_lists"));
  return rows[0]?.value as AllowLists | undefined;
}
