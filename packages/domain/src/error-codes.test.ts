import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  API_ERROR_MESSAGES,
  ERROR_CODES,
  ERROR_CODE_TABLE,
  ERROR_MESSAGES,
  OOPS_TITLE,
  PAGE_NOT_FOUND_TITLE,
  PROMO_ERROR_TITLE,
  SERVER_ERROR_PAGE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  SESSION_EXPIRED_TITLE,
  cannotChangePhoneBefore,
  describeErrorCode,
  errorCodeFor,
  formatPromoError,
  isErrorCode,
  otpResendTooSoon,
} from "./error-codes";

describe("error code table", () => {
  it("has exactly the codes 1001–1011", () => {
    expect(ERROR_CODES).toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011]);
    expect(Object.keys(ERROR_CODE_TABLE).map(Number)).toEqual([...ERROR_CODES]);
  });

  it.each([
    [1001, "activate", "insufficient_coins"],
    [1002, "activate", "membership_inactive"],
    [1003, "activate", "slot_full"],
    [1004, "repost", "insufficient_coins"],
    [1005, "repost", "membership_inactive"],
    [1006, "repost", "slot_full"],
    [1007, "featured_agent", "insufficient_coins"],
    [1008, "featured_agent", "membership_inactive"],
    [1009, "recommended", "insufficient_coins"],
    [1010, "recommended", "membership_inactive"],
    [1011, "recommended", "slot_full"],
  ] as const)("%d is %s refused for %s", (code, action, reason) => {
    expect(ERROR_CODE_TABLE[code].action).toBe(action);
    expect(ERROR_CODE_TABLE[code].reason).toBe(reason);
    expect(errorCodeFor(action, reason)).toBe(code);
  });

  it("has no code for a featured-agent slot refusal", () => {
    expect(errorCodeFor("featured_agent", "slot_full")).toBeUndefined();
  });
});

describe("describeErrorCode", () => {
  const fields = { coins_remaining: 3, required_coins: 5, listing_slot: 10 };

  it.each([
    [1001, "Koin tidak mencukupi", "Koin Anda tersisa 3, sedangkan aktivasi listing membutuhkan 5 koin."],
    [1002, "Membership tidak aktif", "Aktifkan membership Anda untuk mengaktifkan listing."],
    [1003, "Listing slot penuh", "Slot listing aktif Anda (10 listing) sudah penuh."],
    [1004, "Koin tidak mencukupi", "Koin Anda tersisa 3, sedangkan repost listing membutuhkan 5 koin."],
    [1005, "Membership tidak aktif", "Aktifkan membership Anda untuk melakukan repost listing."],
    [1006, "Listing slot penuh", "Slot listing aktif Anda (10 listing) sudah penuh. Listing tidak dapat di-repost."],
    [1007, "Koin tidak mencukupi", "Koin Anda tersisa 3, sedangkan pembelian slot Featured Agent membutuhkan 5 koin."],
    [1008, "Membership tidak aktif", "Aktifkan membership Anda untuk membeli slot Featured Agent."],
    [1009, "Koin tidak mencukupi", "Koin Anda tersisa 3, sedangkan Recommended Listing membutuhkan 5 koin."],
    [1010, "Membership tidak aktif", "Aktifkan membership Anda untuk menggunakan Recommended Listing."],
    [
      1011,
      "Listing slot penuh",
      "Slot Recommended Listing minggu itu untuk area dan tipe listing ini sudah penuh (10 listing per minggu). Pilih minggu lain.",
    ],
  ] as const)("%d → %s", (code, title, message) => {
    expect(describeErrorCode(code, fields)).toEqual({ title, message });
  });

  it("still reads as a sentence when the numbers are missing", () => {
    expect(describeErrorCode(1001).message).toBe("Koin Anda tidak mencukupi untuk aktivasi listing.");
    expect(describeErrorCode(1001, { coins_remaining: 3 }).message).toBe(
      "Koin Anda tidak mencukupi untuk aktivasi listing.",
    );
    expect(describeErrorCode(1003, {}).message).toBe("Slot listing aktif Anda sudah penuh.");
    expect(describeErrorCode(1011).message).toBe(
      "Slot Recommended Listing minggu itu untuk area dan tipe listing ini sudah penuh. Pilih minggu lain.",
    );
  });

  it("never leaks undefined or NaN into a message", () => {
    const count = fc.option(fc.oneof(fc.nat(), fc.constant(Number.NaN)), { nil: undefined });
    fc.assert(
      fc.property(
        fc.constantFrom(...ERROR_CODES),
        fc.record({ coins_remaining: count, required_coins: count, listing_slot: count }),
        (code, f) => {
          const { title, message } = describeErrorCode(code, f);
          expect(title.length).toBeGreaterThan(0);
          expect(message).not.toMatch(/undefined|NaN/);
          expect(message.endsWith(".")).toBe(true);
        },
      ),
    );
  });
});

