import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { userIdOf } from "../../../test/accounts.js";
import { productUuid } from "../../../test/commerce.js";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { IDEMPOTENCY_MESSAGES } from "./order-idempotency.js";

let t: TestApp;
let agen: string;
let siti: string;
let coin50: string;
let coin100: string;
beforeAll(async () => {
  t = await createTestApp();
  agen = await loginAs(t.app, "agen@demo.id");
  siti = await loginAs(t.app, "siti@demo.id");
  coin50 = await productUuid(t.database.db, "COIN_50");
  coin100 = await productUuid(t.database.db, "COIN_100");
});
afterAll(() => t.close());

const order = (token: string, payload: object, key?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { ...bearer(token), ...(key === undefined ? {} : { "idempotency-key": key }) },
    payload,
  });

const ordersWithKey = async (key: string) =>
  (
    await rowsOf(
      t.database.db,
      v.object({ n: v.number() }),
      sql`SELECT count(*)::int AS n FROM orders WHERE idempotency_key = ${key}`,
    )
  )[0]!.n;
const ordersOf = async (email: string) =>
  (
    await rowsOf(
      t.database.db,
      v.object({ n: v.number() }),
      sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${await userIdOf(t.database, email)}`,
    )
  )[0]!.n;

const body = () => ({ products: [{ uuid: coin50, qty: 2 }], payment_method: "bca_va" });

describe("POST /api/orders with an Idempotency-Key", () => {
  it("answers a repeat with the first order instead of placing another", async () => {
    const first = await order(agen, body(), "checkout-1");
    expect(first.statusCode).toBe(201);
    const again = await order(agen, body(), "checkout-1");
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({
      uuid: first.json().data.uuid,
      order_number: first.json().data.order_number,
      status: "PENDING",
    });
    expect(again.json().data.payment_instructions).toEqual(first.json().data.payment_instructions);
    expect(await ordersWithKey("checkout-1")).toBe(1);
  });

  it("places exactly one order for 10 identical submissions at once", async () => {
    const before = await ordersOf("agen@demo.id");
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(agen, body(), "double-click-10")));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json().data.uuid)).size).toBe(1);
    expect(await ordersOf("agen@demo.id")).toBe(before + 1);
    expect(await ordersWithKey("double-click-10")).toBe(1);
  });

  it("keeps keys per agent: another agent's order with the same key is its own", async () => {
    const a = await order(agen, body(), "shared-key");
    const b = await order(siti, body(), "shared-key");
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().data.uuid).not.toBe(a.json().data.uuid);
    expect(await ordersWithKey("shared-key")).toBe(2);
  });

  it("refuses the same key with a different order (470) and places nothing", async () => {
    const first = await order(agen, body(), "changed-cart");
    const before = await ordersOf("agen@demo.id");
    for (const changed of [
      { products: [{ uuid: coin100 }], payment_method: "bca_va" },
      { products: [{ uuid: coin50, qty: 3 }], payment_method: "bca_va" },
      { ...body(), payment_method: "bni_va" },
    ]) {
      const res = await order(agen, changed, "changed-cart");
      expect(res.statusCode).toBe(470);
      expect(res.json().errors).toEqual({ "Idempotency-Key": [IDEMPOTENCY_MESSAGES.reused] });
    }
    expect(await ordersOf("agen@demo.id")).toBe(before);
    // The same order under the key still answers the first one; the uuid's case does not matter.
    const same = await order(
      agen,
      { products: [{ uuid: coin50.toUpperCase(), qty: 2 }], payment_method: "bca_va" },
      "changed-cart",
    );
    expect(same.json().data.uuid).toBe(first.json().data.uuid);
  });

  it("does not use up the key when the first attempt is refused", async () => {
    const refused = await order(agen, { products: [{ uuid: coin50 }] }, "after-refusal");
    expect(refused.statusCode).toBe(470);
    expect(await ordersWithKey("after-refusal")).toBe(0);
    const placed = await order(agen, body(), "after-refusal");
    expect(placed.statusCode).toBe(201);
    expect(await ordersWithKey("after-refusal")).toBe(1);
  });

  it("places a new order for every request without the header", async () => {
    const before = await ordersOf("agen@demo.id");
    await order(agen, body());
    await order(agen, body());
    expect(await ordersOf("agen@demo.id")).toBe(before + 2);
  });

  it("refuses a key that is empty, longer than 100 characters or has spaces (470), placing nothing", async () => {
    const before = await ordersOf("agen@demo.id");
    for (const key of ["", "k".repeat(101), "dua kata"]) {
      const res = await order(agen, body(), key);
      expect(res.statusCode).toBe(470);
      expect(res.json().errors).toEqual({ "Idempotency-Key": [IDEMPOTENCY_MESSAGES.invalid] });
    }
    expect((await order(agen, body(), "k".repeat(100))).statusCode).toBe(201);
    expect(await ordersOf("agen@demo.id")).toBe(before + 1);
  });
});
