import { describe, expect, it } from "vitest";
import { shortDate } from "./listing-dates";

describe("shortDate", () => {
  it("writes dd MMM yyyy with Indonesian month abbreviations", () => {
    expect(shortDate("2026-03-05T03:00:00.000Z")).toBe("05 Mar 2026");
    expect(shortDate("2026-05-20T03:00:00.000Z")).toBe("20 Mei 2026");
    expect(shortDate("2026-08-01T03:00:00.000Z")).toBe("01 Agu 2026");
    expect(shortDate("2026-10-10T03:00:00.000Z")).toBe("10 Okt 2026");
    expect(shortDate("2026-12-31T03:00:00.000Z")).toBe("31 Des 2026");
  });

  it("reads the instant in the business zone (WIB) unless told otherwise", () => {
    // 18:00 UTC on 31 Dec is already 1 Jan in Jakarta (UTC+7).
    expect(shortDate("2025-12-31T18:00:00.000Z")).toBe("01 Jan 2026");
    expect(shortDate("2025-12-31T18:00:00.000Z", "UTC")).toBe("31 Des 2025");
  });
});
