import { sql } from "drizzle-orm";
import { FEATURED_AGENT_CAPACITY, monthIndex, monthName, type YearMonth } from "@griya/domain/featured-agents";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { validationFailed } from "../../http/http-error.js";

const UNKNOWN_AREA = "Area tidak ditemukan. Pilih area dari daftar.";

export type Area = { id: string; name: string };

/** The area (district), or 470 on area_id. `lock` takes the row lock that serialises its purchases (ADR 0033). */
export async function findArea(db: AppDb, areaId: string, lock = false): Promise<Area> {
  const [area] = await rowsOf<Area>(
    db,
    sql`
    SELECT id, name FROM districts WHERE id = ${areaId} ${lock ? sql`FOR NO KEY UPDATE` : sql``}`,
  );
  if (!area) throw validationFailed({ area_id: [UNKNOWN_AREA] });
  return area;
}

export type MonthTaken = { sold: number; mine: boolean };

/** For each month of the area: places sold and whether `userId` holds one. Months nobody bought are absent. */
export async function monthsTaken(
  db: AppDb,
  areaId: string,
  userId: number,
  months: readonly YearMonth[],
): Promise<Map<number, MonthTaken>> {
  const indexes = JSON.stringify(months.map(monthIndex));
  const rows = await rowsOf<{ year: number; month: number; sold: number; mine: boolean }>(
    db,
    sql`
    SELECT year, month, count(*)::int AS sold, bool_or(user_id = ${userId}) AS mine
    FROM featured_agent_slots
    WHERE district_id = ${areaId}
      AND (year * 12 + month - 1) IN (SELECT json_array_elements_text(${indexes}::json)::int)
    GROUP BY year, month`,
  );
  return new Map(rows.map((r) => [monthIndex(r), { sold: r.sold, mine: r.mine }]));
}

export const isFull = (taken: MonthTaken | undefined) => (taken?.sold ?? 0) >= FEATURED_AGENT_CAPACITY;

export type SlotRow = { uuid: string; area_id: string; area: string; year: number; month: number };

export const presentSlot = (r: SlotRow) => ({
  uuid: r.uuid,
  area_id: r.area_id,
  area: r.area,
  month: r.month,
  month_name: monthName(r.month),
  year: r.year,
});
