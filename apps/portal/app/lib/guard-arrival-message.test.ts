import { describe, expect, it } from "vitest";
import { guardArrivalMessage } from "./guard-arrival-message";

describe("guardArrivalMessage", () => {
  it("names what the agent wanted to do", () => {
    expect(guardArrivalMessage({ reason: "membership_required", from: "/listing/add" })).toBe(
      "Beli membership untuk menambah listing.",
    );
    expect(guardArrivalMessage({ reason: "trial", from: "/coin" })).toBe(
      "Selama masa Trial, membeli koin belum tersedia. Upgrade ke membership berbayar untuk melanjutkan.",
    );
    expect(guardArrivalMessage({ reason: "membership_required", from: "/" })).toBe(
      "Beli membership untuk membuka halaman itu.",
    );
  });

  it("explains the onboarding steps", () => {
    expect(guardArrivalMessage({ reason: "phone_unverified", from: "/profile" })).toBe(
      "Verifikasi nomor HP Anda dengan kode OTP dulu untuk melanjutkan.",
    );
    expect(guardArrivalMessage({ reason: "password_required", from: null })).toBe(
      "Buat kata sandi akun Anda dulu untuk melanjutkan.",
    );
  });
});
