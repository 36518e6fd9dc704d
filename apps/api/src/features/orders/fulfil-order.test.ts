import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { userIdOf } from "../../../test/accounts.js";
import { createAgent } from "../../../test/coins.js";
import { testDriver } from "../../../test/database-template.js";
import { raceAtWriteGate } from "../../../test/race-gate.js";
import {
  coinBatchesOf,
  DAY_MS,
  orderIdOf,
  placeOrder,
  productUuid,
  setMembership,
  termsOf,
} from "../../../test/commerce.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { fulfilOrder } from "./fulfil-order.js";
import { formatInvoiceNumber } from "./order-numbers.js";

let t: TestApp;
const uuid: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const code of ["MEMBERSHIP_SILVER", "MEMBERSHIP_GOLD", "COIN_50", "LISTING_SLOT"])
    uuid[code] = await productUuid(t.database.db, code);
});
afterAll(() => t.close());

const fulfil = (orderId: number, paidAt: Date) => t.database.db.transaction((tx) => fulfilOrder(tx, orderId, paidAt));

/** An agent with one membership term, logged in. */
async function agent(email: string, term: Parameters<typeof setMembership>[2], referredBy?: number) {
  const id = await createAgent(t.database.db, email, { membership: false, referredBy });
  await setMembership(t.database.db, id, term);
  return { id, token: await loginAs(t.app, email) };
}

async function pendingOrder(token: string, products: object[]) {
  const res = await placeOrder(t.app, token, { products, payment_method: "bca_va" });
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
  const o = res.json().data;
  return { uuid: o.uuid as string, id: await orderIdOf(t.database.db, o.uuid) };
}

const time = (d: Date | string) => new Date(d).getTime();

