import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  UNTITLED_LISTING,
  composeListingTitle,
  formatRupiahShort,
  listingPriceLabel,
  rentPeriodUnit,
} from "./listing-display";

describe("composeListingTitle", () => {
  it.each([
    ["Apartemen", "2BR Furnished dekat MRT Blok M", "Apartemen 2BR Furnished dekat MRT Blok M"],
    // The demo's old title repeated the type: "Apartemen Apartemen 2BR …".
    ["Apartemen", "Apartemen 2BR Furnished dekat MRT Blok M", "Apartemen 2BR Furnished dekat MRT Blok M"],
    ["Apartemen", "apartemen 2BR", "Apartemen 2BR"],
    ["Rumah", "RUMAH  Hook   Siap Huni", "Rumah Hook Siap Huni"],
    ["Rumah", "Rumah Rumah Hook", "Rumah Hook"],
    ["Rumah", "Rumah, siap huni", "Rumah, siap huni"],
    ["Rumah", "Rumahku Indah", "Rumah Rumahku Indah"],
    ["Rumah", "Dijual Rumah Murah", "Rumah Dijual Rumah Murah"],
    ["Tanah", "Tanah", "Tanah"],
    ["Tanah", null, "Tanah"],
    ["Tanah", "   ", "Tanah"],
    [null, "Villa View Sawah", "Villa View Sawah"],
    [null, null, UNTITLED_LISTING],
    ["", "", UNTITLED_LISTING],
  ])("(%s, %s) → %s", (type, suffix, expected) => {
    expect(composeListingTitle(type, suffix)).toBe(expected);
  });

  it("never repeats the type and is stable when composed again", () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
    fc.assert(
      fc.property(
        fc.constantFrom("Rumah", "Apartemen", "Ruko", "Tanah", "Kos"),
        fc.array(word, { maxLength: 6 }),
        (type, words) => {
          const title = composeListingTitle(type, words.join(" "));
          expect(title.startsWith(type)).toBe(true);
          expect(title.toLowerCase().startsWith(`${type.toLowerCase()} ${type.toLowerCase()} `)).toBe(false);
          expect(title.toLowerCase() === `${type.toLowerCase()} ${type.toLowerCase()}`).toBe(false);
          expect(composeListingTitle(type, title)).toBe(title);
        },
      ),
    );
  });
});

describe("rentPeriodUnit", () => {
  it.each([
    [1, "bulan"],
    [3, "3 bulan"],
    [6, "6 bulan"],
    [12, "tahun"],
    [24, "2 tahun"],
    [18, "18 bulan"],
  ])("%d months → %s", (months, expected) => {
    expect(rentPeriodUnit({ months })).toBe(expected);
  });

  it("refuses a period that is no length", () => {
    expect(() => rentPeriodUnit({ months: 0 })).toThrow(RangeError);
    expect(() => rentPeriodUnit({ months: 1.5 })).toThrow(RangeError);
  });
});

describe("formatRupiahShort", () => {
  it.each([
    [0, "Rp 0"],
    [999, "Rp 999"],
    [1_000, "Rp 1 rb"],
    [950_000, "Rp 950 rb"],
    [1_000_000, "Rp 1 jt"],
    [8_500_000, "Rp 8,5 jt"],
    [12_345_678, "Rp 12,3 jt"],
    [850_000_000, "Rp 850 jt"],
    [999_960_000, "Rp 1 M"],
    [999_499_999, "Rp 999 jt"],
    [999_500_000, "Rp 1 M"],
    [1_200_000_000, "Rp 1,2 M"],
    [1_250_000_000, "Rp 1,25 M"],
    [1_255_000_000, "Rp 1,26 M"],
    [12_500_000_000, "Rp 12,5 M"],
    [640_000_000, "Rp 640 jt"],
    [1_000_000_000_000, "Rp 1 T"],
    [2_500_000_000_000_000, "Rp 2.500 T"],
    [-8_500_000, "-Rp 8,5 jt"],
  ])("%d → %s", (value, expected) => {
    expect(formatRupiahShort(value)).toBe(expected);
  });

  it("stays within half a percent of the amount", () => {
    const units: Record<string, number> = { rb: 1e3, jt: 1e6, M: 1e9, T: 1e12 };
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 1_000_000_000_000 }), (value) => {
        const m = /^Rp ([\d.]+(?:,\d+)?) (rb|jt|M|T)$/.exec(formatRupiahShort(value));
        expect(m).not.toBeNull();
        const shown = Number(m![1]!.replace(/\./g, "").replace(",", ".")) * units[m![2]!]!;
        expect(Math.abs(shown - value) / value).toBeLessThanOrEqual(0.005);
      }),
    );
  });

  it("rejects non-finite numbers", () => {
    expect(() => formatRupiahShort(Number.NaN)).toThrow(RangeError);
  });
});

describe("listingPriceLabel", () => {
  it("gives a rent price its period", () => {
    expect(listingPriceLabel(8_500_000, { months: 1 })).toEqual({
      text: "Rp 8.500.000 / bulan",
      short: "Rp 8,5 jt / bulan",
      spoken: "8.500.000 rupiah per bulan",
    });
    expect(listingPriceLabel(280_000_000, { months: 12 }).text).toBe("Rp 280.000.000 / tahun");
  });

  it("leaves a sale price without a period", () => {
    expect(listingPriceLabel(1_250_000_000, null)).toEqual({
      text: "Rp 1.250.000.000",
      short: "Rp 1,25 M",
      spoken: "1.250.000.000 rupiah",
    });
    expect(listingPriceLabel(640_000_000).text).toBe("Rp 640.000.000");
  });
});
