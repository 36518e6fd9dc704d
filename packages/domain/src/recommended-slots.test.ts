import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  boostStatus,
  canBoost,
  canMoveBoost,
  isPurchasableWeek,
  mondayOf,
  placesLeft,
  purchasableWeeks,
  RECOMMENDED_CAPACITY,
  RECOMMENDED_WEEKS_AHEAD,
  recommendedCost,
  recommendedWeekPrice,
  todayInWib,
  weekDaysLeft,
  weekEnd,
} from "./recommended-slots";
import { zonedParts } from "./zoned-time";

// 2026-11-23 is a Monday; WIB is UTC+7.
const wib = (local: string) => new Date(`${local}+07:00`);

describe("weeks in WIB", () => {
  it("starts weeks on Monday and ends them on Sunday", () => {
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
    expect(mondayOf("2027-01-01")).toBe("2026-12-28");
    expect(weekEnd("2026-12-28")).toBe("2027-01-03");
  });

  it("counts today in WIB, not UTC", () => {
    // Sunday 23:30 UTC is already Monday in Jakarta.
    expect(todayInWib(new Date("2026-11-29T23:30:00Z"))).toBe("2026-11-30");
    expect(purchasableWeeks(new Date("2026-11-29T16:59:00Z"))[0]).toBe("2026-11-23");
    expect(purchasableWeeks(new Date("2026-11-29T17:00:00Z"))[0]).toBe("2026-11-30");
  });

  it("sells the current week until its Sunday and the weeks of the horizon after it", () => {
    const weeks = purchasableWeeks(wib("2026-11-29T23:59:00"));
    expect(weeks).toHaveLength(RECOMMENDED_WEEKS_AHEAD);
    expect(weeks[0]).toBe("2026-11-23");
    expect(weeks[11]).toBe("2027-02-08");
    expect(isPurchasableWeek("2026-11-16", wib("2026-11-23T00:00:00"))).toBe(false);
    expect(isPurchasableWeek("2026-11-24", wib("2026-11-23T00:00:00"))).toBe(false);
    expect(isPurchasableWeek("2027-02-15", wib("2026-11-23T00:00:00"))).toBe(false);
  });

  it("any instant: the weeks are consecutive Mondays, the first holding today", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }), (now) => {
        const weeks = purchasableWeeks(now);
        const today = todayInWib(now);
        expect(weeks[0]! <= today && today <= weekEnd(weeks[0]!)).toBe(true);
        for (const w of weeks) expect(mondayOf(w)).toBe(w);
        for (let i = 1; i < weeks.length; i++) {
          expect(Date.parse(weeks[i]!) - Date.parse(weeks[i - 1]!)).toBe(7 * 86_400_000);
        }
        expect(boostStatus(weeks[0]!, now)).toBe("running");
        if (weeks[1]) expect(boostStatus(weeks[1], now)).toBe("upcoming");
      }),
    );
  });

  it("a boost is upcoming before its Monday, running through its Sunday, ended after", () => {
    expect(boostStatus("2026-11-30", wib("2026-11-29T23:59:59"))).toBe("upcoming");
    expect(boostStatus("2026-11-30", wib("2026-11-30T00:00:00"))).toBe("running");
    expect(boostStatus("2026-11-30", wib("2026-12-06T23:59:59"))).toBe("running");
    expect(boostStatus("2026-11-30", wib("2026-12-07T00:00:00"))).toBe("ended");
  });
});

