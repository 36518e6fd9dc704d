import type { components } from "@griya/api-client/schema";
import { asc, eq, sql } from "drizzle-orm";
import type { MembershipType } from "@griya/domain/membership";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { memberships, membershipTiers, users } from "../../platform/db/schema.js";
import { sqlNow } from "../../platform/db/sql-now.js";

export type TierRow = {
  code: MembershipType;
  /** One of the names the contract knows (membership_tiers holds the four seeded tiers). */
  display_name: NonNullable<components["schemas"]["Product"]["display_name"]>;
  duration_days: number;
  listing_slots: number;
  bonus_coins: number;
  price: number;
};

export type MembershipTerm = { id: number; tier: MembershipType; startedAt: Date; expiresAt: Date };

export async function loadTiers(db: AppDb): Promise<Map<MembershipType, TierRow>> {
  const rows = await db.select().from(membershipTiers);
  return new Map(
    rows.map((t) => [
      t.code as MembershipType,
      {
        code: t.code as MembershipType,
        display_name: t.displayName as TierRow["display_name"],
        duration_days: t.durationDays,
        listing_slots: t.listingSlots,
        bonus_coins: t.bonusCoins,
        price: t.price,
      },
    ]),
  );
}

/** Every term of the agent, oldest first. */
export async function loadTerms(db: AppDb, userId: number): Promise<MembershipTerm[]> {
  const rows = await db
    .select({
      id: memberships.id,
      tier: memberships.tier,
      startedAt: memberships.startedAt,
      expiresAt: memberships.expiresAt,
    })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.startedAt), asc(memberships.id));
  return rows.map((r) => ({ ...r, tier: r.tier as MembershipType }));
}

/** Locks the agent's row until the transaction ends, so two memberships delivered at once chain their terms. */
export async function lockMember(tx: AppDb, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export async function insertTerm(
  tx: AppDb,
  t: {
    userId: number;
    tier: MembershipType;
    startedAt: Date;
    expiresAt: Date;
    orderId: number;
    source: "PURCHASE" | "RENEWAL" | "UPGRADE";
  },
): Promise<void> {
  await tx.insert(memberships).values(t);
}

export async function moveTerm(tx: AppDb, termId: number, startedAt: Date, expiresAt: Date): Promise<void> {
  await tx.update(memberships).set({ startedAt, expiresAt }).where(eq(memberships.id, termId));
}

export async function endTerm(tx: AppDb, termId: number, expiresAt: Date): Promise<void> {
  await tx.update(memberships).set({ expiresAt }).where(eq(memberships.id, termId));
}

/**
 * Whether the agent already had a membership bought with money, apart from order `orderId`: a paid tier whose
 * order line cost more than Rp 0 (a term without an order, seeded or granted by hand, counts as paid).
 */
export async function hadPaidMembership(tx: AppDb, userId: number, orderId: number): Promise<boolean> {
  const rows = await rowsOf(
    tx,
    v.object({ paid: v.boolean() }),
    sql`
    SELECT EXISTS (
      SELECT 1 FROM memberships m
      WHERE m.user_id = ${userId} AND m.tier <> 'TRIAL' AND m.order_id IS DISTINCT FROM ${orderId}::int
        AND (m.order_id IS NULL OR EXISTS (SELECT 1 FROM order_lines ol WHERE ol.order_id = m.order_id
          AND ol.kind IN ('MEMBERSHIP_NEW', 'MEMBERSHIP_RENEWAL', 'MEMBERSHIP_UPGRADE') AND ol.line_total - ol.discount > 0))
    ) AS paid`,
  );
  return rows[0]!.paid;
}

/**
 * Whether a renewal is queued (a term that starts later) and whether a paid tier is priced above the tier of the
 * agent's current term (the started term in force, else the one that ended last).
 */
export async function readActionFacts(db: AppDb, userId: number): Promise<{ queued: boolean; higher: boolean }> {
  const rows = await rowsOf(
    db,
    v.object({ queued: v.boolean(), higher: v.boolean() }),
    sql`
    SELECT
      EXISTS (SELECT 1 FROM memberships WHERE user_id = ${userId}::int AND started_at > ${sqlNow()}) AS queued,
      EXISTS (SELECT 1 FROM membership_tiers t
        WHERE t.code <> 'TRIAL' AND t.price > (
          SELECT ct.price FROM memberships m JOIN membership_tiers ct ON ct.code = m.tier
          WHERE m.user_id = ${userId}::int AND m.started_at <= ${sqlNow()}
          ORDER BY (m.expires_at > ${sqlNow()}) DESC, m.expires_at DESC LIMIT 1)) AS higher`,
  );
  return rows[0]!;
}
