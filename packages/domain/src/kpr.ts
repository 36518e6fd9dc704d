// KPR (home loan) calculator of the listing page (docs/product/marketplace.md#kpr-calculator-and-consultation: down
// payment 20 %, fixed 7.5 % a year, tenure 1–30 years with 15 by default, annuity). Pure and small: it runs in the
// visitor's browser on every keystroke. Refusals are results with Indonesian messages per field, never throws.

import { LOAN_TENURE_MAX_YEARS, LOAN_TENURE_MIN_YEARS } from "./constants";

export const KPR_DEFAULTS = {
  downPaymentPercent: 20,
  annualRatePercent: 7.5,
  tenureYears: 15,
} as const;

export const KPR_LIMITS = {
  minTenureYears: LOAN_TENURE_MIN_YEARS,
  maxTenureYears: LOAN_TENURE_MAX_YEARS,
  /** The highest price a listing can have (rupiah); the loan is at most this too. */
  maxPrice: 1_000_000_000_000,
  /** Below 100 %: something has to be borrowed. */
  maxDownPaymentPercent: 99,
  maxAnnualRatePercent: 30,
} as const;

export type KprInput = {
  /** Property price in rupiah. */
  price: number;
  downPaymentPercent: number;
  annualRatePercent: number;
  tenureYears: number;
  /** Optional monthly income in rupiah: the result then tells what share of it the installment takes. */
  monthlyIncome?: number | null;
};

export type KprField = keyof KprInput;

export type KprPlan = {
  downPayment: number;
  /** What is borrowed: price minus down payment. */
  loanAmount: number;
  months: number;
  /** Fixed monthly installment, whole rupiah. */
  monthlyInstallment: number;
  totalPayment: number;
  totalInterest: number;
  /** Installment ÷ income in percent (one decimal), when an income was given. */
  incomeSharePercent: number | null;
};

export type KprResult = { ok: true; plan: KprPlan } | { ok: false; errors: Partial<Record<KprField, string>> };

const isNumber = (value: number): boolean => typeof value === "number" && Number.isFinite(value);
const id = (value: number): string => value.toLocaleString("id-ID", { maximumFractionDigits: 2 });

/** Why an input cannot be used, per field (empty when every field is fine). */
function kprErrors(input: KprInput): Partial<Record<KprField, string>> {
  const errors: Partial<Record<KprField, string>> = {};
  const { price, downPaymentPercent: dp, annualRatePercent: rate, tenureYears: years, monthlyIncome: income } = input;
  if (!isNumber(price) || price <= 0) errors.price = "Harga properti harus lebih dari 0.";
  else if (price > KPR_LIMITS.maxPrice) errors.price = "Harga properti terlalu besar.";
  if (!isNumber(dp) || dp < 0 || dp > KPR_LIMITS.maxDownPaymentPercent) {
    errors.downPaymentPercent = `Uang muka antara 0 dan ${KPR_LIMITS.maxDownPaymentPercent}%.`;
  }
  if (!isNumber(rate) || rate <= 0 || rate > KPR_LIMITS.maxAnnualRatePercent) {
    errors.annualRatePercent = `Bunga per tahun lebih dari 0 dan paling tinggi ${id(KPR_LIMITS.maxAnnualRatePercent)}%.`;
  }
  if (!Number.isInteger(years) || years < KPR_LIMITS.minTenureYears || years > KPR_LIMITS.maxTenureYears) {
    errors.tenureYears = `Jangka waktu ${KPR_LIMITS.minTenureYears} sampai ${KPR_LIMITS.maxTenureYears} tahun.`;
  }
  if (income !== undefined && income !== null && (!isNumber(income) || income <= 0)) {
    errors.monthlyIncome = "Penghasilan harus lebih dari 0.";
  }
  return errors;
}

/**
 * Annuity: installment = L·r / (1 − (1 + r)^−n) with r the monthly rate and n the months; the down payment is
 * rounded to the rupiah first, the installment to the nearest rupiah.
 */
export function calculateKpr(input: KprInput): KprResult {
  const errors = kprErrors(input);
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const downPayment = Math.round((input.price * input.downPaymentPercent) / 100);
  const loanAmount = input.price - downPayment;
  const months = input.tenureYears * 12;
  const monthlyRate = input.annualRatePercent / 100 / 12;
  const monthlyInstallment = Math.round((loanAmount * monthlyRate) / (1 - (1 + monthlyRate) ** -months));
  const totalPayment = monthlyInstallment * months;
  const income = input.monthlyIncome;
  return {
    ok: true,
    plan: {
      downPayment,
      loanAmount,
      months,
      monthlyInstallment,
      totalPayment,
      totalInterest: totalPayment - loanAmount,
      incomeSharePercent: income ? Math.round((monthlyInstallment / income) * 1000) / 10 : null,
    },
  };
}
