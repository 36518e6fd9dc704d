import { sql } from "drizzle-orm";
import type { MembershipType } from "@griya/domain/membership";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";

export type ProductKind = "MEMBERSHIP" | "COIN" | "LISTING_SLOT";

export type ProductRow = {
  id: number;
  uuid: string;
  kind: ProductKind;
  code: string;
  name: string;
  description: string | null;
  membership_tier: MembershipType | null;
  coin_amount: number | null;
  coin_validity_days: number | null;
  /** COIN: per package; LISTING_SLOT: per slot per 30 days; MEMBERSHIP: null (the tier's price). */
  price: number | null;
  qty_min: number;
  qty_step: number;
  durations: number[] | null;
};

const COLUMNS =
  sql.raw(`id, uuid, kind, code, name, description, membership_tier, coin_amount, coin_validity_days, price,
  qty_min, qty_step, durations`);

/** Active products of one kind, in catalogue order. */
export function listProducts(db: AppDb, kind: ProductKind): Promise<ProductRow[]> {
  return rowsOf<ProductRow>(
    db,
    sql`SELECT ${COLUMNS} FROM products WHERE is_active AND kind = ${kind} ORDER BY sort_order, id`,
  );
}

/** Active products by uuid (unknown or retired uuids are simply absent). */
export async function findProductsByUuids(db: AppDb, uuids: string[]): Promise<Map<string, ProductRow>> {
  if (uuids.length === 0) return new Map();
  const rows = await rowsOf<ProductRow>(
    db,
    sql`SELECT ${COLUMNS} FROM products
    WHERE is_active AND uuid IN (${sql.join(
      uuids.map((u) => sql`${u}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.uuid, r]));
}
