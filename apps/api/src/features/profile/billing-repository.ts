import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { sqlNow } from "../../platform/db/sql-now.js";

export const Billing = v.object({
  bank_name: v.nullable(v.string()),
  account_name: v.nullable(v.string()),
  account_number: v.nullable(v.string()),
  phone_number: v.nullable(v.string()),
});
export type Billing = v.InferOutput<typeof Billing>;

const EMPTY: Billing = { bank_name: null, account_name: null, account_number: null, phone_number: null };

export async function findBilling(db: AppDb, userId: number): Promise<Billing> {
  const rows = await rowsOf(
    db,
    Billing,
    sql`
    SELECT bank_name, account_name, account_number, phone_number FROM billing_informations WHERE user_id = ${userId}`,
  );
  return rows[0] ?? EMPTY;
}

export async function saveBilling(db: AppDb, userId: number, b: { [K in keyof Billing]: string }): Promise<Billing> {
  const rows = await rowsOf(
    db,
    Billing,
    sql`
    INSERT INTO billing_informations (user_id, bank_name, account_name, account_number, phone_number)
    VALUES (${userId}, ${b.bank_name}, ${b.account_name}, ${b.account_number}, ${b.phone_number})
    ON CONFLICT (user_id) DO UPDATE SET bank_name = EXCLUDED.bank_name, account_name = EXCLUDED.account_name,
      account_number = EXCLUDED.account_number, phone_number = EXCLUDED.phone_number, updated_at = ${sqlNow()}
    RETURNING bank_name, account_name, account_number, phone_number`,
  );
  return rows[0]!;
}
