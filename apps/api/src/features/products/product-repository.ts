import { sql } from "drizzle-orm";
import * as v from "valibot";
import { MEMBERSHIP_TYPES } from "@griya/domain/membership";
import { PRODUCT_KINDS } from "@griya/domain/promo";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

export type ProductKind = "MEMBERSHIP" | "COIN" | "LISTING_SLOT";

export const ProductRow = v.object({
  id: v.number(),
  uuid: v.string(),
  kind: v.picklist(PRODUCT_KINDS),
  code: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  membership_tier: v.nullable(v.picklist(MEMBERSHIP_TYPES)),
  coin_amount: v.nullable(v.number()),
  coin_validity_days: v.nullable(v.number()),
  /** COIN: per package; LISTING_SLOT: per slot per 30 days; MEMBERSHIP: null (the tier's price). */
  price: v.nullable(v.number()),
  qty_min: v.number(),
  qty_step: v.number(),
  durations: v.nullable(v.array(v.number())),
});
export type ProductRow = v.InferOutput<typeof ProductRow>;

const COLUMNS =
  sql.raw(`id, uuid, kind, code, name, description, membership_tier, coin_amount, coin_validity_days, price,
  qty_min, qty_step, durations`);

/** Active products of one kind, in catalogue order. */
export function listProducts(db: AppDb, kind: ProductKind): Promise<ProductRow[]> {
  return rowsOf(
    db,
    ProductRow,
    sql`SELECT ${COLUMNS} FROM products WHERE is_active AND kind = ${kind} ORDER BY sort_order, id`,
  );
}

/** Active products by uuid (unknown or retired uuids are simply absent). */
export async function findProductsByUuids(db: AppDb, uuids: string[]): Promise<Map<string, ProductRow>> {
  if (uuids.length === 0) return new Map();
  const rows = await rowsOf(
    db,
    ProductRow,
    sql`SELECT ${COLUMNS} FROM products
    WHERE is_active AND uuid IN (${sql.join(
      uuids.map((u) => sql`${u}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.uuid, r]));
}
