import { sql } from "drizzle-orm";
import pg from "pg";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../src/platform/config.js";
import { openDatabase, openPostgres } from "../src/platform/db/client.js";
import { migrate } from "../src/platform/db/migrate.js";
import { rowsOf } from "../src/platform/db/rows-of.js";
import { seed } from "../src/seed/seed.js";
import { letTimePass } from "./clock.js";
import { testDriver } from "./database-template.js";
import { insertMarketListing, userIdOf, type InsertedListing } from "./marketplace.js";
import { bearer, loginAs, testAppOn, type TestApp } from "./test-app.js";
import { startPrimaryAndReplica, type PrimaryAndReplica } from "./throwaway-cluster.js";

// DATABASE_READ_URL (docs/adr/0072): public reads go to a streaming replica; a session that sent a write in the last
// 10 s reads the primary. On a throw-away primary and replica made with the machine's PostgreSQL binaries, with
// replay paused on the replica, so which of the two answered shows in the answer. Server runs only, like the other
// multi-process tests: PGlite has no replica.
describe.runIf(testDriver() === "pg")("a read replica for public reads", () => {
  let cluster: PrimaryAndReplica | undefined;
  let primary: pg.Client;
  let replica: pg.Client;
  // Two API processes on the same primary and replica: a write on one is known to the other.
  let one: TestApp;
  let two: TestApp;
  let listing: InsertedListing;
  // A listing's title ends with its suffix: while replay is paused the replica still has the old one.
  const OLD = "Sebelum Diubah";
  const NEW = "Sesudah Diubah";
  const retitle = (suffix: string) =>
    primary.query("UPDATE listings SET title_suffix = $1 WHERE id = $2", [suffix, listing.id]);

  async function caughtUp(): Promise<void> {
    const { rows } = await primary.query<{ lsn: string }>("SELECT pg_current_wal_insert_lsn()::text AS lsn");
    const until = Date.now() + 15_000;
    for (;;) {
      const replayed = await replica.query<{ done: boolean }>("SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done", [
        rows[0]!.lsn,
      ]);
      if (replayed.rows[0]!.done) return;
      if (Date.now() > until) throw new Error("the replica did not catch up within 15 s");
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Pauses replay on the replica, and waits until it has stopped: a pause takes effect at the next WAL record. */
  async function pauseReplay(): Promise<void> {
    await replica.query("SELECT pg_wal_replay_pause()");
    const until = Date.now() + 15_000;
    for (;;) {
      const { rows } = await replica.query<{ state: string }>("SELECT pg_get_wal_replay_pause_state() AS state");
      if (rows[0]!.state === "paused") return;
      if (Date.now() > until) throw new Error("the replica did not pause within 15 s");
      // A transaction with an id writes a commit record for the replay to stop at.
      await primary.query("SELECT txid_current()");
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** The listing page as `app` answers it, anonymous or for a session: its title's suffix and heart. */
  const page = async (app: TestApp, token?: string) => {
    const res = await app.app.inject({
      method: "GET",
      url: `/api/search/listings/${listing.uuid}`,
      headers: token ? bearer(token) : {},
    });
    expect(res.statusCode).toBe(200);
    const { title, is_favourite } = res.json().data as { title: string; is_favourite: boolean };
    return { suffix: title.endsWith(NEW) ? NEW : title.endsWith(OLD) ? OLD : title, is_favourite };
  };

  beforeAll(async () => {
    cluster = await startPrimaryAndReplica();
    const setup = openPostgres(cluster.primaryUrl);
    await migrate(setup);
    await seed(setup, { demo: true });
    listing = await insertMarketListing(setup.db, await userIdOf(setup.db, "agen@demo.id"), { titleSuffix: OLD });
    // Fails on the replica as a read cancelled by a recovery conflict does (SQLSTATE 40001); answers on the primary.
    await setup.exec(`CREATE FUNCTION server_role() RETURNS text LANGUAGE plpgsql AS $$
      BEGIN
        IF pg_is_in_recovery() THEN RAISE EXCEPTION 'conflict with recovery' USING ERRCODE = '40001'; END IF;
        RETURN 'primary';
      END $$`);
    await setup.close();
    primary = new pg.Client({ connectionString: cluster.primaryUrl });
    replica = new pg.Client({ connectionString: cluster.replicaUrl });
    await Promise.all([primary.connect(), replica.connect()]);
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: "/tmp/unused",
      DATABASE_URL: cluster.primaryUrl,
      DATABASE_READ_URL: cluster.replicaUrl,
    });
    const apps = await Promise.all(
      [1, 2].map(async () => {
        const database = await openDatabase(config);
        return testAppOn(database, config, () => database.close());
      }),
    );
    [one, two] = apps as [TestApp, TestApp];
    await caughtUp();
  }, 60_000);

  afterAll(async () => {
    await Promise.all([one?.close(), two?.close(), primary?.end(), replica?.end()]);
    cluster?.remove();
  });

  it("answers anonymous public reads from the replica", async () => {
    await pauseReplay();
    await retitle(NEW);
    expect((await page(one)).suffix).toBe(OLD);
    const search = await one.app.inject({ method: "GET", url: "/api/search/listings?per_page=50" });
    const card = search.json().data.find((c: { uuid: string }) => c.uuid === listing.uuid) as { title: string };
    expect(card.title.endsWith(OLD)).toBe(true);
  });

  it("reads a session's own write from the primary for 10 s, on every process, then the replica again", async () => {
    const token = await loginAs(one.app);
    // Signing in is no write of the session's: it still reads the replica.
    expect(await page(one, token)).toEqual({ suffix: OLD, is_favourite: false });

    const heart = await one.app.inject({
      method: "PUT",
      url: `/api/favourites/${listing.uuid}`,
      headers: bearer(token),
    });
    expect(heart.statusCode).toBe(200);
    expect(await page(one, token)).toEqual({ suffix: NEW, is_favourite: true });
    expect(await page(two, token)).toEqual({ suffix: NEW, is_favourite: true });
    // Everybody else still reads the replica.
    expect((await page(two)).suffix).toBe(OLD);

    await letTimePass(one.app, 10);
    expect(await page(two, token)).toEqual({ suffix: OLD, is_favourite: false });

    await replica.query("SELECT pg_wal_replay_resume()");
    await caughtUp();
    expect(await page(two, token)).toEqual({ suffix: NEW, is_favourite: true });
    expect((await page(one)).suffix).toBe(NEW);
  });

  it("runs a read the replica cancelled for a recovery conflict again on the primary", async () => {
    const { readDb } = one.database;
    const [standby] = await rowsOf(readDb, v.object({ on: v.boolean() }), sql`SELECT pg_is_in_recovery() AS on`);
    expect(standby!.on).toBe(true);
    const [served] = await rowsOf(readDb, v.object({ role: v.string() }), sql`SELECT server_role() AS role`);
    expect(served!.role).toBe("primary");
  });

  it("falls back to the primary with one warning while the replica is away", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const unreachable = () => warn.mock.calls.filter(([m]) => String(m).startsWith("Read replica unreachable"));
    try {
      await replica.end();
      cluster!.stopReplica();
      await retitle(OLD);
      expect((await page(one)).suffix).toBe(OLD);
      expect(unreachable()).toEqual([[expect.stringMatching(/: public reads go to the primary for 30 s$/)]]);
      // Until the replica is tried again, reads go straight to the primary without another warning.
      expect((await page(one)).suffix).toBe(OLD);
      expect(unreachable()).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });
});
