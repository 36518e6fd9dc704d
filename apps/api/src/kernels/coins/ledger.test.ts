import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { addBatch, createAgent, ledgerBooks } from "../../../test/coins.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { coinBalance, creditCoins, grantReferralReward, spendableBalance, spendCoins } from "./ledger.js";
import { transferCoins } from "./transfer-coins.js";

let t: TestApp;
let db: AppDb;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const remainingOf = async (userId: number) =>
  rowsOf(
    db,
    v.object({ id: v.number(), remaining: v.number() }),
    sql`SELECT id, remaining FROM coin_batches WHERE user_id = ${userId} ORDER BY id`,
  );
const spend = (userId: number, amount: number) =>
  db.transaction((tx) => spendCoins(tx, { userId, activity: "ACTIVATE_LISTING", amount, listingName: "Rumah Uji" }));

describe("spendCoins", () => {
  it("takes from the batch that expires first, across batches, and records where each coin came from", async () => {
    const userId = await createAgent(db, "urut.kedaluwarsa@contoh.id");
    const late = await addBatch(db, userId, { amount: 50, expiresInDays: 300 });
    const early = await addBatch(db, userId, { amount: 3, expiresInDays: 10 });
    const middle = await addBatch(db, userId, { amount: 4, expiresInDays: 100 });

    const result = await spend(userId, 5);
    expect(result).toMatchObject({ ok: true });
    const byId = new Map((await remainingOf(userId)).map((b) => [b.id, b.remaining]));
    expect([byId.get(early.id), byId.get(middle.id), byId.get(late.id)]).toEqual([0, 2, 50]);
    const allocations = await rowsOf(
      db,
      v.object({ batch_id: v.number(), amount: v.number() }),
      sql`
      SELECT batch_id, amount FROM coin_usage_allocations WHERE usage_id = ${(result as { usageId: number }).usageId} ORDER BY amount DESC`,
    );
    expect(allocations).toEqual([
      { batch_id: early.id, amount: 3 },
      { batch_id: middle.id, amount: 2 },
    ]);
    const [usage] = await rowsOf(
      db,
      v.object({ activity: v.string(), amount: v.number(), listing_name: v.string() }),
      sql`
      SELECT activity, amount, listing_name FROM coin_usages WHERE user_id = ${userId}`,
    );
    expect(usage).toEqual({ activity: "ACTIVATE_LISTING", amount: 5, listing_name: "Rumah Uji" });
  });

  it("ignores expired batches, even when they still hold coins", async () => {
    const userId = await createAgent(db, "ada.kedaluwarsa@contoh.id");
    const expired = await addBatch(db, userId, { amount: 100, expiresInDays: -1, creditedDaysAgo: 366 });
    await addBatch(db, userId, { amount: 4, expiresInDays: 30 });
    expect(await spendableBalance(db, userId)).toBe(4);
    expect(await spend(userId, 5)).toEqual({
      ok: false,
      reason: "insufficient_coins",
      coinsRemaining: 4,
      requiredCoins: 5,
    });
    expect(await spend(userId, 4)).toMatchObject({ ok: true });
    expect((await remainingOf(userId)).find((b) => b.id === expired.id)?.remaining).toBe(100);
  });

  it("spends an exact balance to zero and then refuses, never going below zero", async () => {
    const userId = await createAgent(db, "pas.saldo@contoh.id");
    await addBatch(db, userId, { amount: 3, expiresInDays: 30 });
    await addBatch(db, userId, { amount: 2, expiresInDays: 60 });
    expect(await spend(userId, 5)).toMatchObject({ ok: true });
    expect((await remainingOf(userId)).map((b) => b.remaining)).toEqual([0, 0]);
    expect(await spend(userId, 1)).toEqual({
      ok: false,
      reason: "insufficient_coins",
      coinsRemaining: 0,
      requiredCoins: 1,
    });
    expect(await ledgerBooks(db, [userId])).toMatchObject({ credited: 5, remaining: 0, spent: 5, sent: 0 });
  });

  it("freezes coins without an active membership: nothing is spent, the balance shows them frozen", async () => {
    const userId = await createAgent(db, "beku@contoh.id", { membership: false });
    const batch = await addBatch(db, userId, { amount: 40, expiresInDays: 90 });
    expect(await spend(userId, 5)).toEqual({ ok: false, reason: "membership_inactive" });
    expect(await spendableBalance(db, userId)).toBe(0);
    expect(await coinBalance(db, userId)).toEqual({
      spendable: 0,
      frozen: 40,
      membershipActive: false,
      nearestExpiry: { expiresAt: new Date(batch.expires_at), coins: 40 },
    });
    // An expired membership freezes them the same way; a new one thaws them.
    await db.execute(sql`INSERT INTO memberships (user_id, tier, started_at, expires_at)
      VALUES (${userId}, 'SILVER', now() - interval '400 days', now() - interval '35 days')`);
    expect(await spend(userId, 5)).toEqual({ ok: false, reason: "membership_inactive" });
    await db.execute(sql`INSERT INTO memberships (user_id, tier, started_at, expires_at)
      VALUES (${userId}, 'GOLD', now(), now() + interval '365 days')`);
    expect(await spend(userId, 5)).toMatchObject({ ok: true });
    expect(await coinBalance(db, userId)).toMatchObject({ spendable: 35, frozen: 0, membershipActive: true });
  });

  it("runs atomically on a bare connection too", async () => {
    const userId = await createAgent(db, "tanpa.transaksi@contoh.id");
    await addBatch(db, userId, { amount: 10, expiresInDays: 30 });
    expect(await spendCoins(db, { userId, activity: "REPOST_LISTING", amount: 1 })).toMatchObject({ ok: true });
    expect(await spendableBalance(db, userId)).toBe(9);
  });
});

