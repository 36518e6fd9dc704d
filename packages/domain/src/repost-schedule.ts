// Scheduled repost: weekly (day, time) slots read in the agent's time zone, up to and including an end date.
// docs/product/time-and-money.md#formats: day_of_the_week 1 = Senin … 7 = Minggu, time "HH:mm" on 30-minute steps,
// expired_at dd-MM-yyyy.
import { DEFAULT_TIME_ZONE } from "./constants";
import { formatDayMonthYear, parseDayMonthYear } from "./format";
import {
  type CalendarDate,
  addDays,
  assertTimeZone,
  compareCalendarDates,
  zonedParts,
  zonedTimeToInstant,
} from "./zoned-time";

export const DAYS_OF_WEEK = [
  { value: 1, label: "Senin" },
  { value: 2, label: "Selasa" },
  { value: 3, label: "Rabu" },
  { value: 4, label: "Kamis" },
  { value: 5, label: "Jumat" },
  { value: 6, label: "Sabtu" },
  { value: 7, label: "Minggu" },
] as const;

export type DayOfWeek = (typeof DAYS_OF_WEEK)[number]["value"];
export type DayName = (typeof DAYS_OF_WEEK)[number]["label"];

export const SLOT_MINUTES = 30;

/** "00:00", "00:30", … "23:30" (48 slots). */
export const TIME_SLOTS: readonly string[] = Array.from({ length: (24 * 60) / SLOT_MINUTES }, (_, i) => {
  const minutes = i * SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

const TIME_SLOT_SET = new Set(TIME_SLOTS);

export type RepostSchedule = {
  day_of_the_week: number;
  time: string;
  /** Last day (dd-MM-yyyy, inclusive) on which the slot runs; null or absent means no end. */
  expired_at?: string | null;
};

export function isValidDayOfWeek(value: unknown): value is DayOfWeek {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 7;
}

export function isValidTimeSlot(value: unknown): boolean {
  return typeof value === "string" && TIME_SLOT_SET.has(value);
}

/** "Senin" for 1 … "Minggu" for 7; undefined for anything else. */
export function dayName(day: number): DayName | undefined {
  return DAYS_OF_WEEK.find((d) => d.value === day)?.label;
}

/** The identity of a slot: two schedules of one listing may not share it. */
export function scheduleKey(day: number, time: string): string {
  return `${day}@${time}`;
}

/**
 * Indices of schedules whose (day, time) already appeared earlier in the list (the first occurrence is not
 * reported), e.g. to mark `schedules.3.time` as a duplicate.
 */
export function findDuplicateSlots(schedules: readonly Pick<RepostSchedule, "day_of_the_week" | "time">[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  schedules.forEach((s, index) => {
    const key = scheduleKey(s.day_of_the_week, s.time);
    if (seen.has(key)) duplicates.push(index);
    else seen.add(key);
  });
  return duplicates;
}

function parseEndDate(expiredAt: string): CalendarDate {
  const end = parseDayMonthYear(expiredAt);
  if (!end) throw new RangeError(`Invalid expired_at "${expiredAt}" (expected dd-MM-yyyy)`);
  return end;
}

/** True when the end date (dd-MM-yyyy) is a day before today in `timeZone`; today itself is not past. */
export function isEndDatePast(expiredAt: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  return compareCalendarDates(parseEndDate(expiredAt), zonedParts(now, timeZone)) < 0;
}

/**
 * The next instant strictly after `from` at which the slot occurs in `timeZone`, or null when that would be
 * after the end date. A time skipped by a daylight-saving jump runs at the shifted wall-clock time; a time
 * that occurs twice runs at the first. Throws RangeError for a malformed schedule (validate input first).
 */
export function nextRun(schedule: RepostSchedule, from: Date, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  const { day_of_the_week: day, time, expired_at } = schedule;
  if (!isValidDayOfWeek(day)) throw new RangeError(`Invalid day_of_the_week ${day}`);
  if (!isValidTimeSlot(time)) throw new RangeError(`Invalid time "${time}"`);
  assertTimeZone(timeZone);
  const end = expired_at ? parseEndDate(expired_at) : null;
  const [hour, minute] = time.split(":").map(Number) as [number, number];

  const today = zonedParts(from, timeZone);
  // The slot's day this week may already have passed by `from`; then next week's one is the answer.
  const first = addDays(today, (day - today.weekday + 7) % 7);
  for (const date of [first, addDays(first, 7)]) {
    if (end && compareCalendarDates(date, end) > 0) return null;
    const run = zonedTimeToInstant({ ...date, hour, minute }, timeZone);
    if (run.getTime() > from.getTime()) return run;
  }
  // Unreachable: next week's slot is always after `from`.
  throw new Error("nextRun: no slot found within two weeks");
}

const DAY_MS = 86_400_000;

function daysFrom(a: CalendarDate, b: CalendarDate): number {
  return (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS;
}

/**
 * How many more times the slot runs after `from`, up to and including its end date: the first run is the
 * job's own `nextRun`, then one a week. Null for a slot without an end date (it never stops counting).
 */
export function remainingRuns(
  schedule: RepostSchedule,
  from: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): number | null {
  if (!schedule.expired_at) return null;
  const first = nextRun(schedule, from, timeZone);
  if (!first) return 0;
  return Math.floor(daysFrom(zonedParts(first, timeZone), parseEndDate(schedule.expired_at)) / 7) + 1;
}

/**
 * The coins a schedule will spend until its end date if every run goes through: its remaining runs times the
 * price of one repost. Null when a slot has no end date.
 */
export function scheduleCoinCost(
  schedules: readonly RepostSchedule[],
  repostCoins: number,
  from: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): { runs: number; coins: number } | null {
  let runs = 0;
  for (const schedule of schedules) {
    const count = remainingRuns(schedule, from, timeZone);
    if (count === null) return null;
    runs += count;
  }
  return { runs, coins: runs * repostCoins };
}

/** A day that lists more slot times than this shows their span and count instead ("08:00–11:30 (8 kali)"). */
export const LABEL_MAX_LISTED_TIMES = 3;

function labelTimes(times: readonly string[]): string {
  if (times.length <= LABEL_MAX_LISTED_TIMES) return times.join(" & ");
  return `${times[0]}–${times.at(-1)} (${times.length} kali)`;
}

/**
 * A listing's live repost schedule in words for its card, e.g.
 * "Senin 08:00 & 19:30, Kamis 19:30 · s.d. 31-12-2026", or null without slots.
 * Days run Senin → Minggu, times ascending; consecutive days with the same times share a range
 * ("Senin–Jumat 08:00", all seven: "Setiap hari 08:00"). The end is the latest end date; a slot without one
 * leaves the end out. Pass only live slots (see isEndDatePast); times are the slots' own wall-clock times.
 * Throws RangeError for a malformed slot (validate input first).
 */
export function repostScheduleLabel(schedules: readonly RepostSchedule[]): string | null {
  if (schedules.length === 0) return null;
  const timesByDay = new Map<number, Set<string>>();
  let end: CalendarDate | null = null;
  let endless = false;
  for (const { day_of_the_week: day, time, expired_at } of schedules) {
    if (!isValidDayOfWeek(day)) throw new RangeError(`Invalid day_of_the_week ${day}`);
    if (!isValidTimeSlot(time)) throw new RangeError(`Invalid time "${time}"`);
    timesByDay.set(day, (timesByDay.get(day) ?? new Set<string>()).add(time));
    if (!expired_at) endless = true;
    else {
      const date = parseEndDate(expired_at);
      if (!end || compareCalendarDates(date, end) > 0) end = date;
    }
  }

  // Runs of consecutive days whose times are the same, in week order.
  const runs: { first: number; last: number; times: string[] }[] = [];
  for (const { value: day } of DAYS_OF_WEEK) {
    const slots = timesByDay.get(day);
    if (!slots) continue;
    const times = [...slots].sort();
    const previous = runs.at(-1);
    if (previous && previous.last === day - 1 && previous.times.join() === times.join()) previous.last = day;
    else runs.push({ first: day, last: day, times });
  }

  const parts = runs.map(({ first, last, times }) => {
    const days =
      first === 1 && last === 7
        ? "Setiap hari"
        : first === last
          ? dayName(first)
          : `${dayName(first)}–${dayName(last)}`;
    return `${days} ${labelTimes(times)}`;
  });
  const until = end && !endless ? ` · s.d. ${formatDayMonthYear(end)}` : "";
  return `${parts.join(", ")}${until}`;
}
