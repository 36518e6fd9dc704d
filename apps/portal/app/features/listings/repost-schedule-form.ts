// The scheduled repost modal's form state: rows of (day, time) plus one end date shared by every row, checked
// with the domain rules before sending and mapped back from a 470 answer (`schedules.2.time`, …).
import type { components } from "@griya/api-client/schema";
import { fieldErrors } from "@griya/domain/auth-schemas";
import { DEFAULT_TIME_ZONE } from "@griya/domain/constants";
import { formatDayMonthYear, parseDayMonthYear } from "@griya/domain/format";
import { isValidDayOfWeek, isValidTimeSlot, scheduleCoinCost } from "@griya/domain/repost-schedule";
import { repostSchedulesSchema } from "@griya/domain/repost-schedule-schemas";
import { compareCalendarDates, isValidTimeZone } from "@griya/domain/zoned-time";
import * as v from "valibot";

export type RepostScheduleItem = components["schemas"]["RepostScheduleItem"];

/** One slot as the selects hold it: "" until chosen; `key` keeps React rows stable while rows come and go. */
export type ScheduleRow = { key: number; day: string; time: string };

export type ScheduleForm = { rows: ScheduleRow[]; endDate: string };

type RowErrors = { day?: string[]; time?: string[] };

export type ScheduleErrors = {
  /** By row index (the order the rows are sent in). */
  rows: Record<number, RowErrors>;
  endDate?: string[];
  /** Messages that belong to no row (e.g. the listing). */
  form?: string[];
};

/** The browser's IANA zone: the api-client sends it as X-Timezone, so the end date is judged in it too. */
export function clientTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * The form for a saved schedule. The modal edits one end date for every row; should saved rows carry
 * different ones, the latest is shown, so saving never ends a slot earlier than before. No schedule yet:
 * one empty row to fill in.
 */
export function scheduleFormOf(items: readonly RepostScheduleItem[]): ScheduleForm {
  if (items.length === 0) return { rows: [{ key: 0, day: "", time: "" }], endDate: "" };
  const rows = items.map((item, index) => ({ key: index, day: String(item.day_of_the_week), time: item.time }));
  const ends = items.map((item) => parseDayMonthYear(item.expired_at)).filter((end) => end !== null);
  const latest = ends.reduce<(typeof ends)[number] | undefined>(
    (best, end) => (best === undefined || compareCalendarDates(end, best) > 0 ? end : best),
    undefined,
  );
  return { rows, endDate: latest ? formatDayMonthYear(latest) : "" };
}

/**
 * docs/product/listings.md#scheduled-reposts with the domain schema the server runs too (same messages): day and time
 * required, day-and-time unique (reported on the later copy), end date required, dd-MM-yyyy and not before today in
 * `timeZone`. No rows is valid: saving it removes the schedule. Returns null when the form can be sent.
 */
export function validateScheduleForm(
  form: ScheduleForm,
  { now, timeZone }: { now: Date; timeZone: string },
): ScheduleErrors | null {
  // The selects' raw values: the schema tells an unchosen day ("") from a bad one.
  const candidates = form.rows.map((row) => ({ day_of_the_week: row.day, time: row.time, expired_at: form.endDate }));
  const parsed = v.safeParse(repostSchedulesSchema({ now, timeZone }), candidates);
  if (parsed.success) return null;
  const byIndex = fieldErrors(parsed.issues);
  return scheduleErrorsOf(
    Object.fromEntries(Object.entries(byIndex).map(([path, messages]) => [`schedules.${path}`, messages])),
  );
}

/** The body's `schedules`: every row with the shared end date (docs/product/time-and-money.md#formats). */
export function scheduleItemsOf(form: ScheduleForm): RepostScheduleItem[] {
  const expiredAt = form.endDate.trim();
  return form.rows.map((row) => ({ day_of_the_week: Number(row.day), time: row.time, expired_at: expiredAt }));
}

const ROW_FIELD = /^schedules\.(\d+)(?:\.(day_of_the_week|time|expired_at))?$/;

/**
 * A 470 errors map on the form: `schedules.N.day_of_the_week` / `.time` on row N, `schedules.N` on its time,
 * `schedules.N.expired_at` on the shared end date; anything else (the list itself, the listing) above the rows.
 */
export function scheduleErrorsOf(answer: Readonly<Record<string, readonly string[]>>): ScheduleErrors {
  const errors: ScheduleErrors = { rows: {} };
  const unique = (list: string[] | undefined, more: readonly string[]) => [...new Set([...(list ?? []), ...more])];
  for (const [field, messages] of Object.entries(answer)) {
    const match = ROW_FIELD.exec(field);
    if (!match) {
      errors.form = unique(errors.form, messages);
      continue;
    }
    const index = Number(match[1]);
    const name = match[2];
    if (name === "expired_at") {
      errors.endDate = unique(errors.endDate, messages);
      continue;
    }
    const key: keyof RowErrors = name === "day_of_the_week" ? "day" : "time";
    const row = (errors.rows[index] ??= {});
    row[key] = unique(row[key], messages);
  }
  return errors;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date picker's value (yyyy-mm-dd) for the form's dd-mm-yyyy end date; "" when it is not a date. */
export function pickerValueOf(endDate: string): string {
  const date = parseDayMonthYear(endDate.trim());
  if (!date) return "";
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** The form's dd-mm-yyyy end date (the API's format) for the date picker's yyyy-mm-dd; "" when cleared. */
export function endDateOfPicker(value: string): string {
  const match = ISO_DATE.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : "";
}

/**
 * What the schedule will cost until its end date (the rows with a day and a time, at the repost price), or
 * null while there is no such row or no valid end date yet.
 */
export function scheduleCostOf(
  form: ScheduleForm,
  repostCoins: number,
  { now, timeZone }: { now: Date; timeZone: string },
): { runs: number; coins: number } | null {
  const endDate = form.endDate.trim();
  if (!parseDayMonthYear(endDate)) return null;
  const slots = form.rows
    .map((row) => ({ day_of_the_week: Number(row.day), time: row.time, expired_at: endDate }))
    .filter((slot) => isValidDayOfWeek(slot.day_of_the_week) && isValidTimeSlot(slot.time));
  const unique = [...new Map(slots.map((slot) => [`${slot.day_of_the_week}@${slot.time}`, slot])).values()];
  if (unique.length === 0) return null;
  return scheduleCoinCost(unique, repostCoins, now, timeZone);
}
