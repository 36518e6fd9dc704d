import { describe, expect, it } from "vitest";
import { markTakeoverSeen, takeoverSeenKey, takeoverSeenToday, wibDayOf } from "./takeover-seen";

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe("takeover seen today", () => {
  it("counts days in WIB: 17:00 UTC starts the next day", () => {
    expect(wibDayOf(new Date("2026-11-24T16:59:59Z"))).toBe("2026-11-24");
    expect(wibDayOf(new Date("2026-11-24T17:00:00Z"))).toBe("2026-11-25");
  });

  it("is seen for the rest of the WIB day, per agent, and due again the next day", () => {
    const storage = memoryStorage();
    const morning = new Date("2026-11-25T01:00:00Z");
    expect(takeoverSeenToday(storage, 7, morning)).toBe(false);
    markTakeoverSeen(storage, 7, morning);
    expect(takeoverSeenToday(storage, 7, new Date("2026-11-25T16:59:00Z"))).toBe(true);
    expect(takeoverSeenToday(storage, 8, morning)).toBe(false);
    expect(takeoverSeenToday(storage, 7, new Date("2026-11-25T17:00:00Z"))).toBe(false);
    expect(storage.getItem(takeoverSeenKey(7))).toBe("2026-11-25");
  });

  it("never shows when the browser keeps nothing", () => {
    expect(takeoverSeenToday(undefined, 7, new Date())).toBe(true);
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(takeoverSeenToday(refusing, 7, new Date())).toBe(true);
  });
});
