// Midtrans writes times as "yyyy-MM-dd HH:mm:ss" in GMT+7 (WIB, no daylight saving) and reads custom_expiry
// order_time as "yyyy-MM-dd HH:mm:ss +0700".
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

export function formatJakartaTime(date: Date): string {
  return new Date(date.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
}

/** "2024-07-04 10:53:53" (WIB) → the instant; undefined when it is not that format. */
export function parseJakartaTime(text: string | undefined): Date | undefined {
  const m = text?.match(/^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s) - WIB_OFFSET_MS;
  return Number.isFinite(ms) ? new Date(ms) : undefined;
}
