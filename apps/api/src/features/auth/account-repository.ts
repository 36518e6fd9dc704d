import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";

/** What the account flows need to know about a user (never sent to a client as is). */
export type AccountRow = {
  id: number;
  name: string;
  email: string;
  password_hash: string | null;
  email_verified_at: Date | string | null;
  is_agent: boolean;
  phone_number: string | null;
  phone_number_verified_at: Date | string | null;
  phone_number_changed_at: Date | string | null;
};

const COLUMNS = sql.raw(`id, name, email, password_hash, email_verified_at, is_agent, phone_number,
  phone_number_verified_at, phone_number_changed_at`);

export async function findAccountByEmail(db: AppDb, email: string): Promise<AccountRow | undefined> {
  const rows = await rowsOf<AccountRow>(db, sql`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower(${email.trim()})`);
  return rows[0];
}

export async function findAccountById(db: AppDb, id: number): Promise<AccountRow | undefined> {
  const rows = await rowsOf<AccountRow>(db, sql`SELECT ${COLUMNS} FROM users WHERE id = ${id}`);
  return rows[0];
}
