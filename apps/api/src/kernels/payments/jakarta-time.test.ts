import { describe, expect, it } from "vitest";
import { formatJakartaTime, parseJakartaTime } from "./jakarta-time.js";

describe("Midtrans times (WIB, GMT+7)", () => {
  it("formats and parses yyyy-MM-dd HH:mm:ss in WIB, across midnight", () => {
    const instant = new Date("2025-06-01T20:30:15Z");
    expect(formatJakartaTime(instant)).toBe("2025-06-02 03:30:15");
    expect(parseJakartaTime("2025-06-02 03:30:15")?.toISOString()).toBe("2025-06-01T20:30:15.000Z");
  });

  it("reads nothing from other formats", () => {
    for (const text of [undefined, "", "2025-06-02T03:30:15", "02-06-2025 03:30:15", "2025-06-02 03:30"]) {
      expect(parseJakartaTime(text)).toBeUndefined();
    }
  });
});
