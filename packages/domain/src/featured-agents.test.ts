import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FEATURED_AGENT_CAPACITY,
  addMonths,
  currentMonth,
  daysInMonth,
  distinctMonths,
  featuredCost,
  featuredMonthPrice,
  isPurchasableMonth,
  monthIndex,
  monthDaysLeft,
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

  it("costs the full price for a later month, a month asked twice counted once", () => {
    const now = new Date("2026-11-24T10:00:00Z");
    const months = distinctMonths([
      { year: 2027, month: 1 },
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
    expect(months).toEqual([
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
    expect(featuredCost(months, 100, now)).toBe(200);
  });

  it("prices the current month by its WIB days left, today included (ADR 0051)", () => {
    // 28 Nov 2026 in Jakarta: 3 of November's 30 days left.
    const now = new Date("2026-11-28T03:00:00Z");
    expect(monthDaysLeft({ year: 2026, month: 11 }, now)).toBe(3);
    expect(monthDaysLeft({ year: 2026, month: 12 }, now)).toBe(31);
    expect(featuredCost([{ year: 2026, month: 11 }], 100, now)).toBe(10);
    expect(
      featuredCost(
        [
          { year: 2026, month: 11 },
          { year: 2026, month: 12 },
        ],
        100,
        now,
      ),
    ).toBe(110);
    // The last day of a 31-day month costs 4 coins; its first day the full price.
    expect(featuredCost([{ year: 2026, month: 12 }], 100, new Date("2026-12-31T16:59:59Z"))).toBe(4);
    expect(featuredCost([{ year: 2026, month: 12 }], 100, new Date("2026-11-30T17:00:00Z"))).toBe(100);
    // 17:30 UTC on 31 Dec is already 1 Jan in Jakarta: December is over, January is whole.
    expect(() => monthDaysLeft({ year: 2026, month: 12 }, new Date("2026-12-31T17:30:00Z"))).toThrow(RangeError);
    expect(monthDaysLeft({ year: 2027, month: 1 }, new Date("2026-12-31T17:30:00Z"))).toBe(31);
  });

  it("knows the days of every month, leap Februaries too", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth({ year: 2027, month }))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth({ year: 2028, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2100, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2000, month: 2 })).toBe(29);
  });

  const monthDays = fc.integer({ min: 28, max: 31 });

  it("a month's price: never above the full price, never below 1, growing with the days left (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        monthDays.chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 1, max: n - 1 }))),
        (full, [n, days]) => {
          const price = featuredMonthPrice(full, days, n);
          expect(price).toBeGreaterThanOrEqual(1);
          expect(price).toBeLessThanOrEqual(full);
          expect(featuredMonthPrice(full, days + 1, n)).toBeGreaterThanOrEqual(price);
          expect(price).toBe(Math.ceil((full * days) / n));
        },
      ),
    );
  });

  it("a month's price is exact at the edges: all days the full price, 1 day a share rounded up (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), monthDays, (full, n) => {
        expect(featuredMonthPrice(full, n, n)).toBe(full);
        expect(featuredMonthPrice(full, 1, n)).toBe(Math.ceil(full / n));
      }),
    );
    expect(() => featuredMonthPrice(100, 0, 30)).toThrow(RangeError);
    expect(() => featuredMonthPrice(100, 31, 30)).toThrow(RangeError);
  });

  it("any instant: the current month costs its days left, the 11 after it the full price (property)", () => {
    const instant = fc.date({
      min: new Date("2000-01-01T00:00:00Z"),
      max: new Date("2099-12-01T00:00:00Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, (now) => {
        const [first, ...later] = purchasableMonths(now);
        const days = monthDaysLeft(first!, now);
        expect(days).toBeGreaterThanOrEqual(1);
        expect(days).toBeLessThanOrEqual(daysInMonth(first!));
        expect(featuredCost([first!], 100, now)).toBe(Math.ceil((100 * days) / daysInMonth(first!)));
        expect(featuredCost(later, 100, now)).toBe(100 * later.length);
      }),
    );
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
