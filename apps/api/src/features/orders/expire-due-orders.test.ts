import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { letTimePass } from "../../../test/clock.js";
import { testDriver } from "../../../test/database-template.js";
import { placeTestOrder, type TestOrder } from "../../../test/payment-orders.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { clock } from "../../platform/clock.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { issueSandboxCardToken } from "../../kernels/payments/sandbox-card-token.js";
import { expireDueOrders, ORDER_EXPIRY_JOB } from "./expire-due-orders.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const past = () => new Date(Date.now() - 60_000);

async function statuses(orders: TestOrder[]) {
  const ids = orders.map((o) => o.id);
  return rowsOf(
    t.database.db,
    v.object({ id: v.number(), status: v.string(), payment_status: v.string(), expired_at: v.nullable(v.string()) }),
    sql`
    SELECT o.id, o.status, p.status AS payment_status, o.expired_at FROM orders o JOIN payments p ON p.order_id = o.id
    WHERE o.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

describe("the order-expiry job", () => {
  it("expires every due order exactly once when two runners work at the same time, in batches", async () => {
    const due: TestOrder[] = [];
    for (let i = 0; i < 23; i += 1) due.push(await placeTestOrder(t.app, { payBefore: past() }));
    const notDue = await placeTestOrder(t.app);
    const paid = await placeTestOrder(t.app, {
      method: "credit_card",
      cardToken: issueSandboxCardToken(t.config.payments.sandboxServerKey, "capture"),
      payBefore: new Date(Date.now() + 1000),
    });
    await t.database.db.execute(sql`UPDATE orders SET pay_before = now() - interval '1 minute' WHERE id = ${paid.id}`);
    const runsBefore = (
      await rowsOf(
        t.database.db,
        v.object({ n: v.number() }),
        sql`SELECT count(*)::int AS n FROM job_runs WHERE job = ${ORDER_EXPIRY_JOB}`,
      )
    )[0]!.n;

    // Two "processes" (on the PostgreSQL server: two connections of the pool racing for the same rows).
    const counts = await Promise.all([
      expireDueOrders(t.database.db, { batchSize: 4 }),
      expireDueOrders(t.database.db, { batchSize: 4 }),
    ]);
    expect(counts[0] + counts[1]).toBe(23);
    for (const s of await statuses(due)) {
      expect(s).toMatchObject({ status: "EXPIRED", payment_status: "EXPIRED" });
      expect(s.expired_at).not.toBeNull();
    }
    expect(await statuses([notDue])).toMatchObject([{ status: "PENDING", payment_status: "PENDING" }]);
    expect(await statuses([paid])).toMatchObject([{ status: "PAID", payment_status: "SETTLED" }]);

    const runs = await rowsOf(
      t.database.db,
      v.object({ processed: v.number(), finished_at: v.nullable(v.string()), error: v.nullable(v.string()) }),
      sql`
      SELECT processed, finished_at, error FROM job_runs WHERE job = ${ORDER_EXPIRY_JOB} ORDER BY id OFFSET ${runsBefore}`,
    );
    expect(runs).toHaveLength(2);
    expect(runs.map((r) => r.processed).sort()).toEqual([...counts].sort());
    for (const r of runs) {
      expect(r.finished_at).not.toBeNull();
      expect(r.error).toBeNull();
    }

    // Nothing left: a later run finds nothing and says so.
    expect(await expireDueOrders(t.database.db)).toBe(0);
  });

  it("keeps empty runs a week and runs that did something for good", async () => {
    await t.database.db.execute(sql`
      INSERT INTO job_runs (job, started_at, finished_at, processed) VALUES
        (${ORDER_EXPIRY_JOB}, now() - interval '8 days', now() - interval '8 days', 0),
        (${ORDER_EXPIRY_JOB}, now() - interval '8 days', now() - interval '8 days', 3),
        (${ORDER_EXPIRY_JOB}, now() - interval '6 days', now() - interval '6 days', 0)`);
    await expireDueOrders(t.database.db);
    const old = await rowsOf(
      t.database.db,
      v.object({ processed: v.number() }),
      sql`
      SELECT processed FROM job_runs WHERE job = ${ORDER_EXPIRY_JOB} AND started_at < now() - interval '1 day' ORDER BY processed`,
    );
    expect(old.map((r) => r.processed)).toEqual([0, 3]);
  });

  // Only a server has a second connection that can hold a row lock; PGlite runs one connection, so this case
  // exists only there (CI runs the suite on the PostgreSQL server too).
  it.runIf(testDriver() === "pg")(
    "skips an order another transaction holds (a payment being applied) instead of waiting",
    async () => {
      const order = await placeTestOrder(t.app, { payBefore: past() });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM orders WHERE id = ${order.id} FOR UPDATE`);
        locked();
        await held;
      });
      await isLocked;
      expect(await expireDueOrders(t.database.db)).toBe(0);
      release();
      await holder;
      expect(await expireDueOrders(t.database.db)).toBe(1);
      expect(await statuses([order])).toMatchObject([{ status: "EXPIRED" }]);
    },
  );
});

describe("on the API's clock (ADR 0062)", () => {
  // Test files share a worker (isolate: false): the next one starts on the machine's time.
  afterAll(() => clock.useOffset(0));

  it("leaves an unpaid order alone until its 24 hours have passed, then the passing time expires it", async () => {
    const order = await placeTestOrder(t.app);
    await letTimePass(t.app, 23 * 3600);
    expect(await statuses([order])).toMatchObject([{ status: "PENDING", payment_status: "PENDING" }]);

    const moved = await letTimePass(t.app, 3600 + 60);
    expect(moved.jobs.find((run) => run.job === ORDER_EXPIRY_JOB)?.processed).toBeGreaterThanOrEqual(1);
    expect(await statuses([order])).toMatchObject([{ status: "EXPIRED", payment_status: "EXPIRED" }]);
  });
});
