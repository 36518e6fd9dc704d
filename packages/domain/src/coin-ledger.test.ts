import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CoinBatch,
  batchUsage,
  compareSpendOrder,
  expire,
  isBatchActive,
  spend,
  spendableBalance,
  transfer,
} from "./coin-ledger";

const DAY = 86_400_000;
const t0 = new Date("2026-01-01T00:00:00Z");
const at = (days: number) => new Date(t0.getTime() + days * DAY);
const batch = (id: number, remaining: number, expiresInDays: number, amount = remaining): CoinBatch => ({
  id,
  amount,
  remaining,
  expiresAt: at(expiresInDays),
});

// Batch ids as the database gives them: a lower id is an older batch.
const LATE = 1;
const EARLY = 2;
const GONE = 3;
const MID = 4;

describe("spend", () => {
  const batches = [batch(LATE, 50, 300), batch(EARLY, 10, 14), batch(GONE, 100, -1), batch(MID, 20, 100)];

  it("takes from the earliest expiry first and skips expired batches", () => {
    const result = spend(batches, 25, t0);
    expect(result).toMatchObject({
      ok: true,
      allocations: [
        { batchId: EARLY, amount: 10 },
        { batchId: MID, amount: 15 },
      ],
    });
    if (result.ok) {
      expect(result.batches.map((b) => [b.id, b.remaining])).toEqual([
        [LATE, 50],
        [EARLY, 0],
        [GONE, 100],
        [MID, 5],
      ]);
      // The input is not mutated.
      expect(batches[1]!.remaining).toBe(10);
    }
  });

  it("refuses more than the spendable balance, with the numbers of error 1001", () => {
    expect(spendableBalance(batches, t0)).toBe(80);
    expect(spend(batches, 81, t0)).toEqual({
      ok: false,
      reason: "insufficient_coins",
      coinsRemaining: 80,
      requiredCoins: 81,
    });
    expect(spend(batches, 80, t0).ok).toBe(true);
  });

  it("treats a batch as expired from its expiry instant", () => {
    const b = batch(1, 5, 10);
    expect(isBatchActive(b, new Date(b.expiresAt.getTime() - 1))).toBe(true);
    expect(isBatchActive(b, b.expiresAt)).toBe(false);
    expect(spend([b], 5, b.expiresAt)).toMatchObject({ ok: false, coinsRemaining: 0 });
  });

  it("breaks expiry ties by the lower id (the older batch), as the SQL ledger does", () => {
    const tied = [batch(10, 5, 10), batch(2, 5, 10), batch(3, 5, 10), batch(1, 5, 11)];
    expect([...tied].sort(compareSpendOrder).map((x) => x.id)).toEqual([2, 3, 10, 1]);
    expect(spend(tied, 7, t0)).toMatchObject({
      ok: true,
      allocations: [
        { batchId: 2, amount: 5 },
        { batchId: 3, amount: 2 },
      ],
    });
  });

  it("throws on a non-positive or fractional amount (a bug, not a refusal)", () => {
    expect(() => spend(batches, 0, t0)).toThrow(RangeError);
    expect(() => spend(batches, 1.5, t0)).toThrow(RangeError);
  });
});

describe("transfer", () => {
  const batches = [batch(1, 40, 200, 50), batch(2, 100, 20)];

  it("moves coins out of the chosen batch and keeps its expiry for the recipient", () => {
    const result = transfer(batches, { batchId: 1, amount: 10, now: t0 });
    expect(result).toMatchObject({ ok: true, credit: { amount: 10, sourceBatchId: 1 } });
    if (result.ok) {
      expect(result.credit.expiresAt.toISOString()).toBe(at(200).toISOString());
      expect(result.batches.map((b) => b.remaining)).toEqual([30, 100]);
    }
  });

  it("refuses below the minimum, above the batch's remaining, from an expired or unknown batch", () => {
    expect(transfer(batches, { batchId: 1, amount: 9, now: t0 })).toEqual({
      ok: false,
      reason: "amount_below_minimum",
      available: 40,
    });
    // Only that batch counts, not the whole balance.
    expect(transfer(batches, { batchId: 1, amount: 41, now: t0 })).toEqual({
      ok: false,
      reason: "insufficient_coins",
      available: 40,
    });
    expect(transfer(batches, { batchId: 2, amount: 10, now: at(20) })).toMatchObject({
      ok: false,
      reason: "batch_expired",
    });
    expect(transfer(batches, { batchId: 99, amount: 10, now: t0 })).toMatchObject({
      ok: false,
      reason: "batch_not_found",
    });
  });
});

describe("expire and batchUsage", () => {
  it("splits off expired batches and counts what they held", () => {
    const batches = [batch(1, 5, 10, 50), batch(2, 0, 5, 10), batch(3, 7, 30)];
    const result = expire(batches, at(10));
    expect(result.active.map((b) => b.id)).toEqual([3]);
    expect(result.expired.map((b) => b.id)).toEqual([1]);
    expect(result.expiredCoins).toBe(5);
  });

  it("gives the columns of a purchase row", () => {
    const b = batch(1, 15, 10, 50);
    expect(batchUsage(b, t0)).toEqual({ used: 35, expired: 0, remaining: 15 });
    expect(batchUsage(b, at(10))).toEqual({ used: 35, expired: 15, remaining: 0 });
  });
});

// ---------- the conservation property ----------

