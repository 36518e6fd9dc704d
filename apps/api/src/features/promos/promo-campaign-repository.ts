import { sql } from "drizzle-orm";
import * as v from "valibot";
import { PRODUCT_KINDS } from "@griya/domain/promo";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

export const PromoCampaignRow = v.object({
  uuid: v.string(),
  code: v.string(),
  title: v.string(),
  description: v.nullable(v.string()),
  discount_percentage: v.nullable(v.number()),
  discount_amount: v.nullable(v.number()),
  valid_from: v.string(),
  valid_until: v.string(),
  min_slots: v.nullable(v.number()),
  min_duration_days: v.nullable(v.number()),
  product_kinds: v.nullable(v.array(v.picklist(PRODUCT_KINDS))),
  audience: v.picklist(["ALL", "PROJECT_DISCOUNTS"]),
});
export type PromoCampaignRow = v.InferOutput<typeof PromoCampaignRow>;

const columns = sql`uuid::text AS uuid, code, title, description, discount_percentage, discount_amount, valid_from,
  valid_until, min_slots, min_duration_days, product_kinds, audience`;

/** Published campaigns running at `now` (valid_from ≤ now < valid_until, not disabled), ending soonest first. */
export function listRunningCampaigns(db: AppDb, now: Date, withProjectDiscounts: boolean): Promise<PromoCampaignRow[]> {
  return rowsOf(
    db,
    PromoCampaignRow,
    sql`
    SELECT ${columns} FROM promo_codes
    WHERE is_public AND (disabled_at IS NULL OR disabled_at > ${now}) AND valid_from <= ${now} AND valid_until > ${now}
      AND (audience = 'ALL' OR ${withProjectDiscounts})
    ORDER BY valid_until, code`,
  );
}

/** One published campaign by uuid, also after it ended or was disabled (its page says so). */
export async function findPublicCampaign(
  db: AppDb,
  uuid: string,
  withProjectDiscounts: boolean,
): Promise<PromoCampaignRow | undefined> {
  const rows = await rowsOf(
    db,
    PromoCampaignRow,
    sql`
    SELECT ${columns} FROM promo_codes
    WHERE uuid = ${uuid}::uuid AND is_public AND (audience = 'ALL' OR ${withProjectDiscounts})`,
  );
  return rows[0];
}