describe("creditCoins and transfers", () => {
  it("credits a batch with the given source and expiry", async () => {
    const userId = await createAgent(db, "kredit@contoh.id");
    const expiresAt = new Date(Date.now() + 365 * 86_400_000);
    const { batchId } = await creditCoins(db, {
      userId,
      source: "PURCHASE",
      productName: "50 Koin",
      amount: 50,
      expiresAt,
    });
    const [b] = await rowsOf(
      db,
      v.object({
        id: v.number(),
        amount: v.number(),
        remaining: v.number(),
        source: v.string(),
        expires_at: v.string(),
      }),
      sql`
      SELECT id, amount, remaining, source, expires_at FROM coin_batches WHERE user_id = ${userId}`,
    );
    expect({ ...b, expires_at: new Date(b!.expires_at) }).toEqual({
      id: batchId,
      amount: 50,
      remaining: 50,
      source: "PURCHASE",
      expires_at: expiresAt,
    });
  });

  it("a transfer keeps the source batch's expiry and balances the books", async () => {
    const from = await createAgent(db, "pengirim.ledger@contoh.id");
    const to = await createAgent(db, "penerima.ledger@contoh.id", { membership: false });
    const source = await addBatch(db, from, { amount: 30, expiresInDays: 45 });
    const result = await transferCoins(db, {
      senderUserId: from,
      batchUuid: source.uuid,
      recipientEmail: "PENERIMA.ledger@contoh.id",
      amount: 12,
      notes: null,
    });
    expect(result.ok).toBe(true);
    const [incoming] = await rowsOf(
      db,
      v.object({ source: v.string(), amount: v.number(), expires_at: v.string(), source_batch_id: v.number() }),
      sql`
      SELECT source, amount, expires_at, source_batch_id FROM coin_batches WHERE user_id = ${to}`,
    );
    expect(incoming).toMatchObject({ source: "TRANSFER_IN", amount: 12, source_batch_id: source.id });
    // To the microsecond, not just the millisecond a JavaScript Date holds.
    const [same] = await rowsOf(
      db,
      v.object({ same: v.boolean() }),
      sql`
      SELECT (SELECT expires_at FROM coin_batches WHERE user_id = ${to}) = (SELECT expires_at FROM coin_batches WHERE id = ${source.id}) AS same`,
    );
    expect(same!.same).toBe(true);
    expect(await ledgerBooks(db, [from, to])).toMatchObject({ credited: 42, remaining: 30, spent: 0, sent: 12 });
    // The recipient has no membership: the coins arrive frozen.
    expect(await coinBalance(db, to)).toMatchObject({ spendable: 0, frozen: 12 });
  });
});

describe("grantReferralReward", () => {
  const referralBatches = (userId: number) =>
    rowsOf(
      db,
      v.object({ amount: v.number(), days: v.number(), referral_invitee_id: v.number() }),
      sql`
    SELECT amount, round(extract(epoch FROM expires_at - credited_at) / 86400)::int AS days, referral_invitee_id
    FROM coin_batches WHERE user_id = ${userId} AND source = 'REFERRAL'`,
    );

  it("gives inviter and invitee the app_settings.referral reward, once per invitee", async () => {
    const inviter = await createAgent(db, "pengundang@contoh.id");
    const invitee = await createAgent(db, "diundang@contoh.id", { referredBy: inviter });
    await db.transaction((tx) => grantReferralReward(tx, invitee));
    await db.transaction((tx) => grantReferralReward(tx, invitee));
    expect(await referralBatches(inviter)).toEqual([{ amount: 20, days: 365, referral_invitee_id: invitee }]);
    expect(await referralBatches(invitee)).toEqual([{ amount: 20, days: 365, referral_invitee_id: invitee }]);

    // A second invitee earns the inviter a second reward.
    const second = await createAgent(db, "diundang.dua@contoh.id", { referredBy: inviter });
    await grantReferralReward(db, second);
    expect(await referralBatches(inviter)).toHaveLength(2);
  });

  it("reads the reward from app_settings.referral", async () => {
    await db.execute(
      sql`UPDATE app_settings SET value = '{"reward_coins": 25, "validity_days": 90}'::jsonb WHERE key = 'referral'`,
    );
    try {
      const inviter = await createAgent(db, "pengundang.atur@contoh.id");
      const invitee = await createAgent(db, "diundang.atur@contoh.id", { referredBy: inviter });
      await grantReferralReward(db, invitee);
      expect(await referralBatches(inviter)).toEqual([{ amount: 25, days: 90, referral_invitee_id: invitee }]);
    } finally {
      await db.execute(
        sql`UPDATE app_settings SET value = '{"reward_coins": 20, "validity_days": 365}'::jsonb WHERE key = 'referral'`,
      );
    }
  });

  it("gives nothing without an inviter or when the inviter's code is disabled", async () => {
    const alone = await createAgent(db, "sendiri@contoh.id");
    await grantReferralReward(db, alone);
    expect(await referralBatches(alone)).toEqual([]);

    const fraud = await createAgent(db, "curang@contoh.id");
    await db.execute(sql`UPDATE users SET referral_code_disabled_at = now() WHERE id = ${fraud}`);
    const invitee = await createAgent(db, "diundang.curang@contoh.id", { referredBy: fraud });
    await grantReferralReward(db, invitee);
    expect(await referralBatches(fraud)).toEqual([]);
    expect(await referralBatches(invitee)).toEqual([]);
  });
});
