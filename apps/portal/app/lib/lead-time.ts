// When a lead arrived and how long it waited, as an agent reads it: "5 menit lalu", "kemarin, 14.30 WIB",
// "menunggu 2 jam 5 menit". Calendar words ("kemarin") follow the WIB day, like every date the portal shows.
import { DEFAULT_TIME_ZONE } from "@griya/domain/constants";
import { formatDate, formatDateTime } from "@griya/domain/format";

const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;
const RECENT_HOURS = 6;

const wibDay = new Intl.DateTimeFormat("en-CA", { timeZone: DEFAULT_TIME_ZONE });
const wibClock = new Intl.DateTimeFormat("id-ID", {
  timeZone: DEFAULT_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Days between two WIB calendar dates (0 = the same WIB day). */
function wibDaysBetween(from: Date, to: Date): number {
  const day = (date: Date) => Date.parse(`${wibDay.format(date)}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / (DAY_MINUTES * MINUTE_MS));
}

/** Whole minutes from `from` to `now` (0 when `from` is in the future, e.g. a clock a little ahead). */
export function minutesSince(from: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(from)) / MINUTE_MS));
}

/** A duration in words: "kurang dari 1 menit", "5 menit", "2 jam 5 menit", "3 hari 4 jam". */
export function durationText(minutes: number): string {
  if (minutes < 1) return "kurang dari 1 menit";
  if (minutes < HOUR_MINUTES) return `${minutes} menit`;
  if (minutes < DAY_MINUTES) {
    const hours = Math.floor(minutes / HOUR_MINUTES);
    const rest = minutes % HOUR_MINUTES;
    return rest === 0 ? `${hours} jam` : `${hours} jam ${rest} menit`;
  }
  const days = Math.floor(minutes / DAY_MINUTES);
  const hours = Math.floor((minutes % DAY_MINUTES) / HOUR_MINUTES);
  return hours === 0 ? `${days} hari` : `${days} hari ${hours} jam`;
}

/**
 * When something happened, relative to `now`: "baru saja", "5 menit lalu", "3 jam lalu" within the day; then
 * "kemarin, 14.30 WIB", "3 hari lalu" within the week, and the WIB date beyond that.
 */
export function relativeTime(at: string, now: number): string {
  const minutes = minutesSince(at, now);
  if (minutes < 1) return "baru saja";
  if (minutes < HOUR_MINUTES) return `${minutes} menit lalu`;
  const date = new Date(at);
  const days = wibDaysBetween(date, new Date(now));
  // A few hours ago reads better than "kemarin, 23.10 WIB" just after midnight.
  if (minutes < DAY_MINUTES && (days === 0 || minutes < RECENT_HOURS * HOUR_MINUTES)) {
    return `${Math.floor(minutes / HOUR_MINUTES)} jam lalu`;
  }
  if (days <= 1) return `kemarin, ${wibClock.format(date)} WIB`;
  if (days < 7) return `${days} hari lalu`;
  return formatDate(date);
}

/** The exact WIB time: "24 November 2026, 14.30 WIB". */
export function exactTime(at: string): string {
  return formatDateTime(at);
}
