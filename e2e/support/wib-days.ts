// Days left of the current promotion periods on Jakarta's wall clock (ADR 0051), counted here on their own so a
// journey checks the portal's numbers against the rule rather than against the same code.
const WIB_OFFSET_MS = 7 * 3_600_000;
const wibNow = () => new Date(Date.now() + WIB_OFFSET_MS);

/** Days left of this Monday–Sunday week, today included: 7 on Monday, 1 on Sunday. */
export function weekDaysLeftNow(): number {
  return 7 - ((wibNow().getUTCDay() + 6) % 7);
}

/** Days left of this calendar month, today included. */
export function monthDaysLeftNow(): number {
  const now = wibNow();
  const days = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
  return days - now.getUTCDate() + 1;
}

/** Days in this calendar month. */
export function monthDaysNow(): number {
  const now = wibNow();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
}
