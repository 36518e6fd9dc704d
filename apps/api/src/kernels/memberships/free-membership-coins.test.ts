import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { activatedAgent, userIdOf } from "../../../test/accounts.js";
import { createAgent } from "../../../test/coins.js";
import { coinBatchesOf, orderIdOf, placeOrder, productUuid, setMembership, termsOf } from "../../../test/commerce.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { fulfilOrder } from "../../features/orders/fulfil-order.js";

// docs/product/coins.md#referral and ADR 0019: bonus coins and the referral reward are paid for with money. A
// membership obtained for Rp 0 grants the membership and its slots only, and the referral reward needs more than Rp 0
// paid and a verified phone on both sides.

let t: TestApp;
const uuid: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const code of ["MEMBERSHIP_SILVER", "COIN_50"]) uuid[code] = await productUuid(t.database.db, code);
});
afterAll(() => t.close());

const coinsOf = async (userId: number) =>
  (
    await rowsOf(
      t.database.db,
      v.object({ n: v.number() }),
      sql`SELECT coalesce(sum(remaining), 0)::int AS n FROM coin_batches WHERE user_id = ${userId}`,
    )
  )[0]!.n;
const referralRewardsOf = async (userId: number) =>
  (await coinBatchesOf(t.database.db, userId)).filter((b) => b.source === "REFERRAL");

async function payPending(token: string, body: object): Promise<number> {
  const res = await placeOrder(t.app, token, { payment_method: "bca_va", ...body });
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
  const orderUuid = res.json().data.uuid as string;
  const paid = await t.app.inject({ method: "POST", url: `/api/dev/payments/${orderUuid}/pay` });
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);
  return orderIdOf(t.database.db, orderUuid);
}

