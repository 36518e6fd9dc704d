import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  compareCalendarDates,
  daysInMonth,
  isValidCalendarDate,
  isValidTimeZone,
  offsetMs,
  zonedParts,
  zonedTimeToInstant,
} from "./zoned-time";

describe("zonedParts", () => {
  it("reads wall-clock fields and the ISO weekday", () => {
    expect(zonedParts(new Date("2026-11-21T17:30:15Z"), "Asia/Jakarta")).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hour: 0,
      minute: 30,
      second: 15,
      weekday: 7,
    });
  });

  it("rejects an invalid date and an unknown zone", () => {
    expect(() => zonedParts(new Date(Number.NaN), "UTC")).toThrow(RangeError);
    expect(() => zonedParts(new Date(), "Nowhere/Land")).toThrow(RangeError);
    expect(isValidTimeZone("Asia/Jakarta")).toBe(true);
    expect(isValidTimeZone("Nowhere/Land")).toBe(false);
  });
});

describe("offsets", () => {
  it.each([
    ["Asia/Jakarta", "2026-06-01T00:00:00Z", 7],
    ["Asia/Makassar", "2026-06-01T00:00:00Z", 8],
    ["Asia/Jayapura", "2026-06-01T00:00:00Z", 9],
    ["Europe/London", "2026-01-01T00:00:00Z", 0],
    ["Europe/London", "2026-06-01T00:00:00Z", 1],
  ])("%s at %s is UTC%+d", (zone, at, hours) => {
    expect(offsetMs(Date.parse(at), zone)).toBe(hours * 3_600_000);
  });
});

describe("zonedTimeToInstant", () => {
  it("is the inverse of zonedParts for existing wall-clock times", () => {
    const zones = ["Asia/Jakarta", "Asia/Jayapura", "Europe/London", "America/New_York"];
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (date, zone) => {
          const instant = new Date(Math.floor(date.getTime() / 60_000) * 60_000);
          const parts = zonedParts(instant, zone);
          const back = zonedTimeToInstant(parts, zone);
          // A repeated hour maps back to its first occurrence, at most an hour earlier.
          expect(zonedParts(back, zone)).toEqual(parts);
          expect(instant.getTime() - back.getTime()).toBeGreaterThanOrEqual(0);
          expect(instant.getTime() - back.getTime()).toBeLessThanOrEqual(3_600_000);
        },
      ),
    );
  });

  it("handles years before 100", () => {
    expect(zonedTimeToInstant({ year: 50, month: 1, day: 1, hour: 0, minute: 0 }, "UTC").getUTCFullYear()).toBe(50);
  });
});

describe("calendar dates", () => {
  it("knows month lengths and leap years", () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 12)).toBe(31);
    expect(isValidCalendarDate({ year: 2026, month: 4, day: 31 })).toBe(false);
    expect(isValidCalendarDate({ year: 2026, month: 1, day: 1.5 })).toBe(false);
  });

  it("adds days across months and years", () => {
    expect(addDays({ year: 2026, month: 12, day: 30 }, 3)).toEqual({ year: 2027, month: 1, day: 2 });
    expect(addDays({ year: 2028, month: 3, day: 1 }, -1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(compareCalendarDates({ year: 2026, month: 1, day: 2 }, { year: 2026, month: 1, day: 1 })).toBeGreaterThan(0);
  });
});
