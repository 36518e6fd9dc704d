// Instants on Jakarta's wall clock for tests that fake the clock. They lie a little ahead of the real today, so a
// faked clock stays inside the lifetime of what was made on the real one (memberships, coin batches) on either
// database (PGlite reads the faked clock, a PostgreSQL server keeps its own).
const WIB_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** An instant from a WIB date (YYYY-MM-DD) and wall-clock time (HH:MM). */
export const wib = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);

/** The date `days` after `date` (YYYY-MM-DD). */
export const addIsoDays = (date: string, days: number) => isoDay(Date.parse(date) + days * DAY_MS);

/** The date of the first `weekday` (1 = Monday … 7 = Sunday) more than a week after today in WIB. */
export function comingWibWeekday(weekday: number, from = Date.now()): string {
  const today = Math.floor((from + WIB_OFFSET_MS) / DAY_MS) * DAY_MS;
  const todayWeekday = ((new Date(today).getUTCDay() + 6) % 7) + 1;
  return isoDay(today + (7 + ((weekday - todayWeekday + 7) % 7)) * DAY_MS);
}

/** The first month after the current one in WIB that has `days` days. */
export function comingMonthWithDays(days: number, from = Date.now()): { year: number; month: number } {
  const today = new Date(from + WIB_OFFSET_MS);
  for (let i = 1; ; i++) {
    const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + i + 1, 0));
    if (last.getUTCDate() === days) return { year: last.getUTCFullYear(), month: last.getUTCMonth() + 1 };
  }
}
