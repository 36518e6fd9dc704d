import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import * as v from "valibot";
import { bundledAsset } from "../bundled-asset.js";
import { findRepoRoot } from "../repo-root.js";
import type { Database } from "./client.js";
import { rowsOf } from "./rows-of.js";

const MIGRATION_LOCK_KEY = 727_001;

/** dist/migrations when running the build (it ships them), else the repository's apps/api/migrations. */
export function migrationsDir(): string {
  return bundledAsset("migrations") ?? join(findRepoRoot(), "apps", "api", "migrations");
}

/** Applies every migrations/*.sql not applied yet, in name order, each in its own transaction. */
export async function migrate(database: Database, dir = migrationsDir()): Promise<string[]> {
  return database.withLock(MIGRATION_LOCK_KEY, async () => {
    await database.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const done = await rowsOf(database.db, v.object({ name: v.string() }), sql`SELECT name FROM schema_migrations`);
    const applied = new Set(done.map((r) => r.name));
    const pending = readdirSync(dir)
      .filter((f) => f.endsWith(".sql") && !applied.has(f))
      .sort();
    for (const file of pending) {
      const body = readFileSync(join(dir, file), "utf8");
      const name = file.replaceAll("'", "''");
      await database.exec(`BEGIN;\n${body}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`);
    }
    return pending;
  });
}
