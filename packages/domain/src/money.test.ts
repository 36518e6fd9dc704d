import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  VAT_PERCENT,
  isUpgradeAllowed,
  membershipTerm,
  orderTotals,
  proratedUpgradePrice,
  remainingDays,
  slotLinePrice,
  vatOf,
} from "./money";

const DAY = 86_400_000;
const rupiah = fc.integer({ min: 0, max: 1_000_000_000 });

describe("vatOf", () => {
  it("is 11 % of the net, rounded half up to the rupiah", () => {
    expect(VAT_PERCENT).toBe(11);
    expect(vatOf(0)).toBe(0);
    expect(vatOf(1_200_000)).toBe(132_000);
    expect(vatOf(100_000)).toBe(11_000);
    expect(vatOf(50)).toBe(6); // 5.5 → 6
    expect(vatOf(45)).toBe(5); // 4.95 → 5
    expect(vatOf(4)).toBe(0); // 0.44 → 0
    expect(vatOf(5)).toBe(1); // 0.55 → 1
    expect(vatOf(1_080_000)).toBe(118_800);
  });

  it("refuses what is not a rupiah amount", () => {
    expect(() => vatOf(-1)).toThrow(RangeError);
    expect(() => vatOf(1.5)).toThrow(RangeError);
    expect(() => vatOf(Number.NaN)).toThrow(RangeError);
  });

  it("matches exact half-up rounding of net × 11 / 100", () => {
    fc.assert(
      fc.property(rupiah, (net) => {
        const vat = vatOf(net);
        expect(vat).toBeGreaterThanOrEqual(0);
        // vat = ⌊net·0.11 + 0.5⌋: the exact PPN lies in [vat − 0.5, vat + 0.5), so an exact .5 rounds up.
        const hundredths = net * VAT_PERCENT - vat * 100;
        expect(hundredths).toBeGreaterThanOrEqual(-50);
        expect(hundredths).toBeLessThan(50);
      }),
    );
  });
});

describe("orderTotals", () => {
  it("adds PPN to the net after the discount", () => {
    expect(orderTotals({ subtotal: 1_200_000, discount: 120_000 })).toEqual({
      subtotal: 1_200_000,
      discount: 120_000,
      net: 1_080_000,
      vat: 118_800,
      total: 1_198_800,
    });
    expect(orderTotals({ subtotal: 0, discount: 0 })).toEqual({ subtotal: 0, discount: 0, net: 0, vat: 0, total: 0 });
  });

  it("caps a discount above the subtotal: a free order, never a negative one", () => {
    expect(orderTotals({ subtotal: 100_000, discount: 250_000 })).toEqual({
      subtotal: 100_000,
      discount: 100_000,
      net: 0,
      vat: 0,
      total: 0,
    });
  });

  it("refuses negative or fractional input", () => {
    expect(() => orderTotals({ subtotal: -1, discount: 0 })).toThrow(RangeError);
    expect(() => orderTotals({ subtotal: 1, discount: -1 })).toThrow(RangeError);
    expect(() => orderTotals({ subtotal: 1.5, discount: 0 })).toThrow(RangeError);
  });

  it("always satisfies total = subtotal − discount + vat with vat ≥ 0 (the orders table CHECK)", () => {
    fc.assert(
      fc.property(rupiah, rupiah, (subtotal, discount) => {
        const t = orderTotals({ subtotal, discount });
        expect(t.total).toBe(t.subtotal - t.discount + t.vat);
        expect(t.vat).toBeGreaterThanOrEqual(0);
        expect(t.vat).toBe(vatOf(t.net));
        expect(t.discount).toBeLessThanOrEqual(t.subtotal);
        expect(t.discount).toBeGreaterThanOrEqual(0);
        expect(t.net).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(t.total)).toBe(true);
      }),
    );
  });
});

