// Featured agents (docs/product/promotion.md#featured-agent): slots per area (district) and calendar month in WIB,
// bought for the current month and up to 11 months ahead, at most FEATURED_AGENT_CAPACITY agents per area and month.
import { DEFAULT_TIME_ZONE } from "./constants";
import { MONTH_NAMES } from "./format";
import { proratedPrice } from "./period-price";
import { zonedParts } from "./zoned-time";

export const FEATURED_AGENT_CAPACITY = 5;
/** The current month and the 11 after it. */
export const FEATURED_AGENT_MONTHS_AHEAD = 12;

export type YearMonth = { year: number; month: number };

/** Months since year 0: makes month comparisons and arithmetic plain integer work. */
export function monthIndex({ year, month }: YearMonth): number {
  return year * 12 + (month - 1);
}

function fromMonthIndex(index: number): YearMonth {
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

export function addMonths(ym: YearMonth, months: number): YearMonth {
  return fromMonthIndex(monthIndex(ym) + months);
}

/** The calendar month that `now` falls in, in WIB (a featured month starts and ends at midnight in Jakarta). */
export function currentMonth(now: Date, timeZone: string = DEFAULT_TIME_ZONE): YearMonth {
  const { year, month } = zonedParts(now, timeZone);
  return { year, month };
}

/** The months that can be bought at `now`: the current one and the next 11, across a year end. */
export function purchasableMonths(now: Date): YearMonth[] {
  const first = currentMonth(now);
  return Array.from({ length: FEATURED_AGENT_MONTHS_AHEAD }, (_, i) => addMonths(first, i));
}

export function isPurchasableMonth(ym: YearMonth, now: Date): boolean {
  const offset = monthIndex(ym) - monthIndex(currentMonth(now));
  return (
    Number.isInteger(ym.month) && ym.month >= 1 && ym.month <= 12 && offset >= 0 && offset < FEATURED_AGENT_MONTHS_AHEAD
  );
}

/** "Januari" … "Desember". */
export function monthName(month: number): string {
  const name = MONTH_NAMES[month - 1];
  if (name === undefined) throw new RangeError(`Bad month ${month}`);
  return name;
}

/** "Januari 2027". */
export function monthLabel(ym: YearMonth): string {
  return `${monthName(ym.month)} ${ym.year}`;
}

export function placesLeft(sold: number, capacity: number = FEATURED_AGENT_CAPACITY): number {
  return Math.max(0, capacity - sold);
}

/** 28 to 31. */
export function daysInMonth({ year, month }: YearMonth): number {
  // Day 0 of the next month is this month's last day; setUTCFullYear keeps years 0–99 as they are.
  const d = new Date(0);
  d.setUTCFullYear(year, month, 0);
  return d.getUTCDate();
}

/**
 * Whole WIB calendar days of month `ym` that are left at `now`, today included (ADR 0051): every day for a month
 * not yet begun, 1 on the current month's last day. A month already over has none to sell: asking is a bug.
 */
export function monthDaysLeft(ym: YearMonth, now: Date): number {
  const today = zonedParts(now, DEFAULT_TIME_ZONE);
  const offset = monthIndex(ym) - monthIndex(today);
  if (offset < 0) throw new RangeError(`monthDaysLeft: ${monthLabel(ym)} is over`);
  return offset > 0 ? daysInMonth(ym) : daysInMonth(ym) - today.day + 1;
}

/** One month's coins with `daysLeft` of its `monthDays` days left: ceil(full price × days left / days) (ADR 0051). */
export function featuredMonthPrice(fullPrice: number, daysLeft: number, monthDays: number): number {
  return proratedPrice(fullPrice, daysLeft, monthDays);
}

/** Coins for the months bought at `now`: the current month by its days left, a later one in full. */
export function featuredCost(months: readonly YearMonth[], fullPrice: number, now: Date): number {
  return months.reduce((sum, ym) => sum + featuredMonthPrice(fullPrice, monthDaysLeft(ym, now), daysInMonth(ym)), 0);
}

/** The distinct months of a request, in calendar order (a month asked twice is bought once). */
export function distinctMonths(months: readonly YearMonth[]): YearMonth[] {
  return [...new Set(months.map(monthIndex))].sort((a, b) => a - b).map(fromMonthIndex);
}

/** Days since 1970-01-01 of `now`'s calendar day in WIB: the rotation turns once a day at midnight in Jakarta. */
export function rotationDay(now: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  const { year, month, day } = zonedParts(now, timeZone);
  return Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
}

/**
 * The fair order of an area-month's featured agents (ADR 0033): the agents in a stable order (by purchase) turn
 * by one place each day, so over any n consecutive days each of n agents leads exactly once and every agent
 * keeps its neighbours. Deterministic per day, so a page may be cached for the day and search engines see one order.
 */
export function rotateFeatured<T>(agents: readonly T[], day: number): T[] {
  const n = agents.length;
  if (n === 0) return [];
  const shift = ((day % n) + n) % n;
  return [...agents.slice(shift), ...agents.slice(0, shift)];
}
