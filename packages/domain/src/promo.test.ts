import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPromoError } from "./error-codes";
import {
  PRODUCT_KINDS,
  PROJECT_DISCOUNT_REQUIREMENT,
  PROMO_MESSAGES,
  type Promo,
  type PromoContext,
  type PromoLine,
  allocatePromoDiscount,
  evaluatePromo,
  promoDiscount,
} from "./promo";

const now = new Date("2026-05-01T03:00:00Z");

const promo = (overrides: Partial<Promo> = {}): Promo => ({
  code: "HEMAT10",
  discountPercentage: 10,
  discountAmount: null,
  validFrom: new Date("2026-01-01T00:00:00Z"),
  validUntil: new Date("2027-01-01T00:00:00Z"),
  minSlots: null,
  minDurationDays: null,
  productKinds: null,
  perUserLimit: 1,
  totalLimit: null,
  disabledAt: null,
  ...overrides,
});

const starter: PromoLine = { kind: "MEMBERSHIP", qty: 1, durationDays: 365, lineTotal: 1_200_000 };
const slots = (qty: number, durationDays: number): PromoLine => ({
  kind: "LISTING_SLOT",
  qty,
  durationDays,
  lineTotal: (qty * 15_000 * durationDays) / 30,
});
const coins: PromoLine = { kind: "COIN", qty: 1, durationDays: null, lineTotal: 100_000 };

const ctx = (lines: PromoLine[], overrides: Partial<PromoContext> = {}): PromoContext => ({
  now,
  lines,
  usesByUser: 0,
  totalUses: 0,
  ...overrides,
});

describe("evaluatePromo: discounts", () => {
  it("takes a percentage off the subtotal", () => {
    expect(evaluatePromo(promo(), ctx([starter]))).toEqual({ valid: true, discount: 120_000 });
    expect(evaluatePromo(promo(), ctx([starter, coins]))).toEqual({ valid: true, discount: 130_000 });
  });

  it("takes an amount off, capped at the subtotal", () => {
    const amount = promo({ discountPercentage: null, discountAmount: 100_000 });
    expect(evaluatePromo(amount, ctx([starter]))).toEqual({ valid: true, discount: 100_000 });
    const huge = promo({ discountPercentage: null, discountAmount: 5_000_000 });
    expect(evaluatePromo(huge, ctx([coins]))).toEqual({ valid: true, discount: 100_000 });
  });

  it("gives 100 % for a free order", () => {
    expect(evaluatePromo(promo({ discountPercentage: 100 }), ctx([starter]))).toEqual({
      valid: true,
      discount: 1_200_000,
    });
  });

  it("applies only to the eligible kinds' lines", () => {
    const slotOnly = promo({ productKinds: ["LISTING_SLOT"] });
    expect(evaluatePromo(slotOnly, ctx([slots(5, 90), coins]))).toEqual({ valid: true, discount: 22_500 });
  });

  it("rounds a percentage half up", () => {
    expect(promoDiscount({ discountPercentage: 15, discountAmount: null }, 10)).toBe(2); // 1.5
    expect(promoDiscount({ discountPercentage: 15, discountAmount: null }, 9)).toBe(1); // 1.35
    expect(promoDiscount({ discountPercentage: 10, discountAmount: null }, 0)).toBe(0);
  });

  it("property: 0 ≤ discount ≤ subtotal", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ discountPercentage: fc.integer({ min: 1, max: 100 }), discountAmount: fc.constant(null) }),
          fc.record({ discountPercentage: fc.constant(null), discountAmount: fc.integer({ min: 1, max: 10_000_000 }) }),
        ),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 4 }),
        (discount, totals) => {
          const lines = totals.map((lineTotal) => ({ ...coins, lineTotal }));
          const result = evaluatePromo(promo(discount), ctx(lines));
          const subtotal = totals.reduce((a, b) => a + b, 0);
          expect(result.valid).toBe(true);
          if (result.valid) {
            expect(result.discount).toBeGreaterThanOrEqual(0);
            expect(result.discount).toBeLessThanOrEqual(subtotal);
            expect(Number.isSafeInteger(result.discount)).toBe(true);
          }
        },
      ),
    );
  });
});

