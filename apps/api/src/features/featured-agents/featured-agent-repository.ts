import { and, count, desc, eq, ilike, sql } from "drizzle-orm";
import { monthIndex, type YearMonth } from "@griya/domain/featured-agents";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { districts, featuredAgentSlots } from "../../platform/db/schema.js";
import { containsPattern } from "../coins/index.js";
import { isPublicAgent, publicAgentOffice, PublicAgentOffice } from "../profile/index.js";

export type Area = { id: string; name: string };

/** The area (district). `lock` takes the row lock that serialises its purchases (ADR 0033). */
export async function findArea(db: AppDb, areaId: string, lock = false): Promise<Area | undefined> {
  const query = db.select({ id: districts.id, name: districts.name }).from(districts).where(eq(districts.id, areaId));
  const [area] = lock ? await query.for("no key update") : await query;
  return area;
}

export const MonthTakenRow = v.object({ year: v.number(), month: v.number(), sold: v.number(), mine: v.boolean() });
export type MonthTakenRow = v.InferOutput<typeof MonthTakenRow>;

/** For each month of the area: places sold and whether `userId` holds one. Months nobody bought are absent. */
export function monthsTakenRows(
  db: AppDb,
  areaId: string,
  userId: number,
  months: readonly YearMonth[],
): Promise<MonthTakenRow[]> {
  const indexes = JSON.stringify(months.map(monthIndex));
  return rowsOf(
    db,
    MonthTakenRow,
    sql`
    SELECT year, month, count(*)::int AS sold, bool_or(user_id = ${userId}) AS mine
    FROM featured_agent_slots
    WHERE district_id = ${areaId}
      AND (year * 12 + month - 1) IN (SELECT json_array_elements_text(${indexes}::json)::int)
    GROUP BY year, month`,
  );
}

export type SlotRow = { uuid: string; areaId: string; area: string; year: number; month: number };

const slotColumns = {
  uuid: featuredAgentSlots.uuid,
  areaId: featuredAgentSlots.districtId,
  year: featuredAgentSlots.year,
  month: featuredAgentSlots.month,
};

/** The agent's places in the area for these months, paid by one coin usage. */
export async function insertFeaturedSlots(
  tx: AppDb,
  slots: { userId: number; area: Area; months: readonly YearMonth[]; coinUsageId: number },
): Promise<SlotRow[]> {
  const rows = await tx
    .insert(featuredAgentSlots)
    .values(
      slots.months.map((m) => ({
        userId: slots.userId,
        districtId: slots.area.id,
        year: m.year,
        month: m.month,
        coinUsageId: slots.coinUsageId,
      })),
    )
    .returning(slotColumns);
  return rows.map((r) => ({ ...r, area: slots.area.name }));
}

export const FeaturedAgentRow = v.object({
  id: v.number(),
  name: v.string(),
  avatar_path: v.nullable(v.string()),
  agent_office: PublicAgentOffice,
});
export type FeaturedAgentRow = v.InferOutput<typeof FeaturedAgentRow>;

/** The public agents holding a place in the area and month, first bought first. */
export function featuredAgentRows(db: AppDb, areaId: string, month: YearMonth): Promise<FeaturedAgentRow[]> {
  return rowsOf(
    db,
    FeaturedAgentRow,
    sql`
    SELECT u.id, u.name, u.avatar_path, ${publicAgentOffice} AS agent_office
    FROM featured_agent_slots s
      JOIN users u ON u.id = s.user_id
    WHERE s.district_id = ${areaId} AND s.year = ${month.year} AND s.month = ${month.month} AND ${isPublicAgent}
    ORDER BY s.created_at, s.id`,
  );
}

const AREA_ID = /^\d{2}\.\d{2}\.\d{2}$/;

/** A page of the agent's places, newest month first, and how many there are: those of the area `keyword` (an area id) or whose area's name contains it, or all without one. */
export async function findPurchasedSlots(
  db: AppDb,
  userId: number,
  keyword: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: SlotRow[] }> {
  const where = and(
    eq(featuredAgentSlots.userId, userId),
    keyword === undefined
      ? undefined
      : AREA_ID.test(keyword)
        ? eq(featuredAgentSlots.districtId, keyword)
        : ilike(districts.name, containsPattern(keyword)),
  );
  const inArea = eq(districts.id, featuredAgentSlots.districtId);
  const [counted] = await db.select({ n: count() }).from(featuredAgentSlots).innerJoin(districts, inArea).where(where);
  const rows = await db
    .select({ ...slotColumns, area: districts.name })
    .from(featuredAgentSlots)
    .innerJoin(districts, inArea)
    .where(where)
    .orderBy(desc(featuredAgentSlots.year), desc(featuredAgentSlots.month), districts.name, featuredAgentSlots.id)
    .limit(page.limit)
    .offset(page.offset);
  return { total: counted!.n, rows };
}
