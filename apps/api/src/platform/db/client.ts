import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { listenOnServer, type NotificationHandlers } from "./notification-listener.js";
import { NOTIFICATION_CHANNELS, type NotificationChannel } from "./notification-channels.js";
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
  /**
   * Receives the notifications of `channel` (NOTIFY, pg_notify) until the returned function is called. A change made
   * through this Database reaches its listeners before the write's promise resolves; one made elsewhere (another
   * process) a moment after its commit, while handlers.up() holds.
   */
  listen(channel: NotificationChannel, handlers: NotificationHandlers): Promise<() => Promise<void>>;
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
    // Its notifications are delivered as the committing statement returns: none can be missed.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.message(payload));
      handlers.up();
      return async () => {
        handlers.down();
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/** The server process behind a connection: node-postgres keeps it for cancel requests; its types leave it out. */
function serverProcessId(conn: pg.ClientBase): number {
  return (conn as pg.ClientBase & { processID: number }).processID;
}

/** Connections each process keeps to a PostgreSQL server. */
export const PG_POOL_SIZE = 10;

/** A PostgreSQL server, and its read replica when readUrl names one (it keeps a pool of its own). */
export function openPostgres(connectionString: string, readUrl?: string): Database {
  // Each pooled connection listens too, before its first query: PostgreSQL tells a session its own notifications
  // with the reply to its commit, so this process's writes reach its listeners before they return (its reads after
  // them cannot find what they changed in a cache).
  const listeners = new Map<string, Set<NotificationHandlers>>();
  // Their server processes: the dedicated listener skips what they sent, which their own connection delivered.
  const poolBackends = new Set<number>();
  const pool = new pg.Pool({
    connectionString,
    max: PG_POOL_SIZE,
    // pg-pool awaits this before handing the connection out (its types say void).
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    onConnect: async (conn) => {
      const pid = serverProcessId(conn);
      poolBackends.add(pid);
      conn.on("end", () => poolBackends.delete(pid));
      // Only its own: the others' reach every listening connection, and the dedicated listener takes those.
      conn.on("notification", (n) => {
        if (n.processId !== pid || n.payload === undefined) return;
        for (const h of listeners.get(n.channel) ?? []) h.message(n.payload);
      });
      await conn.query(NOTIFICATION_CHANNELS.map((channel) => `LISTEN ${channel}`).join("; "));
    },
  });
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
    listen: async (channel, handlers) => {
      const own = listeners.get(channel) ?? new Set();
      listeners.set(channel, own.add(handlers));
      const stop = listenOnServer(connectionString, channel, handlers, (pid) => poolBackends.has(pid));
      return async () => {
        own.delete(handlers);
        await stop();
      };
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
