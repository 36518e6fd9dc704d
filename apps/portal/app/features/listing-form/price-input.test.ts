import { describe, expect, it } from "vitest";
import { formatPriceDigits, priceDigits } from "./price-input";

describe("priceDigits", () => {
  it.each([
    ["1500000", "1500000"],
    ["1.500.000", "1500000"],
    ["Rp 1.500.000", "1500000"],
    ["Rp 1.500.000,00", "1500000"],
    ["2.750.000,5", "2750000"],
    ["1,500,000", "1500000"],
    ["  850 juta", "850"],
    ["000120", "120"],
    ["0", "0"],
    ["", ""],
    ["abc", ""],
  ])("%j → %j", (input, digits) => {
    expect(priceDigits(input)).toBe(digits);
  });

  it("caps the length so the value stays a safe integer", () => {
    const digits = priceDigits("9".repeat(30));
    expect(digits).toHaveLength(15);
    expect(Number.isSafeInteger(Number(digits))).toBe(true);
  });
});

describe("formatPriceDigits", () => {
  it.each([
    ["", ""],
    ["5", "5"],
    ["1000", "1.000"],
    ["1500000", "1.500.000"],
    ["1000000000000", "1.000.000.000.000"],
  ])("%j → %j", (digits, shown) => {
    expect(formatPriceDigits(digits)).toBe(shown);
  });

  it("round-trips through priceDigits", () => {
    for (const digits of ["1", "12", "123", "1234", "987654321", "100000000000"]) {
      expect(priceDigits(formatPriceDigits(digits))).toBe(digits);
    }
  });
});
