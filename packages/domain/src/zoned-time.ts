// Wall-clock arithmetic in an IANA time zone on top of Intl (no date library, works in browser and server).
// Used by format.ts and repost-schedule.ts; public too, e.g. to validate the X-Timezone header.

export type CalendarDate = { year: number; month: number; day: number };

export type ZonedParts = CalendarDate & {
  hour: number;
  minute: number;
  second: number;
  /** ISO weekday: 1 = Monday (Senin) … 7 = Sunday (Minggu). */
  weekday: number;
};

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

const formatters = new Map<string, Intl.DateTimeFormat>();

// Constructing a DateTimeFormat is costly; one per zone is reused.
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      weekday: "short",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Throws RangeError for an unknown IANA zone name (a bug in the caller, not user input). */
export function assertTimeZone(timeZone: string): void {
  partsFormatter(timeZone);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  if (Number.isNaN(instant.getTime())) throw new RangeError("Invalid date");
  const out: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) out[part.type] = part.value;
  const weekday = WEEKDAYS[out.weekday ?? ""];
  if (weekday === undefined) throw new RangeError(`Unexpected weekday "${out.weekday}"`);
  return {
    year: Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    hour: Number(out.hour),
    minute: Number(out.minute),
    second: Number(out.second),
    weekday,
  };
}

function wallClockMs(p: CalendarDate & { hour: number; minute: number; second?: number }): number {
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not.
  const d = new Date(Date.UTC(2000, p.month - 1, p.day, p.hour, p.minute, p.second ?? 0));
  d.setUTCFullYear(p.year);
  return d.getTime();
}

/** Offset of the zone from UTC at an instant, in milliseconds (east positive). */
export function offsetMs(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockMs(zonedParts(new Date(whole), timeZone)) - whole;
}

const DAY_MS = 86_400_000;

/**
 * The instant at which the zone's clocks show the given wall-clock time. Follows Temporal's "compatible"
 * disambiguation: a time repeated when clocks go back takes the earlier instant; a time skipped when
 * clocks go forward is moved forward by the length of the gap.
 */
export function zonedTimeToInstant(
  local: CalendarDate & { hour: number; minute: number; second?: number },
  timeZone: string,
): Date {
  const wall = wallClockMs(local);
  const before = offsetMs(wall - DAY_MS, timeZone);
  const after = offsetMs(wall + DAY_MS, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((t) => wall - offsetMs(t, timeZone) === t)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? wall - before);
}

export function isValidCalendarDate({ year, month, day }: CalendarDate): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  const d = new Date(Date.UTC(2000, month, 0));
  d.setUTCFullYear(year, month, 0);
  return d.getUTCDate();
}

/** Adds days to a calendar date (no time zone involved). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(wallClockMs({ ...date, hour: 12, minute: 0 }) + days * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