describe("slotLinePrice", () => {
  it("is qty × price per 30 days × days / 30", () => {
    expect(slotLinePrice({ qty: 5, days: 90, pricePer30Days: 15_000 })).toBe(225_000);
    expect(slotLinePrice({ qty: 5, days: 180, pricePer30Days: 15_000 })).toBe(450_000);
    expect(slotLinePrice({ qty: 5, days: 365, pricePer30Days: 15_000 })).toBe(912_500);
    expect(slotLinePrice({ qty: 50, days: 180, pricePer30Days: 15_000 })).toBe(4_500_000);
    expect(slotLinePrice({ qty: 0, days: 90, pricePer30Days: 15_000 })).toBe(0);
  });

  it("rounds a fraction of a rupiah half up", () => {
    expect(slotLinePrice({ qty: 1, days: 1, pricePer30Days: 15 })).toBe(1); // 0.5
    expect(slotLinePrice({ qty: 1, days: 1, pricePer30Days: 14 })).toBe(0); // 0.47
    expect(slotLinePrice({ qty: 1, days: 365, pricePer30Days: 10 })).toBe(122); // 121.67
  });

  it("refuses nonsense", () => {
    expect(() => slotLinePrice({ qty: -5, days: 90, pricePer30Days: 15_000 })).toThrow(RangeError);
    expect(() => slotLinePrice({ qty: 5, days: 90.5, pricePer30Days: 15_000 })).toThrow(RangeError);
    expect(() => slotLinePrice({ qty: 5, days: 90, pricePer30Days: -1 })).toThrow(RangeError);
  });
});

describe("proratedUpgradePrice", () => {
  it("prorates the annual difference and rounds up to Rp 1.000", () => {
    // Starter → Pro with 200 days left: 1.800.000 × 200 / 365 = 986.301,37 → 987.000.
    expect(proratedUpgradePrice({ currentAnnual: 1_200_000, newAnnual: 3_000_000, remainingDays: 200 })).toBe(987_000);
    // Pro → Executive, 365 days left: the full difference.
    expect(proratedUpgradePrice({ currentAnnual: 3_000_000, newAnnual: 7_500_000, remainingDays: 365 })).toBe(
      4_500_000,
    );
    // An exact thousand is not rounded further: 3.650.000 × 100 / 365 = 1.000.000.
    expect(proratedUpgradePrice({ currentAnnual: 0, newAnnual: 3_650_000, remainingDays: 100 })).toBe(1_000_000);
    // One day: 1.800.000 / 365 = 4.931,5 → 5.000.
    expect(proratedUpgradePrice({ currentAnnual: 1_200_000, newAnnual: 3_000_000, remainingDays: 1 })).toBe(5_000);
  });

  it("never exceeds the difference, even rounded or with more than a year left", () => {
    expect(proratedUpgradePrice({ currentAnnual: 0, newAnnual: 500, remainingDays: 200 })).toBe(500);
    expect(proratedUpgradePrice({ currentAnnual: 1_200_000, newAnnual: 3_000_000, remainingDays: 400 })).toBe(
      1_800_000,
    );
  });

  it("is 0 for a cheaper or equal tier, or no days left", () => {
    expect(proratedUpgradePrice({ currentAnnual: 3_000_000, newAnnual: 1_200_000, remainingDays: 200 })).toBe(0);
    expect(proratedUpgradePrice({ currentAnnual: 3_000_000, newAnnual: 3_000_000, remainingDays: 200 })).toBe(0);
    expect(proratedUpgradePrice({ currentAnnual: 1_200_000, newAnnual: 3_000_000, remainingDays: 0 })).toBe(0);
  });

  it("refuses negative days", () => {
    expect(() => proratedUpgradePrice({ currentAnnual: 0, newAnnual: 1, remainingDays: -1 })).toThrow(RangeError);
  });

  it("property: 0 ≤ price ≤ max(0, difference), a multiple of 1.000 unless capped, never below the exact share", () => {
    fc.assert(
      fc.property(rupiah, rupiah, fc.integer({ min: 0, max: 800 }), (currentAnnual, newAnnual, days) => {
        const price = proratedUpgradePrice({ currentAnnual, newAnnual, remainingDays: days });
        const difference = newAnnual - currentAnnual;
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBeLessThanOrEqual(Math.max(0, difference));
        if (difference > 0 && price !== difference) {
          expect(price % 1_000).toBe(0);
          expect(price * 365).toBeGreaterThanOrEqual(difference * days);
          expect((price - 1_000) * 365).toBeLessThan(difference * days);
        }
      }),
    );
  });

  it("property: more days left never cost less", () => {
    fc.assert(
      fc.property(
        rupiah,
        rupiah,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        (a, b, d1, d2) => {
          const [lo, hi] = d1 <= d2 ? [d1, d2] : [d2, d1];
          const p = (days: number) => proratedUpgradePrice({ currentAnnual: a, newAnnual: b, remainingDays: days });
          expect(p(lo)).toBeLessThanOrEqual(p(hi));
        },
      ),
    );
  });
});

