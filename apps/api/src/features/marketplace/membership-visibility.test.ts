import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { createAgent } from "../../../test/coins.js";
import { DAY_MS, orderIdOf, placeOrder, productUuid, setMembership } from "../../../test/commerce.js";
import { testDriver } from "../../../test/database-template.js";
import { BROWSER, insertMarketListing, type InsertedListing } from "../../../test/marketplace.js";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { fulfilOrder } from "../orders/index.js";

// Listings carry their agent's membership run (membership_until, 0014): these prove every membership change the
// product makes reaches the listings, so search never shows a lapsed agent nor hides a member.
let t: TestApp;
let db: AppDb;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

async function agentWithListing(email: string, term: Parameters<typeof setMembership>[2]) {
  const id = await createAgent(db, email, { membership: false });
  await setMembership(db, id, term);
  const listing = await insertMarketListing(db, id, { titleSuffix: `Milik ${email}` });
  return { id, listing, token: await loginAs(t.app, email) };
}

async function isPublic(listing: InsertedListing): Promise<boolean> {
  const page = await t.app.inject({
    method: "GET",
    url: `/api/search/listings/${listing.uuid}`,
    headers: { "user-agent": BROWSER },
  });
  const search = await t.app.inject({
    method: "GET",
    url: `/api/search/listings?per_page=50`,
    headers: { "user-agent": BROWSER },
  });
  const listed = search.json().data.some((c: { uuid: string }) => c.uuid === listing.uuid);
  expect([200, 404]).toContain(page.statusCode);
  // The page and the search always agree.
  expect(listed).toBe(page.statusCode === 200);
  return listed;
}

async function membershipUntil(listing: InsertedListing): Promise<number | null> {
  const [row] = await rowsOf(
    db,
    v.object({ until: v.nullable(v.string()) }),
    sql`SELECT membership_until AS until FROM listings WHERE id = ${listing.id}`,
  );
  return row!.until === null ? null : new Date(row!.until).getTime();
}

async function buy(token: string, code: string, directActivation?: boolean) {
  const res = await placeOrder(t.app, token, {
    products: [
      {
        uuid: await productUuid(db, code),
        ...(directActivation === undefined ? {} : { direct_activation: directActivation }),
      },
    ],
    payment_method: "bca_va",
  });
  expect(res.statusCode, res.body).toBe(201);
  const orderId = await orderIdOf(db, res.json().data.uuid);
  await db.transaction((tx) => fulfilOrder(tx, orderId, new Date()));
}

describe(`listing visibility follows memberships (${testDriver()})`, () => {
  it("hides the listings when the membership lapses and shows them again after a new purchase", async () => {
    const a = await agentWithListing("lapsed.buys@demo.id", { tier: "SILVER", startedDaysAgo: 400, expiresInDays: -2 });
    expect(await membershipUntil(a.listing)).toBeNull();
    expect(await isPublic(a.listing)).toBe(false);
    await buy(a.token, "MEMBERSHIP_SILVER");
    expect(await isPublic(a.listing)).toBe(true);
    expect(await membershipUntil(a.listing)).toBeGreaterThan(Date.now() + 360 * DAY_MS);
  });

  it("runs on through a queued renewal", async () => {
    const a = await agentWithListing("queued@demo.id", { tier: "SILVER", expiresInDays: 20 });
    const end = (await membershipUntil(a.listing))!;
    expect(end).toBeGreaterThan(Date.now() + 19 * DAY_MS);
    await buy(a.token, "MEMBERSHIP_SILVER", false);
    expect(await membershipUntil(a.listing)).toBe(end + 365 * DAY_MS);
  });

  it("ends with the term: once it is over the listings are hidden, without any write", async () => {
    const a = await agentWithListing("ending@demo.id", { tier: "TRIAL", expiresInDays: 10 });
    await db.execute(sql`UPDATE memberships SET expires_at = now() + interval '1 second' WHERE user_id = ${a.id}`);
    expect(await isPublic(a.listing)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await isPublic(a.listing)).toBe(false);
  });

  it("follows terms changed or removed directly", async () => {
    const a = await agentWithListing("changed@demo.id", { tier: "GOLD", expiresInDays: 30 });
    expect(await isPublic(a.listing)).toBe(true);
    await db.execute(sql`UPDATE memberships SET expires_at = now() - interval '1 second' WHERE user_id = ${a.id}`);
    expect(await isPublic(a.listing)).toBe(false);
    await db.execute(sql`UPDATE memberships SET expires_at = now() + interval '5 days' WHERE user_id = ${a.id}`);
    expect(await isPublic(a.listing)).toBe(true);
    await db.execute(sql`DELETE FROM memberships WHERE user_id = ${a.id}`);
    expect(await isPublic(a.listing)).toBe(false);
  });

  it("computes the run: overlapping and chained terms extend it; before any term starts it is the next one", async () => {
    const a = await createAgent(db, "runs@demo.id", { membership: false });
    const run = async () => {
      const [row] = await rowsOf(
        db,
        v.object({ run_from: v.nullable(v.string()), run_until: v.nullable(v.string()) }),
        sql`
        SELECT run_from, run_until FROM agent_membership_run(${a}::int)`,
      );
      const days = (d: string | null) =>
        d === null ? null : Math.round((new Date(d).getTime() - Date.now()) / DAY_MS);
      return [days(row!.run_from), days(row!.run_until)];
    };
    // Days from one instant, so a term that starts where another ends meets it exactly (as fulfilment chains them).
    const base = Date.now();
    const at = (days: number) => new Date(base + days * DAY_MS).toISOString();
    const term = (from: number, to: number) =>
      db.execute(sql`INSERT INTO memberships (user_id, tier, started_at, expires_at)
      VALUES (${a}, 'SILVER', ${at(from)}::timestamptz, ${at(to)}::timestamptz)`);
    expect(await run()).toEqual([null, null]);
    await term(-30, -1);
    expect(await run()).toEqual([null, null]);
    await term(5, 40);
    expect(await run()).toEqual([5, 40]);
    await term(-10, 5);
    expect(await run()).toEqual([-10, 40]);
    await term(40, 100);
    await term(-3, 20);
    expect(await run()).toEqual([-10, 100]);
    await term(150, 200);
    expect(await run()).toEqual([-10, 100]);
  });

  it("shows the listings of a term paid a moment after the transaction began (paid at a later clock reading)", async () => {
    const a = await agentWithListing("later.clock@demo.id", null);
    await db.transaction(async (tx) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`INSERT INTO memberships (user_id, tier, started_at, expires_at)
        VALUES (${a.id}, 'SILVER', clock_timestamp(), clock_timestamp() + interval '365 days')`);
    });
    expect(await isPublic(a.listing)).toBe(true);
  });
});
