import { amountAboveAvailable } from "@griya/domain/commerce-schemas";
import { COIN_TRANSFER_MIN } from "@griya/domain/constants";
import { type CoinBatch, spend, spendableBalance, transfer } from "@griya/domain/coin-ledger";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v from "valibot";
import { createAgent } from "../../../test/coins.js";
import { testDriver } from "../../../test/database-template.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { COIN_MESSAGES } from "./coin-messages.js";
import { coinBalance, creditCoins, spendCoins } from "./ledger.js";
import { transferCoins } from "./transfer-coins.js";

// A model-based test (ADR 0022): fast-check drives the SQL ledger (creditCoins, spendCoins, transferCoins) with
// random sequences of credits, spends and transfers between two agents, and the pure model of
// @griya/domain/coin-ledger is the oracle for every answer and for every batch after every step. Credits fall on
// two expiry instants and are back-dated at random, so batches often expire at the same instant and the
// spend order has to break the tie the way both ledgers do: the lower id first.
let t: TestApp;
let db: AppDb;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const DAY = 86_400_000;
const AGENTS = 2;
/** Unexpired credits expire at one of two instants from here, so they often tie. */
const horizon = Date.now() + DAY;

type Model = { batches: CoinBatch[][] };
type Real = { userIds: number[]; emails: string[]; uuids: Map<number, string> };

let run = 0;
async function freshAgents(): Promise<Real> {
  run += 1;
  const emails = Array.from({ length: AGENTS }, (_, i) => `model.${run}.${i}@contoh.id`);
  const userIds = [];
  for (const email of emails) userIds.push(await createAgent(db, email));
  return { userIds, emails, uuids: new Map() };
}

async function uuidOf(batchId: number): Promise<string> {
  const [row] = await rowsOf(
    db,
    v.object({ uuid: v.string() }),
    sql`SELECT uuid::text AS uuid FROM coin_batches WHERE id = ${batchId}`,
  );
  return row!.uuid;
}

/** After every step: every batch in SQL is the model's, and the touched agents' balances are the model's. */
async function expectSameBooks(m: Model, r: Real, touched: number[]): Promise<void> {
  const now = new Date();
  const rows = await rowsOf(
    db,
    v.object({
      user_id: v.number(),
      id: v.number(),
      amount: v.number(),
      remaining: v.number(),
      expires_at: v.string(),
    }),
    sql`
    SELECT user_id, id, amount, remaining, expires_at FROM coin_batches
    WHERE user_id IN (SELECT json_array_elements_text(${JSON.stringify(r.userIds)}::json)::int) ORDER BY id`,
  );
  for (let agent = 0; agent < AGENTS; agent++) {
    const actual = rows
      .filter((b) => b.user_id === r.userIds[agent])
      .map((b) => ({ id: b.id, amount: b.amount, remaining: b.remaining, expiresAt: new Date(b.expires_at) }));
    expect(actual).toEqual([...m.batches[agent]!].sort((a, b) => a.id - b.id));
  }
  for (const agent of touched) {
    expect((await coinBalance(db, r.userIds[agent]!)).spendable).toBe(spendableBalance(m.batches[agent]!, now));
  }
}

class Credit implements fc.AsyncCommand<Model, Real> {
  /** day < 0: expired that many days ago; otherwise expiring `day` days after the horizon. */
  constructor(
    readonly agent: number,
    readonly amount: number,
    readonly day: number,
    readonly backDays: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const now = Date.now();
    const expiresAt = new Date(this.day < 0 ? now + this.day * DAY : horizon + this.day * DAY);
    // Credit times out of id order: a tie-break by credit time would spend differently from one by id.
    const creditedAt = new Date(Math.min(now, expiresAt.getTime()) - this.backDays * DAY - 1000);
    const { batchId } = await creditCoins(db, {
      userId: r.userIds[this.agent]!,
      source: "PURCHASE",
      productName: `${this.amount} Koin`,
      amount: this.amount,
      expiresAt,
      creditedAt,
    });
    r.uuids.set(batchId, await uuidOf(batchId));
    m.batches[this.agent]!.push({ id: batchId, amount: this.amount, remaining: this.amount, expiresAt });
    await expectSameBooks(m, r, [this.agent]);
  }
  toString = () => `credit(agent ${this.agent}, ${this.amount}, day ${this.day}, credited ${this.backDays} days back)`;
}

class Spend implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly agent: number,
    readonly amount: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const userId = r.userIds[this.agent]!;
    const expected = spend(m.batches[this.agent]!, this.amount, new Date());
    const actual = await db.transaction((tx) =>
      spendCoins(tx, { userId, activity: "ACTIVATE_LISTING", amount: this.amount }),
    );
    if (!expected.ok) {
      expect(actual).toEqual({
        ok: false,
        reason: "insufficient_coins",
        coinsRemaining: expected.coinsRemaining,
        requiredCoins: this.amount,
      });
    } else {
      expect(actual.ok).toBe(true);
      const allocations = await rowsOf(
        db,
        v.object({ batchId: v.number(), amount: v.number() }),
        sql`
        SELECT batch_id AS "batchId", amount FROM coin_usage_allocations
        WHERE usage_id = ${(actual as { usageId: number }).usageId} ORDER BY batch_id`,
      );
      expect(allocations).toEqual([...expected.allocations].sort((a, b) => a.batchId - b.batchId));
      m.batches[this.agent] = expected.batches;
    }
    await expectSameBooks(m, r, [this.agent]);
  }
  toString = () => `spend(agent ${this.agent}, ${this.amount})`;
}

