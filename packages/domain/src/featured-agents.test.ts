import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FEATURED_AGENT_CAPACITY,
  addMonths,
  currentMonth,
  distinctMonths,
  featuredCost,
  isPurchasableMonth,
  monthIndex,
  monthLabel,
  placesLeft,
  purchasableMonths,
  rotateFeatured,
  rotationDay,
} from "./featured-agents";

describe("featured-agent months in WIB", () => {
  it("takes the month of Jakarta's wall clock, not of UTC", () => {
    // 31 Dec 2026 18:00 UTC is already 1 Jan 2027 01:00 WIB.
    expect(currentMonth(new Date("2026-12-31T18:00:00Z"))).toEqual({ year: 2027, month: 1 });
    expect(currentMonth(new Date("2026-12-31T16:59:59Z"))).toEqual({ year: 2026, month: 12 });
  });

  it("offers the current month and the 11 after it, across a year end", () => {
    const months = purchasableMonths(new Date("2026-11-24T10:00:00Z"));
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2026, month: 11 });
    expect(months[1]).toEqual({ year: 2026, month: 12 });
    expect(months[2]).toEqual({ year: 2027, month: 1 });
    expect(months[11]).toEqual({ year: 2027, month: 10 });
    expect(monthLabel(months[2]!)).toBe("Januari 2027");
  });

  it("accepts only those 12 months", () => {
    const now = new Date("2026-11-24T10:00:00Z");
    expect(isPurchasableMonth({ year: 2026, month: 11 }, now)).toBe(true);
    expect(isPurchasableMonth({ year: 2027, month: 10 }, now)).toBe(true);
    expect(isPurchasableMonth({ year: 2027, month: 11 }, now)).toBe(false);
    expect(isPurchasableMonth({ year: 2026, month: 10 }, now)).toBe(false);
    expect(isPurchasableMonth({ year: 2026, month: 13 }, now)).toBe(false);
  });

  it("adds months as whole calendar months (property)", () => {
    const ym = fc.record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) });
    fc.assert(
      fc.property(ym, fc.integer({ min: -240, max: 240 }), (start, n) => {
        const end = addMonths(start, n);
        expect(end.month).toBeGreaterThanOrEqual(1);
        expect(end.month).toBeLessThanOrEqual(12);
        expect(monthIndex(end) - monthIndex(start)).toBe(n);
        expect(addMonths(end, -n)).toEqual(start);
      }),
    );
  });

  it("always offers 12 consecutive months starting with the current one (property)", () => {
    const instant = fc.date({
      min: new Date("2000-01-01T00:00:00Z"),
      max: new Date("2099-12-01T00:00:00Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, (now) => {
        const months = purchasableMonths(now);
        expect(months[0]).toEqual(currentMonth(now));
        months.forEach((m, i) => {
          expect(monthIndex(m) - monthIndex(months[0]!)).toBe(i);
          expect(isPurchasableMonth(m, now)).toBe(true);
        });
        expect(isPurchasableMonth(addMonths(months[11]!, 1), now)).toBe(false);
        expect(isPurchasableMonth(addMonths(months[0]!, -1), now)).toBe(false);
      }),
    );
  });
});

describe("capacity and cost", () => {
  it("has 5 places per area and month, never fewer than none", () => {
    expect(FEATURED_AGENT_CAPACITY).toBe(5);
    expect(placesLeft(0)).toBe(5);
    expect(placesLeft(4)).toBe(1);
    expect(placesLeft(5)).toBe(0);
    expect(placesLeft(7)).toBe(0);
  });

  it("costs the coin price per month, a month asked twice counted once", () => {
    expect(featuredCost(2, 100)).toBe(200);
    const months = distinctMonths([
      { year: 2027, month: 1 },
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
    expect(months).toEqual([
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
    expect(featuredCost(months.length, 100)).toBe(200);
  });
});

describe("fair rotation", () => {
  it("turns by one place a day at midnight WIB", () => {
    const before = rotationDay(new Date("2026-11-24T16:59:59Z"));
    const after = rotationDay(new Date("2026-11-24T17:00:00Z"));
    expect(after - before).toBe(1);
    expect(rotateFeatured(["a", "b", "c"], 0)).toEqual(["a", "b", "c"]);
    expect(rotateFeatured(["a", "b", "c"], 1)).toEqual(["b", "c", "a"]);
    expect(rotateFeatured([], 3)).toEqual([]);
  });

  it("puts each agent first exactly once in any n consecutive days, losing nobody (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: FEATURED_AGENT_CAPACITY }),
        fc.integer({ min: 0, max: 100_000 }),
        (n, start) => {
          const agents = Array.from({ length: n }, (_, i) => i);
          const firsts = Array.from({ length: n }, (_, d) => rotateFeatured(agents, start + d)[0]);
          expect([...firsts].sort((a, b) => a! - b!)).toEqual(agents);
          expect([...rotateFeatured(agents, start)].sort((a, b) => a - b)).toEqual(agents);
        },
      ),
    );
  });
});
