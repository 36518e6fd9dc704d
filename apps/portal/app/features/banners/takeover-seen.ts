// The takeover banner shows at most once a day per agent (docs/product/promotion.md#banners): the browser remembers,
// per agent, the WIB day it last showed. A day is Jakarta's, whatever the device's own zone.
const wibDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" });

export const takeoverSeenKey = (agentId: number) => `griya.takeover-seen.${agentId}`;

/** "2026-11-25": the WIB calendar day of `now`. */
export function wibDayOf(now: Date): string {
  return wibDay.format(now);
}

/** Storage may be missing or refused (private mode): then the takeover counts as seen, never as nagging. */
export function takeoverSeenToday(storage: Pick<Storage, "getItem"> | undefined, agentId: number, now: Date): boolean {
  try {
    return !storage || storage.getItem(takeoverSeenKey(agentId)) === wibDayOf(now);
  } catch {
    return true;
  }
}

export function markTakeoverSeen(storage: Pick<Storage, "setItem"> | undefined, agentId: number, now: Date): void {
  try {
    storage?.setItem(takeoverSeenKey(agentId), wibDayOf(now));
  } catch {
    // Full or refused storage: the banner may show once more, which is harmless.
  }
}