/** The SQL ledger's 470 field and text for each refusal of the model. */
const refusalOf: Record<
  "batch_expired" | "amount_below_minimum" | "insufficient_coins",
  (available: number) => [string, string]
> = {
  batch_expired: () => ["user_coin_uuid", COIN_MESSAGES.batchExpired],
  amount_below_minimum: () => {
    throw new Error("the model refused an amount the ledger is never given");
  },
  insufficient_coins: (available) => ["amount", amountAboveAvailable(available)],
};

class Transfer implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly from: number,
    readonly to: number,
    readonly pick: number,
    readonly amount: number,
  ) {}
  // Sending to oneself is refused before the ledger; a batch to pick must exist.
  check = (m: Readonly<Model>) => this.from !== this.to && m.batches[this.from]!.length > 0;
  async run(m: Model, r: Real) {
    const sent = m.batches[this.from]!;
    const source = sent[this.pick % sent.length]!;
    const expected = transfer(sent, { batchId: source.id, amount: this.amount, now: new Date() });
    const actual = await transferCoins(db, {
      senderUserId: r.userIds[this.from]!,
      batchUuid: r.uuids.get(source.id)!,
      recipientEmail: r.emails[this.to]!,
      amount: this.amount,
      notes: null,
    });
    if (!expected.ok) {
      if (expected.reason === "batch_not_found") throw new Error("the model lost a batch");
      const [field, text] = refusalOf[expected.reason](expected.available);
      expect(actual).toMatchObject({ ok: false, reason: "invalid", errors: { [field]: [text] } });
    } else {
      expect(actual.ok).toBe(true);
      const [row] = await rowsOf(
        db,
        v.object({ id: v.number(), expires_at: v.string() }),
        sql`
        SELECT b.id, b.expires_at FROM coin_transfers t JOIN coin_batches b ON b.id = t.recipient_batch_id
        WHERE t.uuid = ${(actual as { transfer: { uuid: string } }).transfer.uuid}::uuid`,
      );
      expect(new Date(row!.expires_at)).toEqual(expected.credit.expiresAt);
      r.uuids.set(row!.id, await uuidOf(row!.id));
      m.batches[this.from] = expected.batches;
      m.batches[this.to]!.push({
        id: row!.id,
        amount: this.amount,
        remaining: this.amount,
        expiresAt: expected.credit.expiresAt,
      });
    }
    await expectSameBooks(m, r, [this.from, this.to]);
  }
  toString = () => `transfer(agent ${this.from} → ${this.to}, batch #${this.pick}, ${this.amount})`;
}

const agent = fc.integer({ min: 0, max: AGENTS - 1 });
const commands = [
  fc
    .tuple(agent, fc.integer({ min: 1, max: 60 }), fc.integer({ min: -1, max: 1 }), fc.integer({ min: 0, max: 30 }))
    .map(([a, amount, day, back]) => new Credit(a, amount, day, back)),
  fc.tuple(agent, fc.integer({ min: 1, max: 50 })).map(([a, amount]) => new Spend(a, amount)),
  // Amounts under the minimum never reach the ledger: the body schema refuses them (coins-api.test.ts).
  fc
    .tuple(agent, agent, fc.nat(), fc.integer({ min: COIN_TRANSFER_MIN, max: 40 }))
    .map(([from, to, pick, amount]) => new Transfer(from, to, pick, amount)),
];

/**
 * A wrong spend order (latest expiry first, or by id alone) shows only when a batch expiring later was credited
 * before one expiring sooner, which random sequences may miss. This is the shortest such sequence: the second
 * batch (higher id, earlier expiry) must be spent first. It runs every time, before the generated sequences.
 */
const laterExpiryCreditedFirst = [new Credit(0, 1, 1, 0), new Credit(0, 1, 0, 0), new Spend(0, 1)];

describe(`the SQL coin ledger against the domain model (${testDriver()})`, () => {
  it("answers every credit, spend and transfer as the model does, batch by batch", async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 16, size: "max" }), async (cmds) => {
        const real = await freshAgents();
        await fc.asyncModelRun(() => ({ model: { batches: Array.from({ length: AGENTS }, () => []) }, real }), cmds);
      }),
      // A fixed seed: every run tries the same sequences, so a failure is the same failure everywhere. The run
      // count keeps the file well under 20 s on the PostgreSQL server. A failure prints the shortest sequence of
      // steps that shows it.
      { seed: 2405, numRuns: 30, examples: [[laterExpiryCreditedFirst]] },
    );
  }, 60_000);
});
