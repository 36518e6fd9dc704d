import { describe, expect, it } from "vitest";
import { phoneEditAllowedAfter } from "./phone-edit-lock.js";

const now = new Date("2025-03-10T00:00:00Z");

describe("phoneEditAllowedAfter", () => {
  it("is null when the number was never changed", () => expect(phoneEditAllowedAfter(null, 30, now)).toBeNull());
  it("is the end of the lock while it runs", () => {
    expect(phoneEditAllowedAfter("2025-03-01T00:00:00Z", 30, now)?.toISOString()).toBe("2025-03-31T00:00:00.000Z");
  });
  it("is null once the lock has passed", () =>
    expect(phoneEditAllowedAfter("2025-01-01T00:00:00Z", 30, now)).toBeNull());
  it("is null with a zero-day lock", () => expect(phoneEditAllowedAfter(now, 0, now)).toBeNull());
});
