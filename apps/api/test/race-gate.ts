import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as v from "valibot";
import { PG_POOL_SIZE, type Database } from "../src/platform/db/client.js";
import { rowsOf } from "../src/platform/db/rows-of.js";
import { serverUrl } from "./database-template.js";

export type WriteGate = {
  /** Tables whose first write in a transaction is held at the gate. */
  writesTo: readonly string[];
  /** Racers that hold a connection at once: all racers, at most the pool size. */
  expected?: number;
  /** The whole race must settle within this, or it is cancelled and fails with what the gate saw. */
  timeoutMs?: number;
};

type Query = (this: pg.Client, ...args: unknown[]) => unknown;
type Held = { client: pg.Client; admit: () => void; fail: (error: Error) => void };

const BEGIN = /^\s*begin\b/i;
const END = /^\s*(commit|rollback)\s*;?\s*$/i;

/**
 * Runs racing transactions so that a missing lock fails the test instead of passing on lucky timing (ADR 0022).
 *
 * On the PostgreSQL server each transaction is held at its first write to one of `writesTo` until every racer
 * holding a connection has either reached that write or is waiting for a database lock: all have read before
 * any writes. Then the held transactions go on one at a time, each to its commit. That is the lost-update
 * interleaving (read 1, read 2, write 1, commit 1, write 2): correct code serialises on its lock before the
 * gate (the others wait for it and read again after it), code without the lock writes on what it read before.
 * The gate sits in this test process's pg driver; production code has no hook for it. On PGlite, which runs
 * one transaction at a time anyway, the racers simply run together. Resolves like Promise.all once every
 * racer has settled.
 */
export async function raceAtWriteGate<T>(
  database: Database,
  gate: WriteGate,
  racers: ReadonlyArray<() => Promise<T>>,
): Promise<T[]> {
  if (database.kind !== "pg") return Promise.all(racers.map((race) => race()));

  const [current] = await rowsOf(database.db, v.object({ name: v.string() }), sql`SELECT current_database() AS name`);
  const monitor = new pg.Client({ connectionString: serverUrl(current!.name) });
  await monitor.connect();
  const lockWaiters = async () => {
    const res = await monitor.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`);
    return res.rows[0]!.n;
  };

  const expected = gate.expected ?? Math.min(racers.length, PG_POOL_SIZE);
  const timeoutMs = gate.timeoutMs ?? 15_000;
  const writes = new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+"?(${gate.writesTo.join("|")})\\b`, "i");
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  const inTransaction = new WeakSet<pg.Client>();
  const queue: Held[] = [];
  let open = false;
  let admitted: pg.Client | null = null;
  let settled = 0;
  // Written from callbacks: the assertion keeps TypeScript from narrowing it to null for good.
  let failure = null as Error | null;

  const admitNext = () => {
    if (!open || admitted || failure) return;
    const next = queue.shift();
    if (!next) return;
    admitted = next.client;
    next.admit();
  };
  const leave = (client: pg.Client) => {
    if (admitted !== client) return;
    admitted = null;
    admitNext();
  };

  proto.query = function gatedQuery(this: pg.Client, ...args: unknown[]) {
    const [config, second, third] = args;
    const text = typeof config === "string" ? config : (config as { text?: unknown } | null)?.text;
    // Callback-style calls (pg's own internals) and anything without SQL text pass untouched.
    if (typeof text !== "string" || typeof second === "function" || typeof third === "function")
      return original.apply(this, args);
    if (BEGIN.test(text)) inTransaction.add(this);
    const ends = END.test(text);
    if (ends) inTransaction.delete(this);
    if (admitted === this) {
      const result = original.apply(this, args) as Promise<unknown>;
      // The turn lasts to the end of the transaction (or of a lone statement outside one).
      if (ends || !inTransaction.has(this))
        result.then(
          () => leave(this),
          () => leave(this),
        );
      return result;
    }
    if (!writes.test(text)) return original.apply(this, args);
    return new Promise((resolve, reject) => {
      if (failure) return reject(failure);
      queue.push({
        client: this,
        admit: () => {
          const result = original.apply(this, args) as Promise<unknown>;
          if (!inTransaction.has(this))
            result.then(
              () => leave(this),
              () => leave(this),
            );
          resolve(result);
        },
        fail: reject,
      });
      admitNext();
    });
  };

  const started = Date.now();
  const fail = async (message: string) => {
    failure = new Error(`race gate: ${message}`);
    for (const held of queue.splice(0)) held.fail(failure);
    // Unblocks racers stuck on a database lock, so the race settles and the test reports this message.
    await monitor.query(`SELECT pg_cancel_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()`);
  };
  const race = Promise.allSettled(racers.map((r) => r().finally(() => (settled += 1))));
  let done = false;
  void race.then(() => (done = true));
  try {
    while (!done) {
      if (Date.now() - started > timeoutMs) {
        const waiting = await lockWaiters();
        await fail(
          `${open ? "opened, but the race" : `closed: ${queue.length} at the gate, ${waiting} waiting on a lock, ${settled} settled of ${expected}; the race`} did not settle within ${timeoutMs} ms`,
        );
        break;
      }
      if (!open && queue.length + (await lockWaiters()) + settled >= expected) {
        open = true;
        admitNext();
      }
      await sleep(open ? 50 : 10);
    }
    const results = await race;
    if (failure) throw failure;
    const rejected = results.find((r) => r.status === "rejected");
    if (rejected) throw rejected.reason;
    return results.map((r) => (r as PromiseFulfilledResult<T>).value);
  } finally {
    proto.query = original;
    await monitor.end();
  }
}
