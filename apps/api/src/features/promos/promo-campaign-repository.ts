import { sql } from "drizzle-orm";
import type { ProductKind } from "@griya/domain/promo";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

export type PromoCampaignRow = {
  uuid: string;
  code: string;
  title: string;
  description: string | null;
  discount_percentage: number | null;
  discount_amount: number | null;
  valid_from: Date | string;
  valid_until: Date | string;
  min_slots: number | null;
  min_duration_days: number | null;
  product_kinds: ProductKind[] | null;
  audience: "ALL" | "PROJECT_DISCOUNTS";
};

const columns = sql`uuid::text AS uuid, code, title, description, discount_percentage, discount_amount, valid_from,
  valid_until, min_slots, min_duration_days, product_kinds, audience`;

/** Published campaigns running at `now` (valid_from ≤ now < valid_until, not disabled), ending soonest first. */
export function listRunningCampaigns(db: AppDb, now: Date, withProjectDiscounts: boolean): Promise<PromoCampaignRow[]> {
  return rowsOf<PromoCampaignRow>(
    db,
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
  const rows = await rowsOf<PromoCampaignRow>(
    db,
    sql`
    SELECT ${columns} FROM promo_codes
    WHERE uuid = ${uuid}::uuid AND is_public AND (audience = 'ALL' OR ${withProjectDiscounts})`,
  );
  return rows[0];
}
