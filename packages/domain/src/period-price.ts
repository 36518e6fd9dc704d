// The price of a promotion period that has partly gone (ADR 0051): the full price shared over the period's days,
// for the days left, rounded up to a whole coin. Integer arithmetic, so a full period is exactly the full price.

/** ceil(base × daysLeft / periodDays): the full price for a whole period, never below 1 coin for a positive base. */
export function proratedPrice(base: number, daysLeft: number, periodDays: number): number {
  if (!Number.isInteger(base) || base < 1) throw new RangeError(`proratedPrice: bad base ${base}`);
  if (!Number.isInteger(periodDays) || periodDays < 1) throw new RangeError(`proratedPrice: bad period ${periodDays}`);
  if (!Number.isInteger(daysLeft) || daysLeft < 1 || daysLeft > periodDays)
    throw new RangeError(`proratedPrice: bad days left ${daysLeft} of ${periodDays}`);
  return Math.floor((base * daysLeft + periodDays - 1) / periodDays);
}
