import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KPR_DEFAULTS, KPR_LIMITS, calculateKpr, type KprInput, type KprPlan } from "./kpr";

const plan = (input: KprInput): KprPlan => {
  const result = calculateKpr(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.plan;
};

const withDefaults = (price: number, overrides: Partial<KprInput> = {}): KprInput => ({
  price,
  ...KPR_DEFAULTS,
  ...overrides,
});

/** What is still owed after every installment, paying at the plan's rate (negative: overpaid). */
function balanceAfterSchedule(loan: number, annualRatePercent: number, months: number, installment: number): number {
  const r = annualRatePercent / 100 / 12;
  let balance = loan;
  for (let month = 0; month < months; month++) balance = balance * (1 + r) - installment;
  return balance;
}

const price = fc.integer({ min: 10_000_000, max: KPR_LIMITS.maxPrice });
const dp = fc.integer({ min: 0, max: KPR_LIMITS.maxDownPaymentPercent });
const rate = fc.double({ min: 0.5, max: KPR_LIMITS.maxAnnualRatePercent, noNaN: true });
const years = fc.integer({ min: KPR_LIMITS.minTenureYears, max: KPR_LIMITS.maxTenureYears });

describe("calculateKpr", () => {
  it("uses the product defaults: 20 % down, 7.5 % a year, 15 years", () => {
    expect(KPR_DEFAULTS).toEqual({ downPaymentPercent: 20, annualRatePercent: 7.5, tenureYears: 15 });
    expect(plan(withDefaults(1_000_000_000))).toEqual({
      downPayment: 200_000_000,
      loanAmount: 800_000_000,
      months: 180,
      // 800 jt · 0.00625 / (1 − 1.00625^−180) = 7.416.098,9…
      monthlyInstallment: 7_416_099,
      totalPayment: 7_416_099 * 180,
      totalInterest: 7_416_099 * 180 - 800_000_000,
      incomeSharePercent: null,
    });
  });

  it("matches a worked example and tells the share of an income", () => {
    // Rp 500 jt, 10 % down, 6 % a year, 20 years: 450 jt · 0.005 / (1 − 1.005^−240) = 3.223.939,8…
    const result = plan({
      price: 500_000_000,
      downPaymentPercent: 10,
      annualRatePercent: 6,
      tenureYears: 20,
      monthlyIncome: 15_000_000,
    });
    expect(result.loanAmount).toBe(450_000_000);
    expect(result.monthlyInstallment).toBe(3_223_940);
    expect(result.incomeSharePercent).toBe(21.5);
  });

  it("refuses each field outside its bounds with an Indonesian message", () => {
    const refused = (input: Partial<KprInput>) => {
      const result = calculateKpr({ ...withDefaults(1_000_000_000), ...input });
      return result.ok ? {} : result.errors;
    };
    expect(refused({ price: 0 })).toEqual({ price: "Harga properti harus lebih dari 0." });
    expect(refused({ price: Number.NaN })).toHaveProperty("price");
    expect(refused({ price: KPR_LIMITS.maxPrice + 1 })).toEqual({ price: "Harga properti terlalu besar." });
    expect(refused({ tenureYears: 0 })).toEqual({ tenureYears: "Jangka waktu 1 sampai 30 tahun." });
    expect(refused({ tenureYears: 31 })).toHaveProperty("tenureYears");
    expect(refused({ tenureYears: 1.5 })).toHaveProperty("tenureYears");
    expect(refused({ downPaymentPercent: 100 })).toEqual({ downPaymentPercent: "Uang muka antara 0 dan 99%." });
    expect(refused({ downPaymentPercent: -1 })).toHaveProperty("downPaymentPercent");
    expect(refused({ annualRatePercent: 0 })).toEqual({
      annualRatePercent: "Bunga per tahun lebih dari 0 dan paling tinggi 30%.",
    });
    expect(refused({ annualRatePercent: 30.5 })).toHaveProperty("annualRatePercent");
    expect(refused({ monthlyIncome: 0 })).toEqual({ monthlyIncome: "Penghasilan harus lebih dari 0." });
    expect(refused({ monthlyIncome: null })).toEqual({});
    expect(refused({ tenureYears: 1, downPaymentPercent: 99, annualRatePercent: 30 })).toEqual({});
  });

  it("splits the price into down payment and loan, both whole rupiah", () => {
    fc.assert(
      fc.property(price, dp, rate, years, (p, d, r, y) => {
        const result = plan({ price: p, downPaymentPercent: d, annualRatePercent: r, tenureYears: y });
        expect(result.downPayment + result.loanAmount).toBe(p);
        expect(Number.isInteger(result.downPayment) && Number.isInteger(result.monthlyInstallment)).toBe(true);
        expect(result.months).toBe(y * 12);
        expect(result.loanAmount).toBeGreaterThan(0);
      }),
    );
  });

  it("pays the loan off exactly: the schedule ends within the rounding of the installment", () => {
    fc.assert(
      fc.property(price, dp, rate, years, (p, d, r, y) => {
        const result = plan({ price: p, downPaymentPercent: d, annualRatePercent: r, tenureYears: y });
        const left = balanceAfterSchedule(result.loanAmount, r, result.months, result.monthlyInstallment);
        // Each installment is off by at most half a rupiah, and that half grows with the interest it earns.
        const growth = (1 + r / 1200) ** result.months;
        expect(Math.abs(left)).toBeLessThanOrEqual(0.5 * result.months * growth + 1e-6 * result.loanAmount);
        expect(result.totalInterest).toBeGreaterThan(0);
        expect(result.totalPayment).toBe(result.monthlyInstallment * result.months);
      }),
    );
  });

  it("costs more each month for a shorter tenure or a higher rate, and more in total for a longer one", () => {
    fc.assert(
      fc.property(price, dp, rate, fc.integer({ min: 1, max: 29 }), (p, d, r, y) => {
        const shorter = plan({ price: p, downPaymentPercent: d, annualRatePercent: r, tenureYears: y });
        const longer = plan({ price: p, downPaymentPercent: d, annualRatePercent: r, tenureYears: y + 1 });
        expect(shorter.monthlyInstallment).toBeGreaterThanOrEqual(longer.monthlyInstallment);
        expect(longer.totalInterest).toBeGreaterThanOrEqual(shorter.totalInterest);
        const dearer = plan({
          price: p,
          downPaymentPercent: d,
          annualRatePercent: Math.min(r + 1, 30),
          tenureYears: y,
        });
        expect(dearer.monthlyInstallment).toBeGreaterThanOrEqual(shorter.monthlyInstallment);
      }),
    );
  });
});