describe("isErrorCode", () => {
  it("accepts only 1001–1011 numbers", () => {
    for (const code of ERROR_CODES) expect(isErrorCode(code)).toBe(true);
    for (const value of [1000, 1012, "1001", null, undefined, 1001.5]) expect(isErrorCode(value)).toBe(false);
  });
});

describe("global texts", () => {
  it("keeps the catalogue's texts, and says the session's end in Indonesian", () => {
    expect(OOPS_TITLE).toBe("Oops...");
    expect(SESSION_EXPIRED_TITLE).toBe("Sesi berakhir");
    expect(SESSION_EXPIRED_MESSAGE).toBe("Silakan masuk lagi untuk melanjutkan. Isian Anda tidak hilang.");
    expect(PROMO_ERROR_TITLE).toBe("Kode Promo Tidak Dapat Digunakan");
    expect(PAGE_NOT_FOUND_TITLE).toBe("Halaman Tidak Ditemukan");
  });

  it("formats a promo error with one '- ' line per requirement", () => {
    expect(formatPromoError("Kode promo tidak berlaku.", ["Minimal 50 slot listing", "Minimal 180 hari"])).toBe(
      "Kode promo tidak berlaku.\n- Minimal 50 slot listing\n- Minimal 180 hari",
    );
    expect(formatPromoError("Kode promo tidak berlaku.", [])).toBe("Kode promo tidak berlaku.");
    expect(formatPromoError("Kode promo tidak berlaku.")).toBe("Kode promo tidak berlaku.");
  });

  it("puts the support address in the server error page message", () => {
    const message = SERVER_ERROR_PAGE_MESSAGE("bantuan@griya.id");
    expect(message).toBe(
      "Maaf, ini kesalahan kami, bukan Anda. Server kami sedang mengalami gangguan. Silakan coba lagi nanti atau hubungi bantuan@griya.id",
    );
  });

  it("has non-empty catalogue messages", () => {
    for (const text of [...Object.values(ERROR_MESSAGES), ...Object.values(API_ERROR_MESSAGES)]) {
      expect(text.trim().length).toBeGreaterThan(0);
    }
    expect(ERROR_MESSAGES.maxPhotosExceeded).toContain("15");
    expect(ERROR_MESSAGES.chunkLoadFailed).toContain("120 detik");
    expect(ERROR_MESSAGES.emailInvalid).toBe("Format email tidak valid.");
  });

  it("has the account texts of issue 3", () => {
    expect(ERROR_MESSAGES.accountNotActivated.startsWith("Akun Anda belum aktif.")).toBe(true);
    expect(ERROR_MESSAGES.activationLinkExpired).toContain("kedaluwarsa");
    expect(ERROR_MESSAGES.activationLinkUsed).toContain("sudah pernah digunakan");
    expect(ERROR_MESSAGES.activationLinkInvalid).toContain("tidak valid");
    expect(ERROR_MESSAGES.referralCodeInvalid).toBe("Kode referral tidak valid atau sudah tidak aktif.");
    expect(ERROR_MESSAGES.referralCodeRequiresPaidMembership).toContain("membership berbayar");
  });

  it("rounds the OTP resend wait up to whole seconds", () => {
    expect(otpResendTooSoon(42)).toBe("Tunggu 42 detik sebelum mengirim ulang kode OTP.");
    expect(otpResendTooSoon(41.2)).toBe("Tunggu 42 detik sebelum mengirim ulang kode OTP.");
    expect(otpResendTooSoon(0)).toBe("Tunggu 1 detik sebelum mengirim ulang kode OTP.");
  });

  it("dates the phone-change lock in Indonesian", () => {
    expect(cannotChangePhoneBefore("2026-12-01T03:00:00Z")).toBe(
      "Nomor HP belum dapat diubah sebelum 1 Desember 2026.",
    );
    expect(cannotChangePhoneBefore("2026-11-30T20:00:00Z", "Asia/Jayapura")).toBe(
      "Nomor HP belum dapat diubah sebelum 1 Desember 2026.",
    );
  });
});