type Op =
  | { type: "buy"; user: number; amount: number; validDays: number }
  | { type: "spend"; user: number; amount: number }
  | { type: "transfer"; from: number; to: number; pick: number; amount: number }
  | { type: "advance"; days: number }
  | { type: "expire"; user: number };

const USERS = 3;
const user = fc.integer({ min: 0, max: USERS - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant("buy" as const),
    user,
    amount: fc.integer({ min: 1, max: 500 }),
    validDays: fc.integer({ min: 1, max: 365 }),
  }),
  fc.record({ type: fc.constant("spend" as const), user, amount: fc.integer({ min: 1, max: 300 }) }),
  fc.record({
    type: fc.constant("transfer" as const),
    from: user,
    to: user,
    pick: fc.nat(),
    amount: fc.integer({ min: 1, max: 300 }),
  }),
  fc.record({ type: fc.constant("advance" as const), days: fc.integer({ min: 0, max: 120 }) }),
  fc.record({ type: fc.constant("expire" as const), user }),
);

type Account = {
  batches: CoinBatch[];
  creditsIn: number;
  spent: number;
  transferredOut: number;
  expired: number;
};

describe("property: the ledger never loses or creates a coin", () => {
  it("holds for any sequence of buys, spends, transfers, clock moves and expiry sweeps", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let now = t0;
        let nextId = 1;
        let bought = 0;
        let transferredIn = 0;
        const accounts: Account[] = Array.from({ length: USERS }, () => ({
          batches: [],
          creditsIn: 0,
          spent: 0,
          transferredOut: 0,
          expired: 0,
        }));

        for (const o of ops) {
          if (o.type === "buy") {
            const a = accounts[o.user]!;
            a.batches.push({
              id: nextId++,
              amount: o.amount,
              remaining: o.amount,
              expiresAt: new Date(now.getTime() + o.validDays * DAY),
            });
            a.creditsIn += o.amount;
            bought += o.amount;
          } else if (o.type === "spend") {
            const a = accounts[o.user]!;
            const before = spendableBalance(a.batches, now);
            const result = spend(a.batches, o.amount, now);
            expect(result.ok).toBe(before >= o.amount);
            if (result.ok) {
              expect(result.allocations.reduce((s, x) => s + x.amount, 0)).toBe(o.amount);
              // Earliest expiry first, then the lower id: every batch still holding coins comes after the last one
              // used (stated here directly, not through compareSpendOrder).
              const lastUsed = result.batches.find((b) => b.id === result.allocations.at(-1)!.batchId)!;
              for (const b of result.batches) {
                if (isBatchActive(b, now) && b.remaining > 0 && b.id !== lastUsed.id) {
                  const [mine, last] = [b.expiresAt.getTime(), lastUsed.expiresAt.getTime()];
                  expect(mine > last || (mine === last && b.id > lastUsed.id)).toBe(true);
                }
              }
              a.batches = result.batches;
              a.spent += o.amount;
              expect(spendableBalance(a.batches, now)).toBe(before - o.amount);
            } else {
              expect(result.coinsRemaining).toBe(before);
            }
          } else if (o.type === "transfer") {
            if (o.from === o.to) continue; // not to oneself: the server refuses before the ledger
            const sender = accounts[o.from]!;
            if (sender.batches.length === 0) continue;
            const source = sender.batches[o.pick % sender.batches.length]!;
            const result = transfer(sender.batches, { batchId: source.id, amount: o.amount, now });
            if (!result.ok) {
              expect(!isBatchActive(source, now) || o.amount < 10 || o.amount > source.remaining).toBe(true);
              continue;
            }
            expect(result.credit.expiresAt.getTime()).toBe(source.expiresAt.getTime());
            sender.batches = result.batches;
            sender.transferredOut += o.amount;
            const recipient = accounts[o.to]!;
            recipient.batches.push({
              id: nextId++,
              amount: result.credit.amount,
              remaining: result.credit.amount,
              expiresAt: result.credit.expiresAt,
            });
            recipient.creditsIn += o.amount;
            transferredIn += o.amount;
          } else if (o.type === "advance") {
            now = new Date(now.getTime() + o.days * DAY);
          } else {
            const a = accounts[o.user]!;
            const result = expire(a.batches, now);
            a.batches = result.active;
            a.expired += result.expiredCoins;
          }

          // After every step: nothing negative, nothing above its amount, every account balances…
          for (const a of accounts) {
            for (const b of a.batches) {
              expect(b.remaining).toBeGreaterThanOrEqual(0);
              expect(b.remaining).toBeLessThanOrEqual(b.amount);
            }
            const held = a.batches.reduce((s, b) => s + b.remaining, 0);
            expect(a.creditsIn).toBe(held + a.spent + a.transferredOut + a.expired);
          }
          // …and the whole system: coins bought = held + spent + expired (transfers only move them).
          const held = accounts.reduce((s, a) => s + a.batches.reduce((t, b) => t + b.remaining, 0), 0);
          const spent = accounts.reduce((s, a) => s + a.spent, 0);
          const expired = accounts.reduce((s, a) => s + a.expired, 0);
          const out = accounts.reduce((s, a) => s + a.transferredOut, 0);
          expect(out).toBe(transferredIn);
          expect(bought).toBe(held + spent + expired);
        }
      }),
      { numRuns: 300 },
    );
  });
});
