import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { addBatch, createAgent, ledgerBooks } from "../../../test/coins.js";
import { testDriver } from "../../../test/database-template.js";
import { raceAtWriteGate } from "../../../test/race-gate.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { spendCoins } from "./ledger.js";

// On the PostgreSQL server these requests really race: the write gate (test/race-gate.ts) lets every transaction
// holding a connection read before any writes, so only the row locks keep the books straight. On PGlite they are
// serialised, which must give the same answer.
let t: TestApp;
let db: AppDb;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const PARALLEL = 50;
/** Every spend and transfer first writes one of these, after reading the batches. */
const LEDGER_WRITES = { writesTo: ["coin_usages", "coin_batches"] };

describe(`50 racing requests against a balance that covers exactly one (${testDriver()})`, () => {
  // Guards the FOR UPDATE of the batches in spendCoins (coins/ledger.ts).
  it("spends: exactly one succeeds, nothing goes negative, the books balance", async () => {
    const userId = await createAgent(db, "balapan.belanja@contoh.id");
    // Two batches, so every spend must lock both.
    await addBatch(db, userId, { amount: 3, expiresInDays: 20 });
    await addBatch(db, userId, { amount: 2, expiresInDays: 200 });
    const results = await raceAtWriteGate(
      t.database,
      LEDGER_WRITES,
      Array.from(
        { length: PARALLEL },
        (_, i) => () =>
          db.transaction((tx) =>
            spendCoins(tx, {
              userId,
              activity: "ACTIVATE_LISTING",
              amount: 5,
              listingName: `Listing ${i}`,
            }),
          ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(PARALLEL - 1);
    for (const r of refused)
      expect(r).toEqual({ ok: false, reason: "insufficient_coins", coinsRemaining: 0, requiredCoins: 5 });

    const books = await ledgerBooks(db, [userId]);
    expect(books).toEqual({ credited: 5, remaining: 0, spent: 5, sent: 0, min_remaining: 0 });
    const [usages] = await rowsOf(
      db,
      v.object({ n: v.number(), total: v.number() }),
      sql`
      SELECT count(*)::int AS n, sum(amount)::int AS total FROM coin_usages WHERE user_id = ${userId}`,
    );
    expect(usages).toEqual({ n: 1, total: 5 });
  });

  // Guards the FOR UPDATE of the source batch in transferCoins (coins/transfer-coins.ts).
  it("transfers from one batch through the API: exactly one succeeds, the others are told what is left", async () => {
    const sender = await createAgent(db, "balapan.kirim@contoh.id");
    const recipient = await createAgent(db, "balapan.terima@contoh.id");
    const batch = await addBatch(db, sender, { amount: 10, expiresInDays: 100 });
    const token = await loginAs(t.app, "balapan.kirim@contoh.id");
    const responses = await raceAtWriteGate(
      t.database,
      LEDGER_WRITES,
      Array.from(
        { length: PARALLEL },
        () => () =>
          t.app.inject({
            method: "POST",
            url: "/api/coin_transfers",
            headers: bearer(token),
            payload: { user_coin_uuid: batch.uuid, email: "balapan.terima@contoh.id", amount: 10, notes: "Balapan" },
          }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 470)).toHaveLength(PARALLEL - 1);
    for (const r of responses.filter((x) => x.statusCode === 470)) {
      expect(r.json().errors).toEqual({ amount: ["Jumlah koin melebihi sisa koin yang tersedia (0 koin)."] });
    }
    expect(await ledgerBooks(db, [sender, recipient])).toEqual({
      credited: 20,
      remaining: 10,
      spent: 0,
      sent: 10,
      min_remaining: 0,
    });
    const [transfers] = await rowsOf(
      db,
      v.object({ n: v.number() }),
      sql`SELECT count(*)::int AS n FROM coin_transfers WHERE sender_user_id = ${sender}`,
    );
    expect(transfers!.n).toBe(1);
  });

  // Guards the spend's FOR UPDATE against transfers from the same batch (the transfer's own lock is the test above's).
  it("spends and transfers racing on the same batches never spend a coin twice", async () => {
    const sender = await createAgent(db, "balapan.campur@contoh.id");
    const recipient = await createAgent(db, "balapan.campur.terima@contoh.id");
    const first = await addBatch(db, sender, { amount: 30, expiresInDays: 10 });
    await addBatch(db, sender, { amount: 25, expiresInDays: 90 });
    const token = await loginAs(t.app, "balapan.campur@contoh.id");
    const spends = Array.from(
      { length: 25 },
      () => () => db.transaction((tx) => spendCoins(tx, { userId: sender, activity: "ACTIVATE_LISTING", amount: 5 })),
    );
    const transfers = Array.from(
      { length: 25 },
      () => () =>
        t.app.inject({
          method: "POST",
          url: "/api/coin_transfers",
          headers: bearer(token),
          payload: { user_coin_uuid: first.uuid, email: "balapan.campur.terima@contoh.id", amount: 10 },
        }),
    );
    // Interleaved, so spends and transfers hold connections together.
    const racers = spends.flatMap((spend, i) => [spend, transfers[i]!]);
    const results = await raceAtWriteGate<unknown>(t.database, LEDGER_WRITES, racers);
    const spent = results.filter((_, i) => i % 2 === 0) as Awaited<ReturnType<typeof spendCoins>>[];
    const sent = results.filter((_, i) => i % 2 === 1) as Awaited<ReturnType<typeof t.app.inject>>[];
    const okSpends = spent.filter((r) => r.ok).length;
    const okTransfers = sent.filter((r) => r.statusCode === 201).length;
    expect(sent.every((r) => r.statusCode === 201 || r.statusCode === 470)).toBe(true);
    // 55 coins at most: whatever the interleaving, no more than that left the sender.
    expect(okSpends * 5 + okTransfers * 10).toBeLessThanOrEqual(55);
    const books = await ledgerBooks(db, [sender, recipient]);
    expect(books.min_remaining).toBeGreaterThanOrEqual(0);
    expect(books.credited).toBe(books.remaining + books.spent + books.sent);
    expect(books.spent).toBe(okSpends * 5);
    expect(books.sent).toBe(okTransfers * 10);
  });
});