describe("evaluatePromo: refusals (the 462 body)", () => {
  it("unknown code", () => {
    expect(evaluatePromo(null, ctx([starter]))).toEqual({
      valid: false,
      errors: PROMO_MESSAGES.notFound,
      requirements: [],
    });
  });

  it("disabled, not started, expired", () => {
    expect(evaluatePromo(promo({ disabledAt: new Date("2026-04-01T00:00:00Z") }), ctx([starter]))).toEqual({
      valid: false,
      errors: "Kode promo sudah tidak aktif.",
      requirements: [],
    });
    // Disabling in the future does not stop it yet.
    expect(evaluatePromo(promo({ disabledAt: new Date("2026-06-01T00:00:00Z") }), ctx([starter])).valid).toBe(true);
    expect(evaluatePromo(promo({ validFrom: new Date("2026-05-31T17:00:00Z") }), ctx([starter]))).toEqual({
      valid: false,
      errors: "Kode promo belum berlaku. Promo berlaku mulai 1 Juni 2026.",
      requirements: [],
    });
    expect(evaluatePromo(promo({ validUntil: now }), ctx([starter]))).toEqual({
      valid: false,
      errors: "Kode promo sudah kedaluwarsa.",
      requirements: [],
    });
    expect(evaluatePromo(promo({ validFrom: now }), ctx([starter])).valid).toBe(true);
  });

  it("total and per-user limits", () => {
    expect(evaluatePromo(promo({ totalLimit: 100 }), ctx([starter], { totalUses: 100 }))).toMatchObject({
      valid: false,
      errors: "Kuota kode promo sudah habis.",
    });
    expect(evaluatePromo(promo({ totalLimit: 100 }), ctx([starter], { totalUses: 99 })).valid).toBe(true);
    expect(evaluatePromo(promo(), ctx([starter], { usesByUser: 1 }))).toMatchObject({
      valid: false,
      errors: "Anda sudah mencapai batas penggunaan kode promo ini.",
    });
    expect(evaluatePromo(promo({ perUserLimit: 3 }), ctx([starter], { usesByUser: 2 })).valid).toBe(true);
  });

  it("product kind not eligible", () => {
    expect(evaluatePromo(promo({ productKinds: ["LISTING_SLOT", "COIN"] }), ctx([starter]))).toEqual({
      valid: false,
      errors: "Kode promo tidak berlaku untuk produk ini.",
      requirements: ["Hanya untuk produk Slot Listing, Koin"],
    });
  });

  it("a project discount offer only for a user on the project_discounts allow-list", () => {
    const offer = promo({ audience: "PROJECT_DISCOUNTS" });
    const refused = {
      valid: false,
      errors: PROMO_MESSAGES.projectDiscountsOnly,
      requirements: [PROJECT_DISCOUNT_REQUIREMENT],
    };
    expect(evaluatePromo(offer, ctx([starter]))).toEqual(refused);
    expect(evaluatePromo(offer, ctx([starter], { onProjectDiscountList: false }))).toEqual(refused);
    expect(evaluatePromo(offer, ctx([starter], { onProjectDiscountList: true })).valid).toBe(true);
    // Everyone else's promo ignores the list.
    expect(evaluatePromo(promo({ audience: "ALL" }), ctx([starter], { onProjectDiscountList: false })).valid).toBe(
      true,
    );
  });

  it("an empty order", () => {
    expect(evaluatePromo(promo(), ctx([]))).toMatchObject({ valid: false, errors: PROMO_MESSAGES.emptyOrder });
  });

  it("SLOT50: at least 50 slots", () => {
    const slot50 = promo({ code: "SLOT50", discountPercentage: null, discountAmount: 100_000, minSlots: 50 });
    const refused = evaluatePromo(slot50, ctx([slots(45, 180)]));
    expect(refused).toEqual({
      valid: false,
      errors: "Pesanan Anda belum memenuhi syarat kode promo ini.",
      requirements: ["Minimal 50 slot listing"],
    });
    // Slots of several lines add up.
    expect(evaluatePromo(slot50, ctx([slots(25, 90), slots(25, 180)]))).toEqual({ valid: true, discount: 100_000 });
    // The dialog text the portal builds from it.
    if (!refused.valid) {
      expect(formatPromoError(refused.errors, refused.requirements)).toBe(
        "Pesanan Anda belum memenuhi syarat kode promo ini.\n- Minimal 50 slot listing",
      );
    }
  });

  it("HEMAT10: at least 180 days; lists every unmet requirement", () => {
    const hemat = promo({ minDurationDays: 180 });
    expect(evaluatePromo(hemat, ctx([slots(5, 90)]))).toMatchObject({ requirements: ["Minimal durasi 180 hari"] });
    expect(evaluatePromo(hemat, ctx([slots(5, 180)]))).toEqual({ valid: true, discount: 45_000 });
    expect(evaluatePromo(hemat, ctx([starter]))).toEqual({ valid: true, discount: 120_000 });
    expect(evaluatePromo(hemat, ctx([coins]))).toMatchObject({
      valid: false,
      requirements: ["Minimal durasi 180 hari"],
    });
    const both = promo({ minSlots: 50, minDurationDays: 180 });
    expect(evaluatePromo(both, ctx([slots(5, 90)]))).toMatchObject({
      requirements: ["Minimal 50 slot listing", "Minimal durasi 180 hari"],
    });
  });
});

