import { FEATURED_AGENT_CAPACITY, monthIndex, monthName, type YearMonth } from "@griya/domain/featured-agents";
import type { AppDb } from "../../platform/db/client.js";
import { monthsTakenRows, type SlotRow } from "./featured-agent-repository.js";

export const UNKNOWN_AREA = "Area tidak ditemukan. Pilih area dari daftar.";

export type MonthTaken = { sold: number; mine: boolean };

/** For each month of the area: places sold and whether `userId` holds one. Months nobody bought are absent. */
export async function monthsTaken(
  db: AppDb,
  areaId: string,
  userId: number,
  months: readonly YearMonth[],
): Promise<Map<number, MonthTaken>> {
  const rows = await monthsTakenRows(db, areaId, userId, months);
  return new Map(rows.map((r) => [monthIndex(r), { sold: r.sold, mine: r.mine }]));
}

export const isFull = (taken: MonthTaken | undefined) => (taken?.sold ?? 0) >= FEATURED_AGENT_CAPACITY;

export const presentSlot = (r: SlotRow) => ({
  uuid: r.uuid,
  area_id: r.areaId,
  area: r.area,
  month: r.month,
  month_name: monthName(r.month),
  year: r.year,
});
