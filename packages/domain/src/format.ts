// Display formatting for rupiah and dates, in Indonesian. Month names are spelled out here rather than taken
// from Intl so output is identical on every runtime (small-ICU builds, older browsers).
import { DEFAULT_TIME_ZONE } from "./constants";
import { type CalendarDate, isValidCalendarDate, zonedParts } from "./zoned-time";

export type { CalendarDate } from "./zoned-time";

export const MONTH_NAMES = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
] as const;

/** Indonesian zone abbreviations; other zones are shown by their IANA name. */
const TIME_ZONE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  "Asia/Jakarta": "WIB",
  "Asia/Pontianak": "WIB",
  "Asia/Makassar": "WITA",
  "Asia/Ujung_Pandang": "WITA",
  "Asia/Jayapura": "WIT",
};

/** Groups digits with dots, id-ID style: 1234567 → "1.234.567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** Integer rupiah: 40000 → "Rp 40.000", -5000 → "-Rp 5.000". Fractions are rounded half away from zero. */
export function formatRupiah(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a rupiah amount: ${value}`);
  const rounded = Math.round(Math.abs(value));
  const sign = value < 0 && rounded !== 0 ? "-" : "";
  return `${sign}Rp ${groupThousands(rounded.toString())}`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toInstant(value: string | Date): Date {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

// A bare "yyyy-MM-dd" is a calendar date, not an instant: it reads the same in every zone.
function calendarDateOf(value: string | Date, timeZone: string): CalendarDate {
  if (typeof value === "string") {
    const m = DATE_ONLY.exec(value);
    if (m) {
      const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
      if (!isValidCalendarDate(date)) throw new RangeError(`Invalid date: ${value}`);
      return date;
    }
  }
  return zonedParts(toInstant(value), timeZone);
}

function longDate({ year, month, day }: CalendarDate): string {
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** "21 November 2026". An ISO instant is read in `timeZone`; a bare "yyyy-MM-dd" is taken as is. */
export function formatDate(value: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return longDate(calendarDateOf(value, timeZone));
}

export function timeZoneLabel(timeZone: string): string {
  return TIME_ZONE_ABBREVIATIONS[timeZone] ?? timeZone;
}

const pad2 = (n: number): string => n.toString().padStart(2, "0");

/** "21 November 2026, 14.30 WIB" (24-hour clock, id-ID dot separator). */
export function formatDateTime(value: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(toInstant(value), timeZone);
  return `${longDate(p)}, ${pad2(p.hour)}.${pad2(p.minute)} ${timeZoneLabel(timeZone)}`;
}

/** "dd-MM-yyyy", the format of repost schedule end dates. A Date is read in `timeZone`. */
export function formatDayMonthYear(value: Date | CalendarDate, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = value instanceof Date ? zonedParts(toInstant(value), timeZone) : value;
  if (!isValidCalendarDate({ year, month, day }) || year < 0 || year > 9999) {
    throw new RangeError(`Invalid calendar date: ${year}-${month}-${day}`);
  }
  return `${pad2(day)}-${pad2(month)}-${year.toString().padStart(4, "0")}`;
}

const DAY_MONTH_YEAR = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Strict "dd-MM-yyyy" → calendar date; null for any other shape or an impossible date (31-02-2026). */
export function parseDayMonthYear(text: string): CalendarDate | null {
  const m = DAY_MONTH_YEAR.exec(text);
  if (!m) return null;
  const date = { year: Number(m[3]), month: Number(m[2]), day: Number(m[1]) };
  return isValidCalendarDate(date) ? date : null;
}