describe("capacity, cost and eligibility", () => {
  it("leaves places until the capacity is sold", () => {
    expect(RECOMMENDED_CAPACITY).toBe(3);
    expect([0, 1, 2, 3, 4].map(placesLeft)).toEqual([3, 2, 1, 0, 0]);
  });

  it("prices a week not yet begun in full, the current one by its WIB days left (ADR 0051)", () => {
    // Saturday 28 Nov 2026 in Jakarta: 2 days left of the week of 23 Nov.
    const saturday = wib("2026-11-28T10:00:00");
    expect(weekDaysLeft("2026-11-23", saturday)).toBe(2);
    expect(weekDaysLeft("2026-11-30", saturday)).toBe(7);
    expect(recommendedCost(["2026-11-23"], 20, saturday)).toBe(6);
    expect(recommendedCost(["2026-11-23", "2026-11-30", "2026-12-07"], 20, saturday)).toBe(46);
    expect(recommendedCost([], 20, saturday)).toBe(0);
    // Monday is the whole week, Sunday 3 coins.
    expect(recommendedCost(["2026-11-23"], 20, wib("2026-11-23T00:00:00"))).toBe(20);
    expect(recommendedCost(["2026-11-23"], 20, wib("2026-11-29T23:59:59"))).toBe(3);
  });

  it("turns the day at midnight WIB, not UTC", () => {
    // 23:30 WIB Sunday is the week's last day; 00:30 WIB Monday (17:30 UTC Sunday) starts a new week in full.
    expect(weekDaysLeft("2026-11-23", new Date("2026-11-29T16:30:00Z"))).toBe(1);
    expect(isPurchasableWeek("2026-11-23", new Date("2026-11-29T17:30:00Z"))).toBe(false);
    expect(weekDaysLeft("2026-11-30", new Date("2026-11-29T17:30:00Z"))).toBe(7);
    expect(recommendedCost(["2026-11-30"], 20, new Date("2026-11-29T17:30:00Z"))).toBe(20);
    expect(() => weekDaysLeft("2026-11-23", new Date("2026-11-29T17:30:00Z"))).toThrow(RangeError);
  });

  it("a week's price: never above the full price, never below 1, growing with the days left (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 6 }), (full, days) => {
        const price = recommendedWeekPrice(full, days);
        expect(price).toBeGreaterThanOrEqual(1);
        expect(price).toBeLessThanOrEqual(full);
        expect(recommendedWeekPrice(full, days + 1)).toBeGreaterThanOrEqual(price);
        expect(price).toBe(Math.ceil((full * days) / 7));
      }),
    );
  });

  it("a week's price is exact at the edges: 7 days the full price, 1 day a seventh rounded up (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (full) => {
        expect(recommendedWeekPrice(full, 7)).toBe(full);
        expect(recommendedWeekPrice(full, 1)).toBe(Math.ceil(full / 7));
      }),
    );
    expect([1, 2, 3, 4, 5, 6, 7].map((d) => recommendedWeekPrice(20, d))).toEqual([3, 6, 9, 12, 15, 18, 20]);
    expect(() => recommendedWeekPrice(20, 0)).toThrow(RangeError);
    expect(() => recommendedWeekPrice(20, 8)).toThrow(RangeError);
  });

  it("any instant: the purchasable weeks cost the full price but the first, which costs its days left (property)", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }), (now) => {
        const [first, ...later] = purchasableWeeks(now);
        const days = weekDaysLeft(first!, now);
        expect(days).toBe(8 - zonedParts(now, "Asia/Jakarta").weekday);
        expect(recommendedCost([first!], 20, now)).toBe(Math.ceil((20 * days) / 7));
        expect(recommendedCost(later, 20, now)).toBe(20 * later.length);
      }),
    );
  });

  const listing = { userId: 1, status: "ACTIVE", areaId: "31.71.01", propertyTypeId: 2, listingType: "S" };

  it("boosts only ACTIVE listings with an area and a property type", () => {
    expect(canBoost(listing)).toBe(true);
    expect(canBoost({ ...listing, status: "INACTIVE" })).toBe(false);
    expect(canBoost({ ...listing, areaId: null })).toBe(false);
  });

  it("moves a boost only to the same agent's ACTIVE listing of the same area and types", () => {
    const { status: _s, ...boost } = listing;
    expect(canMoveBoost(boost, listing)).toBe(true);
    expect(canMoveBoost(boost, { ...listing, userId: 2 })).toBe(false);
    expect(canMoveBoost(boost, { ...listing, areaId: "31.71.02" })).toBe(false);
    expect(canMoveBoost(boost, { ...listing, propertyTypeId: 3 })).toBe(false);
    expect(canMoveBoost(boost, { ...listing, listingType: "R" })).toBe(false);
    expect(canMoveBoost(boost, { ...listing, status: "DRAFT" })).toBe(false);
  });
});
