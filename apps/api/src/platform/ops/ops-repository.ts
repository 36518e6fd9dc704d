import { count } from "drizzle-orm";
import type { AppDb } from "../db/client.js";
import { outboxMessages, schemaMigrations } from "../db/schema.js";

/** The names of the migrations applied to the database. */
export async function appliedMigrationNames(db: AppDb): Promise<string[]> {
  const rows = await db.select({ name: schemaMigrations.name }).from(schemaMigrations);
  return rows.map((r) => r.name);
}

/** Messages waiting in the outbox. */
export async function outboxBacklog(db: AppDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outboxMessages);
  return row!.n;
}