describe("remainingDays and isUpgradeAllowed", () => {
  const now = new Date("2026-01-01T00:00:00Z");
  it("counts a started day as a day", () => {
    expect(remainingDays(now, new Date(now.getTime() + 31 * DAY))).toBe(31);
    expect(remainingDays(now, new Date(now.getTime() + 30 * DAY + 1))).toBe(31);
    expect(remainingDays(now, new Date(now.getTime() + 1))).toBe(1);
    expect(remainingDays(now, now)).toBe(0);
    expect(remainingDays(now, new Date(now.getTime() - DAY))).toBe(0);
  });

  it("allows an upgrade only while MORE than the minimum remains", () => {
    expect(isUpgradeAllowed(31, 30)).toBe(true);
    expect(isUpgradeAllowed(30, 30)).toBe(false);
    expect(isUpgradeAllowed(0, 30)).toBe(false);
    expect(isUpgradeAllowed(365, 30)).toBe(true);
  });
});

describe("membershipTerm", () => {
  const now = new Date("2026-03-10T05:00:00Z");
  const current = new Date("2026-08-01T00:00:00Z");

  it("direct activation starts now for 365 days (the rest of the old term is dropped)", () => {
    const term = membershipTerm({ now, currentExpiresAt: current, durationDays: 365, directActivation: true });
    expect(term.startsAt.toISOString()).toBe(now.toISOString());
    expect(term.expiresAt.toISOString()).toBe("2027-03-10T05:00:00.000Z");
  });

  it("a delayed renewal is queued after the current (or last queued) term", () => {
    const term = membershipTerm({ now, currentExpiresAt: current, durationDays: 365, directActivation: false });
    expect(term.startsAt.toISOString()).toBe(current.toISOString());
    expect(term.expiresAt.toISOString()).toBe("2027-08-01T00:00:00.000Z");
    const next = membershipTerm({ now, currentExpiresAt: term.expiresAt, durationDays: 365, directActivation: false });
    expect(next.startsAt.toISOString()).toBe("2027-08-01T00:00:00.000Z");
  });

  it("starts now without a membership or after it ended, whatever the flag", () => {
    for (const directActivation of [true, false]) {
      expect(membershipTerm({ now, currentExpiresAt: null, durationDays: 365, directActivation }).startsAt).toEqual(
        now,
      );
      expect(
        membershipTerm({ now, currentExpiresAt: new Date(now.getTime() - DAY), durationDays: 365, directActivation })
          .startsAt,
      ).toEqual(now);
      expect(membershipTerm({ now, currentExpiresAt: now, durationDays: 365, directActivation }).startsAt).toEqual(now);
    }
  });

  it("returns new Date objects (callers may mutate them)", () => {
    const term = membershipTerm({ now, currentExpiresAt: current, durationDays: 14, directActivation: false });
    expect(term.startsAt).not.toBe(current);
    expect(term.expiresAt.getTime() - term.startsAt.getTime()).toBe(14 * DAY);
  });

  it("property: the term lasts exactly durationDays and never starts in the past", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.option(fc.integer({ min: 0, max: 4_000_000_000_000 })),
        fc.integer({ min: 1, max: 800 }),
        fc.boolean(),
        (nowMs, expiresMs, durationDays, directActivation) => {
          const t = membershipTerm({
            now: new Date(nowMs),
            currentExpiresAt: expiresMs === null ? null : new Date(expiresMs),
            durationDays,
            directActivation,
          });
          expect(t.expiresAt.getTime() - t.startsAt.getTime()).toBe(durationDays * DAY);
          expect(t.startsAt.getTime()).toBeGreaterThanOrEqual(nowMs);
        },
      ),
    );
  });
});