describe("coins from memberships obtained for Rp 0", () => {
  it("the minting chain yields no coins: throw-away accounts with the main account's referral code and GRATIS", async () => {
    const mainId = await userIdOf(t.database, "agen@demo.id");
    const code = (
      await rowsOf(
        t.database.db,
        v.object({ code: v.string() }),
        sql`SELECT referral_code AS code FROM users WHERE id = ${mainId}`,
      )
    )[0]!.code;
    const before = await coinsOf(mainId);
    const throwAways: number[] = [];
    for (const n of [1, 2, 3]) {
      // Register with the main account's code → activate → Starter with the 100 % promo (Rp 0).
      const email = `sekali-pakai-${n}@contoh.id`;
      await activatedAgent(t.app, email, { referral_code: code });
      const id = await userIdOf(t.database, email);
      throwAways.push(id);
      const token = await loginAs(t.app, email, "rahasia-baru-99");
      const free = { products: [{ uuid: uuid.MEMBERSHIP_SILVER }], promo_code: "GRATIS", expect_free_order: true };
      // Without a verified phone the API refuses the checkout outright (ADR 0020)…
      expect((await placeOrder(t.app, token, free)).statusCode).toBe(403);
      // …and with one, a Rp 0 membership still mints nothing.
      await t.database.db.execute(
        sql`UPDATE users SET phone_number = ${`0812555000${n}`}, phone_number_verified_at = now() WHERE id = ${id}`,
      );
      const order = await placeOrder(t.app, token, free);
      expect(order.statusCode).toBe(201);
      expect(order.json().data).toMatchObject({ status: "PAID", total: 0 });
      // The membership itself is granted…
      expect((await termsOf(t.database.db, id)).map((x) => [x.tier, x.source])).toEqual([["SILVER", "PURCHASE"]]);
      // …then everything it has is sent to the main account.
      const batches = await rowsOf(
        t.database.db,
        v.object({ uuid: v.string(), remaining: v.number() }),
        sql`
        SELECT uuid::text AS uuid, remaining FROM coin_batches WHERE user_id = ${id} AND remaining >= 10`,
      );
      for (const b of batches) {
        await t.app.inject({
          method: "POST",
          url: "/api/coin_transfers",
          headers: bearer(token),
          payload: { user_coin_uuid: b.uuid, email: "agen@demo.id", amount: b.remaining, notes: "" },
        });
      }
    }
    for (const id of throwAways) expect(await coinBatchesOf(t.database.db, id)).toEqual([]);
    expect(await coinsOf(mainId)).toBe(before);
  });

  it("a Rp 0 membership gives no bonus coins and no referral reward, even with both phones verified", async () => {
    const inviter = await userIdOf(t.database, "siti@demo.id");
    const id = await createAgent(t.database.db, "gratis-hp@contoh.id", { membership: false, referredBy: inviter });
    const token = await loginAs(t.app, "gratis-hp@contoh.id");
    const res = await placeOrder(t.app, token, {
      products: [{ uuid: uuid.MEMBERSHIP_SILVER }],
      promo_code: "GRATIS",
      expect_free_order: true,
    });
    expect(res.json().data).toMatchObject({ status: "PAID", total: 0 });
    expect((await termsOf(t.database.db, id)).at(-1)).toMatchObject({ tier: "SILVER", source: "PURCHASE" });
    expect(await coinBatchesOf(t.database.db, id)).toEqual([]);
    expect((await referralRewardsOf(inviter)).some((b) => b.product_name.includes("mengundang"))).toBe(false);

    // The first membership paid with money later is the first paid one: bonus coins and the referral reward.
    await setMembership(t.database.db, id, null);
    await payPending(token, { products: [{ uuid: uuid.MEMBERSHIP_SILVER }] });
    expect((await coinBatchesOf(t.database.db, id)).map((b) => [b.source, b.amount])).toEqual([
      ["MEMBERSHIP_BONUS", 50],
      ["REFERRAL", 20],
    ]);
    expect((await referralRewardsOf(inviter)).map((b) => b.amount)).toEqual([20]);
  });

  it("a paid membership gives its bonus coins, but the referral reward only when both phones are verified", async () => {
    const inviter = await userIdOf(t.database, "agus@demo.id");
    const noPhone = await createAgent(t.database.db, "tanpa-hp@contoh.id", { membership: false, referredBy: inviter });
    await t.database.db.execute(sql`UPDATE users SET phone_number_verified_at = NULL WHERE id = ${noPhone}`);
    // An invitee without a verified phone cannot even check out (ADR 0020): no membership, no reward.
    const refused = await placeOrder(t.app, await loginAs(t.app, "tanpa-hp@contoh.id"), {
      payment_method: "bca_va",
      products: [{ uuid: uuid.MEMBERSHIP_SILVER }],
    });
    expect(refused.statusCode).toBe(403);
    expect(await coinBatchesOf(t.database.db, noPhone)).toEqual([]);
    expect(await referralRewardsOf(inviter)).toEqual([]);

    const unverifiedInviter = await createAgent(t.database.db, "pengundang@contoh.id", { membership: true });
    await t.database.db.execute(sql`UPDATE users SET phone_number_verified_at = NULL WHERE id = ${unverifiedInviter}`);
    const invitee = await createAgent(t.database.db, "diundang@contoh.id", {
      membership: false,
      referredBy: unverifiedInviter,
    });
    await payPending(await loginAs(t.app, "diundang@contoh.id"), { products: [{ uuid: uuid.MEMBERSHIP_SILVER }] });
    expect((await coinBatchesOf(t.database.db, invitee)).map((b) => b.source)).toEqual(["MEMBERSHIP_BONUS"]);
    expect(await coinBatchesOf(t.database.db, unverifiedInviter)).toEqual([]);
  });

  it("a partly discounted membership is paid: bonus coins and the referral reward", async () => {
    const inviter = await userIdOf(t.database, "mitra@demo.id");
    const id = await createAgent(t.database.db, "hemat@contoh.id", { membership: false, referredBy: inviter });
    await payPending(await loginAs(t.app, "hemat@contoh.id"), {
      products: [{ uuid: uuid.MEMBERSHIP_SILVER }],
      promo_code: "HEMAT10",
    });
    expect((await coinBatchesOf(t.database.db, id)).map((b) => [b.source, b.amount])).toEqual([
      ["MEMBERSHIP_BONUS", 50],
      ["REFERRAL", 20],
    ]);
  });

  it("a promo that makes only the membership line free: its bonus is not bought by paying for another line", async () => {
    await t.database.db.execute(sql`
      INSERT INTO promo_codes (code, description, discount_percentage, valid_from, valid_until, product_kinds, per_user_limit)
      VALUES ('MEMBERGRATIS', 'uji', 100, now() - interval '1 day', now() + interval '30 days', ARRAY['MEMBERSHIP'], 5)`);
    // A Starter member renews at once for Rp 0 and pays for a coin package in the same order.
    const id = await createAgent(t.database.db, "campur@contoh.id", { membership: true });
    const token = await loginAs(t.app, "campur@contoh.id");
    const res = await placeOrder(t.app, token, {
      products: [{ uuid: uuid.MEMBERSHIP_SILVER, direct_activation: true }, { uuid: uuid.COIN_50 }],
      promo_code: "MEMBERGRATIS",
      payment_method: "bca_va",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.total).toBeGreaterThan(0);
    const orderId = await orderIdOf(t.database.db, res.json().data.uuid);
    const lines = await rowsOf(
      t.database.db,
      v.object({ kind: v.string(), line_total: v.number(), discount: v.number() }),
      sql`
      SELECT kind, line_total, discount FROM order_lines WHERE order_id = ${orderId} ORDER BY id`,
    );
    expect(lines.map((l) => [l.kind, l.line_total - l.discount])).toEqual([
      ["MEMBERSHIP_RENEWAL", 0],
      ["COIN", 100_000],
    ]);
    await t.database.db.transaction((tx) => fulfilOrder(tx, orderId, new Date()));
    // The renewal and the coin package that was paid for are delivered; the free renewal's bonus is not.
    expect((await termsOf(t.database.db, id)).map((x) => x.source)).toEqual(["SEED", "RENEWAL"]);
    expect((await coinBatchesOf(t.database.db, id)).map((b) => [b.source, b.amount])).toEqual([["PURCHASE", 50]]);
  });
});