describe("fulfilOrder", () => {
  it("a TRIAL member's first paid membership: the trial ends, a 365-day term starts, bonus coins and the referral reward", async () => {
    const inviter = await userIdOf(t.database, "agen@demo.id");
    const a = await agent("pertama@demo.id", { tier: "TRIAL", startedDaysAgo: 3, expiresInDays: 11 }, inviter);
    const order = await pendingOrder(a.token, [{ uuid: uuid.MEMBERSHIP_SILVER }]);
    const paidAt = new Date(Date.now() - 60_000);
    expect(await fulfil(order.id, paidAt)).toBe("fulfilled");

    const terms = await termsOf(t.database.db, a.id);
    expect(terms.map((x) => [x.tier, x.source])).toEqual([
      ["TRIAL", "SEED"],
      ["SILVER", "PURCHASE"],
    ]);
    expect(time(terms[0]!.expires_at)).toBe(paidAt.getTime());
    expect(time(terms[1]!.started_at)).toBe(paidAt.getTime());
    expect(time(terms[1]!.expires_at)).toBe(paidAt.getTime() + 365 * DAY_MS);
    expect(terms[1]!.order_id).toBe(order.id);

    const batches = await coinBatchesOf(t.database.db, a.id);
    expect(batches.map((b) => [b.source, b.amount])).toEqual([
      ["MEMBERSHIP_BONUS", 50],
      ["REFERRAL", 20],
    ]);
    expect(batches[0]!.product_name).toBe("Bonus Membership Starter");
    expect(time(batches[0]!.expires_at)).toBe(paidAt.getTime() + 365 * DAY_MS);
    const inviterReward = (await coinBatchesOf(t.database.db, inviter)).filter((b) => b.source === "REFERRAL");
    expect(inviterReward.map((b) => b.amount)).toEqual([20]);

    const [row] = await rowsOf(
      t.database.db,
      v.object({ status: v.string(), invoice_number: v.string(), paid_at: v.string() }),
      sql`
      SELECT status, invoice_number, paid_at FROM orders WHERE id = ${order.id}`,
    );
    expect(row!.status).toBe("PAID");
    expect(row!.invoice_number).toMatch(/^INV\/\d{4}\/\d{2}\/\d{6}$/);
    expect(row!.invoice_number.slice(0, 12)).toBe(formatInvoiceNumber(1, paidAt).slice(0, 12));
    expect(time(row!.paid_at)).toBe(paidAt.getTime());

    // The order card shows it completed, active from the payment.
    const card = (
      await t.app.inject({ method: "GET", url: "/api/orders?status_filter=completed", headers: bearer(a.token) })
    ).json().data[0];
    expect(card).toMatchObject({ status: "PAID", status_label: "Selesai", activated_at: paidAt.toISOString() });
  });

  it("fulfils once: a second call, or several at once, change nothing", async () => {
    const a = await agent("sekali@demo.id", { tier: "SILVER", expiresInDays: 100 });
    const order = await pendingOrder(a.token, [
      { uuid: uuid.COIN_50, qty: 2 },
      { uuid: uuid.LISTING_SLOT, qty: 10, duration: 180 },
    ]);
    const paidAt = new Date();
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map(() => fulfil(order.id, paidAt)));
    expect(outcomes.sort()).toEqual(["already_done", "already_done", "already_done", "already_done", "fulfilled"]);
    expect(await fulfil(order.id, new Date())).toBe("already_done");
    const batches = await coinBatchesOf(t.database.db, a.id);
    expect(batches.map((b) => [b.source, b.product_name, b.amount, b.order_id])).toEqual([
      ["PURCHASE", "50 Koin", 100, order.id],
    ]);
    expect(time(batches[0]!.expires_at)).toBe(paidAt.getTime() + 365 * DAY_MS);
    const slots = await rowsOf(
      t.database.db,
      v.object({ quantity: v.number(), starts_at: v.string(), expires_at: v.string() }),
      sql`
      SELECT quantity, starts_at, expires_at FROM listing_slot_purchases WHERE user_id = ${a.id}`,
    );
    expect(slots).toHaveLength(1);
    expect(slots[0]!.quantity).toBe(10);
    expect(time(slots[0]!.expires_at) - time(slots[0]!.starts_at)).toBe(180 * DAY_MS);
    const [inv] = await rowsOf(
      t.database.db,
      v.object({ n: v.number() }),
      sql`SELECT count(DISTINCT invoice_number)::int AS n FROM orders WHERE id = ${order.id}`,
    );
    expect(inv!.n).toBe(1);
  });

  it("a cancelled order is not pending: nothing is delivered", async () => {
    const a = await agent("batal@demo.id", { tier: "SILVER", expiresInDays: 100 });
    const order = await pendingOrder(a.token, [{ uuid: uuid.COIN_50 }]);
    await t.app.inject({
      method: "POST",
      url: "/api/orders/cancel",
      headers: bearer(a.token),
      payload: { uuid: order.uuid },
    });
    expect(await fulfil(order.id, new Date())).toBe("not_pending");
    expect(await coinBatchesOf(t.database.db, a.id)).toEqual([]);
  });

  it("instant renewal: the new term starts at payment and the rest of the old one is dropped", async () => {
    const a = await agent("langsung@demo.id", { tier: "SILVER", expiresInDays: 100 });
    const oldEnd = time((await termsOf(t.database.db, a.id))[0]!.expires_at);
    const order = await pendingOrder(a.token, [{ uuid: uuid.MEMBERSHIP_SILVER, direct_activation: true }]);
    const paidAt = new Date();
    await fulfil(order.id, paidAt);
    const terms = await termsOf(t.database.db, a.id);
    expect(terms.map((x) => [x.tier, x.source])).toEqual([
      ["SILVER", "SEED"],
      ["SILVER", "RENEWAL"],
    ]);
    expect(time(terms[0]!.expires_at)).toBe(paidAt.getTime());
    expect(oldEnd).toBeGreaterThan(paidAt.getTime());
    expect([time(terms[1]!.started_at), time(terms[1]!.expires_at)]).toEqual([
      paidAt.getTime(),
      paidAt.getTime() + 365 * DAY_MS,
    ]);
    expect((await coinBatchesOf(t.database.db, a.id)).map((b) => [b.source, b.amount])).toEqual([
      ["MEMBERSHIP_BONUS", 50],
    ]);
  });

  it("delayed renewal: queued to start when the current term ends; renew then closes; no referral for a renewal", async () => {
    const inviter = await userIdOf(t.database, "siti@demo.id");
    const a = await agent("antre@demo.id", { tier: "SILVER", expiresInDays: 100 }, inviter);
    const oldEnd = time((await termsOf(t.database.db, a.id))[0]!.expires_at);
    const order = await pendingOrder(a.token, [{ uuid: uuid.MEMBERSHIP_SILVER, direct_activation: false }]);
    await fulfil(order.id, new Date());
    const terms = await termsOf(t.database.db, a.id);
    expect(time(terms[0]!.expires_at)).toBe(oldEnd);
    expect([time(terms[1]!.started_at), time(terms[1]!.expires_at)]).toEqual([oldEnd, oldEnd + 365 * DAY_MS]);
    const allowed = await t.app.inject({
      method: "GET",
      url: "/api/products/renewal_main_packages/is_allowed",
      headers: bearer(a.token),
    });
    expect(allowed.json().data.allowed).toBe(false);
    const card = (await t.app.inject({ method: "GET", url: "/api/orders", headers: bearer(a.token) })).json().data[0];
    expect(time(card.activated_at)).toBe(oldEnd);
    expect((await coinBatchesOf(t.database.db, a.id)).some((b) => b.source === "REFERRAL")).toBe(false);
  });

  it("upgrade: the tier changes at payment, the expiry stays, the bonus-coin difference is credited", async () => {
    const a = await agent("naik@demo.id", { tier: "SILVER", expiresInDays: 200 });
    const oldEnd = time((await termsOf(t.database.db, a.id))[0]!.expires_at);
    const res = await placeOrder(t.app, a.token, {
      products: [{ uuid: uuid.MEMBERSHIP_GOLD }],
      payment_method: "bca_va",
    });
    // (3.000.000 − 1.200.000) × 200 / 365 → 987.000; PPN 108.570
    expect(res.json().data).toMatchObject({ subtotal: 987_000, ppn: 108_570, total: 1_095_570 });
    expect(res.json().data.items[0]).toMatchObject({ kind: "MEMBERSHIP_UPGRADE" });
    const paidAt = new Date();
    await fulfil(await orderIdOf(t.database.db, res.json().data.uuid), paidAt);
    const terms = await termsOf(t.database.db, a.id);
    expect(terms.map((x) => [x.tier, x.source])).toEqual([
      ["SILVER", "SEED"],
      ["GOLD", "UPGRADE"],
    ]);
    expect(time(terms[0]!.expires_at)).toBe(paidAt.getTime());
    expect([time(terms[1]!.started_at), time(terms[1]!.expires_at)]).toEqual([paidAt.getTime(), oldEnd]);
    expect((await coinBatchesOf(t.database.db, a.id)).map((b) => [b.source, b.amount])).toEqual([
      ["MEMBERSHIP_BONUS", 100],
    ]);
    const user = (await t.app.inject({ method: "GET", url: "/api/user-agent", headers: bearer(a.token) })).json().data;
    expect(JSON.stringify(user)).toContain("GOLD");
  });

  it("an upgrade inside the last 30 days is refused when ordering", async () => {
    const a = await agent("telat@demo.id", { tier: "SILVER", expiresInDays: 20 });
    const res = await placeOrder(t.app, a.token, {
      products: [{ uuid: uuid.MEMBERSHIP_GOLD }],
      payment_method: "bca_va",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toMatch(/lebih dari 30 hari.*perpanjang/);
  });

  it("a former paid member buying again gets a new term but no referral reward", async () => {
    const inviter = await userIdOf(t.database, "agus@demo.id");
    const a = await agent("kembali@demo.id", { tier: "GOLD", startedDaysAgo: 400, expiresInDays: -35 }, inviter);
    const order = await pendingOrder(a.token, [{ uuid: uuid.MEMBERSHIP_SILVER }]);
    const paidAt = new Date();
    await fulfil(order.id, paidAt);
    const terms = await termsOf(t.database.db, a.id);
    expect(terms.at(-1)).toMatchObject({ tier: "SILVER", source: "PURCHASE" });
    expect(time(terms.at(-1)!.started_at)).toBe(paidAt.getTime());
    expect((await coinBatchesOf(t.database.db, a.id)).map((b) => b.source)).toEqual(["MEMBERSHIP_BONUS"]);
  });

  it("end to end: a TRIAL agent buys Starter with the BCA VA, pays in the sandbox, and the order completes", async () => {
    const a = await agent("starter@demo.id", { tier: "TRIAL", startedDaysAgo: 1, expiresInDays: 13 });
    const placed = await placeOrder(t.app, a.token, {
      products: [{ uuid: uuid.MEMBERSHIP_SILVER }],
      payment_method: "bca_va",
    });
    expect(placed.json().data).toMatchObject({
      status: "PENDING",
      total: 1_332_000,
      payment_instructions: { method: "bca_va" },
    });
    const paid = await t.app.inject({ method: "POST", url: `/api/dev/payments/${placed.json().data.uuid}/pay` });
    expect(paid.statusCode).toBe(200);
    const card = (await t.app.inject({ method: "GET", url: "/api/orders", headers: bearer(a.token) })).json().data[0];
    expect(card).toMatchObject({ status: "PAID", invoice_number: expect.stringMatching(/^INV\//) });
    expect((await termsOf(t.database.db, a.id)).at(-1)).toMatchObject({ tier: "SILVER", source: "PURCHASE" });
    expect((await coinBatchesOf(t.database.db, a.id)).map((b) => [b.source, b.amount])).toEqual([
      ["MEMBERSHIP_BONUS", 50],
    ]);
  });

  // ADR 0055: coins credited before the membership line take a key-share lock on the agent's row through their
  // foreign key; orders of one agent paid at once then deadlocked on the membership's row lock.
  it.runIf(testDriver() === "pg")(
    "orders of one agent paid at once, coins before membership, all deliver",
    async () => {
      const a = await agent("dua-sekaligus@demo.id", { tier: "SILVER", expiresInDays: 200 });
      const products = [{ uuid: uuid.COIN_50 }, { uuid: uuid.MEMBERSHIP_SILVER, direct_activation: false }];
      const orders = [];
      for (let i = 0; i < 6; i++) orders.push(await pendingOrder(a.token, products));
      const paidAt = new Date();
      const outcomes = await raceAtWriteGate(
        t.database,
        { writesTo: ["memberships"] },
        orders.map((o) => () => fulfil(o.id, paidAt)),
      );
      expect(outcomes).toEqual(Array(6).fill("fulfilled"));
      const renewals = (await termsOf(t.database.db, a.id)).filter((x) => x.source === "RENEWAL");
      expect(renewals).toHaveLength(6);
      // Chained: each renewal starts when the one before ends.
      for (let i = 1; i < 6; i++) expect(time(renewals[i]!.started_at)).toBe(time(renewals[i - 1]!.expires_at));
    },
  );
});
