// A pure model of the coin ledger (docs/product/coins.md, ADR 0010): every credit is a batch
// with amount, remaining and expiry; spends take from unexpired batches, earliest expiry first; a transfer
// moves coins out of one batch into a new batch of the recipient with the same expiry; expired coins are
// never spent. The server keeps the ledger in SQL under row locks (apps/api/src/kernels/coins); its model-based test
// drives that ledger with random operations and checks every answer against this model (ADR 0022).
import { COIN_TRANSFER_MIN } from "./constants";

/** The batch's database id: ids grow with every credit, so the lower id is the older batch. */
export type BatchId = number;

export interface CoinBatch {
  id: BatchId;
  /** Coins credited; remaining only ever goes down from here. */
  amount: number;
  remaining: number;
  expiresAt: Date;
}

export interface CoinAllocation {
  batchId: BatchId;
  amount: number;
}

export type SpendResult =
  | { ok: true; allocations: CoinAllocation[]; batches: CoinBatch[] }
  | { ok: false; reason: "insufficient_coins"; coinsRemaining: number; requiredCoins: number };

export type TransferRefusal = "batch_not_found" | "batch_expired" | "amount_below_minimum" | "insufficient_coins";

export type TransferResult =
  | {
      ok: true;
      /** The sender's batches after the transfer. */
      batches: CoinBatch[];
      /** What to credit to the recipient: a new batch keeping the source batch's expiry. */
      credit: { amount: number; expiresAt: Date; sourceBatchId: BatchId };
    }
  | { ok: false; reason: TransferRefusal; available: number };

export interface ExpireResult {
  /** Batches still holding spendable coins. */
  active: CoinBatch[];
  /** Batches that had coins left when they expired (kept for the "expired" list). */
  expired: CoinBatch[];
  /** Coins lost to expiry in this sweep. */
  expiredCoins: number;
}

function assertCoins(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new RangeError(`${name} must be a positive integer, got ${value}`);
}

/** A batch can be spent from until the instant it expires. */
export function isBatchActive(batch: CoinBatch, now: Date): boolean {
  return batch.expiresAt.getTime() > now.getTime();
}

/** Coins that can be spent now (expired batches excluded). Frozen coins (no membership) are the caller's rule. */
export function spendableBalance(batches: readonly CoinBatch[], now: Date): number {
  return batches.reduce((sum, batch) => (isBatchActive(batch, now) ? sum + batch.remaining : sum), 0);
}

/**
 * Spend order: earliest expiry first, then the lower id (the older batch). The SQL ledger locks and spends in
 * exactly this order (ORDER BY expires_at, id), one order for everyone, so racing spends never deadlock.
 */
export function compareSpendOrder(a: CoinBatch, b: CoinBatch): number {
  return a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id;
}

/** Takes `amount` coins, earliest expiry first, or refuses without touching anything. */
export function spend(batches: readonly CoinBatch[], amount: number, now: Date): SpendResult {
  assertCoins("amount", amount);
  const available = spendableBalance(batches, now);
  if (available < amount)
    return { ok: false, reason: "insufficient_coins", coinsRemaining: available, requiredCoins: amount };

  const taken = new Map<BatchId, number>();
  const allocations: CoinAllocation[] = [];
  let left = amount;
  for (const batch of batches.filter((b) => isBatchActive(b, now) && b.remaining > 0).sort(compareSpendOrder)) {
    if (left === 0) break;
    const take = Math.min(left, batch.remaining);
    allocations.push({ batchId: batch.id, amount: take });
    taken.set(batch.id, take);
    left -= take;
  }
  const updated = batches.map((batch) =>
    taken.has(batch.id) ? { ...batch, remaining: batch.remaining - (taken.get(batch.id) ?? 0) } : batch,
  );
  return { ok: true, allocations, batches: updated };
}

/**
 * Moves `amount` coins out of one batch (user_coin_uuid). The recipient gets a new batch with the same expiry;
 * the sender's other batches are untouched. Recipient checks (registered, activated, not oneself) are the
 * server's.
 */
export function transfer(
  batches: readonly CoinBatch[],
  {
    batchId,
    amount,
    now,
    minAmount = COIN_TRANSFER_MIN,
  }: { batchId: BatchId; amount: number; now: Date; minAmount?: number },
): TransferResult {
  assertCoins("amount", amount);
  const source = batches.find((batch) => batch.id === batchId);
  if (!source) return { ok: false, reason: "batch_not_found", available: 0 };
  if (!isBatchActive(source, now)) return { ok: false, reason: "batch_expired", available: 0 };
  if (amount < minAmount) return { ok: false, reason: "amount_below_minimum", available: source.remaining };
  if (amount > source.remaining) return { ok: false, reason: "insufficient_coins", available: source.remaining };
  return {
    ok: true,
    batches: batches.map((batch) => (batch === source ? { ...batch, remaining: batch.remaining - amount } : batch)),
    credit: { amount, expiresAt: new Date(source.expiresAt.getTime()), sourceBatchId: source.id },
  };
}

/** Splits off the batches that have expired by `now` and counts the coins they still held. */
export function expire(batches: readonly CoinBatch[], now: Date): ExpireResult {
  const active: CoinBatch[] = [];
  const expired: CoinBatch[] = [];
  let expiredCoins = 0;
  for (const batch of batches) {
    if (isBatchActive(batch, now)) active.push(batch);
    else if (batch.remaining > 0) {
      expired.push(batch);
      expiredCoins += batch.remaining;
    }
  }
  return { active, expired, expiredCoins };
}

/** The columns of a /coin-purchase row: used (spent or sent), expired (left when it lapsed), remaining (usable). */
export function batchUsage(batch: CoinBatch, now: Date): { used: number; expired: number; remaining: number } {
  const active = isBatchActive(batch, now);
  return {
    used: batch.amount - batch.remaining,
    expired: active ? 0 : batch.remaining,
    remaining: active ? batch.remaining : 0,
  };
}
