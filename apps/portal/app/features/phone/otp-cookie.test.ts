import { describe, expect, it } from "vitest";
import { otpCookie, readOtpCookie } from "./otp-cookie";

describe("otp cookie", () => {
  it("round-trips the phone and the moment a resend is allowed", () => {
    const header = otpCookie({ phone: "081234567890", resendAvailableAt: 1_700_000_060_000 }, false);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("Max-Age=600");
    const cookie = header.split(";")[0]!;
    expect(readOtpCookie(cookie, "081234567890")).toEqual({
      phone: "081234567890",
      resendAvailableAt: 1_700_000_060_000,
    });
  });

  it("ignores a cookie of another number or a broken value", () => {
    const cookie = otpCookie({ phone: "081234567890", resendAvailableAt: 1 }, false).split(";")[0]!;
    expect(readOtpCookie(cookie, "089999999999")).toBeNull();
    expect(readOtpCookie("griya_otp=rusak", "081234567890")).toBeNull();
    expect(readOtpCookie(null, "081234567890")).toBeNull();
  });
});
