import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { replicaPool } from "./replica-pool.js";
import * as schema from "./schema.js";

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  kind: "pglite" | "pg";
  db: AppDb;
  /**
   * Where the public reads go (docs/adr/0072): a read replica's pool when DATABASE_READ_URL names one, else the same
   * as db (always on PGlite), so callers never branch. Never for a read that feeds a write, nor in a transaction.
   */
  readDb: AppDb;
  /** Runs a script of several SQL statements (migrations). */
  exec(sqlText: string): Promise<void>;
  /** Runs fn while holding a cluster-wide lock, so several processes never migrate or seed at once. */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  pglite?: PGlite;
};

const pgliteExtensions = { pg_trgm };

/** PGlite persisted under dataDir (or a loaded tarball in memory, for tests). */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite({ client, schema }) as unknown as AppDb;
  return {
    kind: "pglite",
    db,
    readDb: db,
    pglite: client,
    exec: async (text) => {
      await client.exec(text);
    },
    // A PGlite database belongs to one process; there is nobody to lock against.
    withLock: (_key, fn) => fn(),
    close: () => client.close(),
  };
}

/** Connections each process keeps to a PostgreSQL server. */
export const PG_POOL_SIZE = 10;

/** A PostgreSQL server, and its read replica when readUrl names one (it keeps a pool of its own). */
export function openPostgres(connectionString: string, readUrl?: string): Database {
  const pool = new pg.Pool({ connectionString, max: PG_POOL_SIZE });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on("error", (err) => console.warn(`PostgreSQL idle connection lost: ${err.message}`));
  const db = drizzlePg({ client: pool, schema }) as unknown as AppDb;
  const replica = readUrl ? replicaPool(readUrl, PG_POOL_SIZE, pool, (message) => console.warn(message)) : undefined;
  return {
    kind: "pg",
    db,
    readDb: replica ? drizzlePg({ client: replica, schema }) : db,
    exec: async (text) => {
      await pool.query(text);
    },
    withLock: async (key, fn) => {
      const conn = await pool.connect();
      try {
        await conn.query("SELECT pg_advisory_lock($1)", [key]);
        try {
          return await fn();
        } finally {
          await conn.query("SELECT pg_advisory_unlock($1)", [key]);
        }
      } finally {
        conn.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), replica?.end()]);
    },
  };
}

export async function openDatabase(config: {
  databaseUrl: string | undefined;
  databaseReadUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databaseReadUrl)
    : openPglite({ dataDir: join(config.dataDir, "pglite") });
}
