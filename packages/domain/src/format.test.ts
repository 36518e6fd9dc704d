import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MONTH_NAMES,
  formatDate,
  formatDateTime,
  formatDayMonthYear,
  formatRupiah,
  parseDayMonthYear,
  timeZoneLabel,
} from "./format";

describe("formatRupiah", () => {
  it.each([
    [0, "Rp 0"],
    [5, "Rp 5"],
    [999, "Rp 999"],
    [1000, "Rp 1.000"],
    [40000, "Rp 40.000"],
    [1_200_000, "Rp 1.200.000"],
    [-5000, "-Rp 5.000"],
    [-0, "Rp 0"],
    [1234.4, "Rp 1.234"],
    [1234.5, "Rp 1.235"],
    [-0.4, "Rp 0"],
    [Number.MAX_SAFE_INTEGER, "Rp 9.007.199.254.740.991"],
  ])("%d → %s", (value, expected) => {
    expect(formatRupiah(value)).toBe(expected);
  });

  it("uses a normal space after Rp", () => {
    expect(formatRupiah(40000).charCodeAt(2)).toBe(0x20);
  });

  it("rejects non-finite numbers", () => {
    expect(() => formatRupiah(Number.NaN)).toThrow(RangeError);
    expect(() => formatRupiah(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("agrees with Intl id-ID grouping for any safe integer", () => {
    const intl = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        const text = formatRupiah(n);
        const expected = `${n < 0 ? "-" : ""}Rp ${intl.format(Math.abs(n))}`;
        expect(text).toBe(expected);
      }),
    );
  });
});

describe("formatDate", () => {
  it("writes the Indonesian month name", () => {
    expect(formatDate("2026-11-21T07:30:00Z")).toBe("21 November 2026");
    expect(formatDate(new Date("2026-01-05T00:00:00Z"))).toBe("5 Januari 2026");
  });

  it("reads an instant in the given zone (Jakarta is UTC+7)", () => {
    expect(formatDate("2026-11-21T17:30:00Z")).toBe("22 November 2026");
    expect(formatDate("2026-11-21T17:30:00Z", "Europe/London")).toBe("21 November 2026");
  });

  it("takes a bare yyyy-MM-dd as a calendar date in every zone", () => {
    for (const zone of ["Asia/Jakarta", "America/Los_Angeles", "Pacific/Kiritimati"]) {
      expect(formatDate("2026-03-01", zone)).toBe("1 Maret 2026");
    }
  });

  it("names all twelve months", () => {
    const names = MONTH_NAMES.map((_, i) => formatDate(`2026-${String(i + 1).padStart(2, "0")}-15`));
    expect(names.map((n) => n.split(" ")[1])).toEqual([...MONTH_NAMES]);
  });

  it("rejects invalid input", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
    expect(() => formatDate("2026-02-30")).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("formatDateTime", () => {
  const instant = "2026-11-21T07:30:00Z";
  it.each([
    ["Asia/Jakarta", "21 November 2026, 14.30 WIB"],
    ["Asia/Pontianak", "21 November 2026, 14.30 WIB"],
    ["Asia/Makassar", "21 November 2026, 15.30 WITA"],
    ["Asia/Jayapura", "21 November 2026, 16.30 WIT"],
    ["Europe/London", "21 November 2026, 07.30 Europe/London"],
    ["UTC", "21 November 2026, 07.30 UTC"],
  ])("%s → %s", (zone, expected) => {
    expect(formatDateTime(instant, zone)).toBe(expected);
  });

  it("defaults to Jakarta and uses a 24-hour clock with leading zeros", () => {
    expect(formatDateTime("2026-11-20T17:05:00Z")).toBe("21 November 2026, 00.05 WIB");
    expect(formatDateTime("2026-11-21T16:59:00Z")).toBe("21 November 2026, 23.59 WIB");
  });

  it("follows daylight saving in other zones", () => {
    expect(formatDateTime("2026-07-01T12:00:00Z", "Europe/London")).toBe("1 Juli 2026, 13.00 Europe/London");
  });

  it("labels zones", () => {
    expect(timeZoneLabel("Asia/Makassar")).toBe("WITA");
    expect(timeZoneLabel("Asia/Tokyo")).toBe("Asia/Tokyo");
  });
});

describe("formatDayMonthYear / parseDayMonthYear", () => {
  it("formats with leading zeros", () => {
    expect(formatDayMonthYear({ year: 2026, month: 2, day: 3 })).toBe("03-02-2026");
    expect(formatDayMonthYear(new Date("2026-11-21T07:30:00Z"))).toBe("21-11-2026");
  });

  it("reads a Date in the zone", () => {
    const lateUtc = new Date("2026-11-21T20:00:00Z");
    expect(formatDayMonthYear(lateUtc)).toBe("22-11-2026");
    expect(formatDayMonthYear(lateUtc, "UTC")).toBe("21-11-2026");
  });

  it("refuses to format an impossible date", () => {
    expect(() => formatDayMonthYear({ year: 2026, month: 2, day: 29 })).toThrow(RangeError);
  });

  it.each([
    ["21-11-2026", { year: 2026, month: 11, day: 21 }],
    ["01-01-2000", { year: 2000, month: 1, day: 1 }],
    ["29-02-2028", { year: 2028, month: 2, day: 29 }],
    ["29-02-2000", { year: 2000, month: 2, day: 29 }],
  ])("parses %s", (text, expected) => {
    expect(parseDayMonthYear(text)).toEqual(expected);
  });

  it.each([
    "31-02-2026",
    "29-02-2026",
    "29-02-1900",
    "31-04-2026",
    "00-01-2026",
    "01-00-2026",
    "01-13-2026",
    "1-1-2026",
    "2026-11-21",
    "21/11/2026",
    " 21-11-2026",
    "21-11-2026 ",
    "",
    "aa-bb-cccc",
  ])("rejects %j", (text) => {
    expect(parseDayMonthYear(text)).toBeNull();
  });

  it("round-trips every valid date", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2200-12-31T00:00:00Z"), noInvalidDate: true }),
        (d) => {
          const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
          expect(parseDayMonthYear(formatDayMonthYear(date))).toEqual(date);
        },
      ),
    );
  });
});