describe("allocatePromoDiscount", () => {
  it("gives the whole discount to the lines the promo applies to, in proportion to their price", () => {
    expect(allocatePromoDiscount({ productKinds: null }, [starter, coins], 130_000)).toEqual([120_000, 10_000]);
    expect(allocatePromoDiscount({ productKinds: ["LISTING_SLOT"] }, [slots(5, 90), coins], 22_500)).toEqual([
      22_500, 0,
    ]);
    // A 100 % promo makes every line it applies to free.
    expect(allocatePromoDiscount({ productKinds: null }, [starter, coins], 1_300_000)).toEqual([1_200_000, 100_000]);
    expect(allocatePromoDiscount({ productKinds: ["MEMBERSHIP"] }, [starter, coins], 1_200_000)).toEqual([
      1_200_000, 0,
    ]);
    expect(allocatePromoDiscount({ productKinds: null }, [starter], 0)).toEqual([0]);
  });

  it("splits a rupiah that does not divide evenly by the largest remainder, earlier lines first", () => {
    const a: PromoLine = { kind: "COIN", qty: 1, durationDays: null, lineTotal: 1 };
    expect(allocatePromoDiscount({ productKinds: null }, [a, a, a], 2)).toEqual([1, 1, 0]);
    expect(allocatePromoDiscount({ productKinds: null }, [coins, coins, coins], 100)).toEqual([34, 33, 33]);
  });

  it("always adds up to the discount (capped at the eligible base) with no line below 0", () => {
    const line = fc.record({
      kind: fc.constantFrom(...PRODUCT_KINDS),
      lineTotal: fc.integer({ min: 0, max: 2_000_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        fc.option(fc.subarray([...PRODUCT_KINDS], { minLength: 1 }), { nil: null }),
        fc.integer({ min: 0, max: 50_000_000_000 }),
        (lines, productKinds, discount) => {
          const shares = allocatePromoDiscount({ productKinds }, lines, discount);
          const base = lines
            .filter((l) => productKinds === null || productKinds.includes(l.kind))
            .reduce((sum, l) => sum + l.lineTotal, 0);
          expect(shares.reduce((sum, s) => sum + s, 0)).toBe(Math.min(discount, base));
          shares.forEach((share, i) => {
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(lines[i]!.lineTotal);
            if (productKinds !== null && !productKinds.includes(lines[i]!.kind)) expect(share).toBe(0);
          });
        },
      ),
    );
  });
});
