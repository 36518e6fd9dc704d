// Recommended Listing slots (docs/product/promotion.md#recommended-listing): 7-day weeks starting on a Monday in WIB,
// at most RECOMMENDED_CAPACITY listings per area + property type + listing type per week. The current week may be
// bought until its Sunday; the horizon is the current week and the RECOMMENDED_WEEKS_AHEAD - 1 after it (12 weeks,
// about a quarter: far enough to plan a campaign, near enough that slots are not hoarded).
import { DEFAULT_TIME_ZONE } from "./constants";
import { proratedPrice } from "./period-price";
import { addDays, zonedParts, type CalendarDate } from "./zoned-time";

export const RECOMMENDED_CAPACITY = 3;
export const RECOMMENDED_WEEKS_AHEAD = 12;
const RECOMMENDED_WEEK_DAYS = 7;
/** Slots are counted in Indonesia's western time, whatever the agent's own zone. */
const RECOMMENDED_TIME_ZONE = DEFAULT_TIME_ZONE;

export type BoostStatus = "upcoming" | "running" | "ended";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const isoDate = (d: CalendarDate): string => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

function parseIsoDate(text: string): CalendarDate | undefined {
  const m = ISO_DATE.exec(text);
  if (!m) return undefined;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isoDate(addDays(date, 0)) === text ? date : undefined;
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
function weekdayOf(d: CalendarDate): number {
  return ((new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7) + 1;
}

/** Today's date in WIB. */
export function todayInWib(now: Date): string {
  return isoDate(zonedParts(now, RECOMMENDED_TIME_ZONE));
}

/** The Monday that starts the week of `date` (YYYY-MM-DD). */
export function mondayOf(date: string): string {
  const d = parseIsoDate(date);
  if (!d) throw new Error(`mondayOf: bad date ${date}`);
  return isoDate(addDays(d, 1 - weekdayOf(d)));
}

/** The week's last day (its Sunday). */
export function weekEnd(start: string): string {
  const d = parseIsoDate(start);
  if (!d) throw new Error(`weekEnd: bad date ${start}`);
  return isoDate(addDays(d, RECOMMENDED_WEEK_DAYS - 1));
}

/** The start dates an agent may buy now: this week's Monday (until its Sunday ends) and the weeks after it. */
export function purchasableWeeks(now: Date): string[] {
  const first = parseIsoDate(mondayOf(todayInWib(now)))!;
  return Array.from({ length: RECOMMENDED_WEEKS_AHEAD }, (_, i) => isoDate(addDays(first, i * RECOMMENDED_WEEK_DAYS)));
}

export function isPurchasableWeek(start: string, now: Date): boolean {
  return purchasableWeeks(now).includes(start);
}

/** Where a boost of the week starting `start` stands on `now`'s WIB date. */
export function boostStatus(start: string, now: Date): BoostStatus {
  const today = todayInWib(now);
  if (today < start) return "upcoming";
  return today <= weekEnd(start) ? "running" : "ended";
}

export function placesLeft(sold: number): number {
  return Math.max(0, RECOMMENDED_CAPACITY - sold);
}

/**
 * Whole WIB calendar days of the week starting `start` that are left at `now`, today included (ADR 0051): 7 for a
 * week not yet begun, 1 on its Sunday. A week already over has none to sell: asking is a bug.
 */
export function weekDaysLeft(start: string, now: Date): number {
  const today = todayInWib(now);
  if (today < start) return RECOMMENDED_WEEK_DAYS;
  const end = weekEnd(start);
  if (today > end) throw new RangeError(`weekDaysLeft: the week of ${start} is over`);
  return (Date.parse(end) - Date.parse(today)) / 86_400_000 + 1;
}

/** One week's coins with `daysLeft` of its 7 days left: ceil(full price × days left / 7) (ADR 0051). */
export function recommendedWeekPrice(fullPrice: number, daysLeft: number): number {
  return proratedPrice(fullPrice, daysLeft, RECOMMENDED_WEEK_DAYS);
}

/** Coins for the weeks starting `weeks` bought at `now`: the current week by its days left, the others in full. */
export function recommendedCost(weeks: readonly string[], fullPrice: number, now: Date): number {
  return weeks.reduce((sum, start) => sum + recommendedWeekPrice(fullPrice, weekDaysLeft(start, now)), 0);
}

/** What decides a slot (and where a boost may move): area, property type and listing type. */
export type BoostTarget = {
  userId: number;
  status: string;
  areaId: string | null;
  propertyTypeId: number | null;
  listingType: string;
};

/** A listing can be boosted when it is ACTIVE and has an area and a property type. */
export function canBoost(listing: BoostTarget): boolean {
  return listing.status === "ACTIVE" && listing.areaId !== null && listing.propertyTypeId !== null;
}

/** A boost may move to another ACTIVE listing of the same agent with the same area, property type and listing type. */
export function canMoveBoost(boost: Omit<BoostTarget, "status">, to: BoostTarget): boolean {
  return (
    canBoost(to) &&
    to.userId === boost.userId &&
    to.areaId === boost.areaId &&
    to.propertyTypeId === boost.propertyTypeId &&
    to.listingType === boost.listingType
  );
}
