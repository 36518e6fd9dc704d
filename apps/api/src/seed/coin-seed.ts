import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../platform/db/client.js";
import { rowsOf } from "../platform/db/rows-of.js";
import { demoCoinBatches, demoCoinTransfers, demoCoinUsages } from "./coin-seed-data.js";
import { clock } from "../platform/clock.js";

const DAY_MS = 86_400_000;

/**
 * Demo coin batches, spends and transfers for the demo agents, written as the ledger would have written them
 * (allocations, remaining, transfer batches keeping the sender's expiry). Runs only while no demo agent has a
 * coin batch yet, so a second run adds nothing and real activity is never overwritten.
 */
export async function seedCoinDemo(db: AppDb, now = clock.now()): Promise<void> {
  const emails = [...new Set(demoCoinBatches.map((b) => b.email))];
  const users = await rowsOf(
    db,
    v.object({
      id: v.number(),
      email: v.string(),
      has_coins: v.boolean(),
      membership_expires_at: v.nullable(v.string()),
    }),
    sql`
    SELECT u.id, lower(u.email) AS email,
      EXISTS (SELECT 1 FROM coin_batches b WHERE b.user_id = u.id) AS has_coins,
      (SELECT max(m.expires_at) FROM memberships m WHERE m.user_id = u.id) AS membership_expires_at
    FROM users u WHERE lower(u.email) IN (SELECT json_array_elements_text(${JSON.stringify(emails)}::json))`,
  );
  if (users.length === 0 || users.some((u) => u.has_coins)) return;
  const userByEmail = new Map(users.map((u) => [u.email, u]));
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);

  await db.transaction(async (txn) => {
    const tx = txn;
    const batches = new Map<string, { id: number; userId: number; remaining: number; expiresAt: Date }>();
    for (const b of demoCoinBatches) {
      const user = userByEmail.get(b.email);
      if (!user) continue;
      const creditedAt = at(b.creditedDaysAgo);
      const expiresAt =
        b.validDays !== undefined
          ? new Date(creditedAt.getTime() + b.validDays * DAY_MS)
          : user.membership_expires_at
            ? new Date(user.membership_expires_at)
            : null;
      if (!expiresAt || expiresAt <= creditedAt) continue;
      const [row] = await rowsOf(
        tx,
        v.object({ id: v.number() }),
        sql`
        INSERT INTO coin_batches (user_id, source, product_name, amount, remaining, credited_at, expires_at)
        VALUES (${user.id}, ${b.source}, ${b.productName}, ${b.amount}, ${b.amount}, ${creditedAt}, ${expiresAt})
        RETURNING id`,
      );
      batches.set(b.key, { id: row!.id, userId: user.id, remaining: b.amount, expiresAt });
    }
    // Spends and transfers in time order, each taking from its batch as the ledger would have then.
    const events = [
      ...demoCoinUsages.map((u) => ({ kind: "usage" as const, daysAgo: u.daysAgo, u })),
      ...demoCoinTransfers.map((t) => ({ kind: "transfer" as const, daysAgo: t.daysAgo, t })),
    ].sort((a, b) => b.daysAgo - a.daysAgo);
    for (const e of events) {
      if (e.kind === "usage") {
        const batch = batches.get(e.u.batch);
        if (!batch || batch.remaining < e.u.amount) continue;
        // coin_prices is the catalogue's; a spend on an activity it does not know yet is left out.
        const [usage] = await rowsOf(
          tx,
          v.object({ id: v.number() }),
          sql`
          INSERT INTO coin_usages (user_id, activity, listing_uuid, listing_name, listing_number, amount, created_at)
          SELECT ${batch.userId}, activity, gen_random_uuid(), ${e.u.listingName}, ${e.u.listingNumber}, ${e.u.amount},
            ${at(e.u.daysAgo)}
          FROM coin_prices WHERE activity = ${e.u.activity}
          RETURNING id`,
        );
        if (!usage) continue;
        await tx.execute(
          sql`INSERT INTO coin_usage_allocations (usage_id, batch_id, amount) VALUES (${usage.id}, ${batch.id}, ${e.u.amount})`,
        );
        await tx.execute(sql`UPDATE coin_batches SET remaining = remaining - ${e.u.amount} WHERE id = ${batch.id}`);
        batch.remaining -= e.u.amount;
      } else {
        const source = batches.get(e.t.fromBatch);
        const recipient = userByEmail.get(e.t.toEmail);
        if (!source || !recipient || source.remaining < e.t.amount) continue;
        const when = at(e.t.daysAgo);
        const [sender] = await rowsOf(
          tx,
          v.object({ name: v.string() }),
          sql`SELECT name FROM users WHERE id = ${source.userId}`,
        );
        const [incoming] = await rowsOf(
          tx,
          v.object({ id: v.number() }),
          sql`
          INSERT INTO coin_batches (user_id, source, product_name, amount, remaining, credited_at, expires_at, source_batch_id)
          VALUES (${recipient.id}, 'TRANSFER_IN', ${`Transfer dari ${sender!.name}`}, ${e.t.amount}, ${e.t.amount}, ${when},
            ${source.expiresAt}, ${source.id})
          RETURNING id`,
        );
        await tx.execute(sql`UPDATE coin_batches SET remaining = remaining - ${e.t.amount} WHERE id = ${source.id}`);
        source.remaining -= e.t.amount;
        await tx.execute(sql`
          INSERT INTO coin_transfers (reference_number, sender_user_id, recipient_user_id, source_batch_id, recipient_batch_id,
            amount, notes, created_at)
          VALUES ('TRF-' || to_char(${when}::timestamptz AT TIME ZONE 'Asia/Jakarta', 'YYYYMMDD') || '-'
              || lpad(nextval('coin_transfer_number_seq')::text, 6, '0'),
            ${source.userId}, ${recipient.id}, ${source.id}, ${incoming!.id}, ${e.t.amount}, ${e.t.notes}, ${when})`);
        batches.set(e.t.key, {
          id: incoming!.id,
          userId: recipient.id,
          remaining: e.t.amount,
          expiresAt: source.expiresAt,
        });
      }
    }
  });
}
