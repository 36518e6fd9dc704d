import { NetworkError, toApiError } from "@griya/api-client/errors";
import { ERROR_MESSAGES } from "@griya/domain/error-codes";
import { describe, expect, it } from "vitest";
import { isCostly, listingActionProblem } from "./listing-action-failure";

const failed = ERROR_MESSAGES.activateFailed;

describe("listingActionProblem", () => {
  it("1001 is the refusal's dialog with the agent's coins and the price, and a link to the coin help", () => {
    const error = toApiError(422, { code: 1001, errors: "x", coins_remaining: 0, required_coins: 5, listing_slot: 3 });
    expect(listingActionProblem(error, failed)).toEqual({
      kind: "dialog",
      dialog: {
        title: "Koin tidak mencukupi",
        message: "Koin Anda tersisa 0, sedangkan aktivasi listing membutuhkan 5 koin.",
        tone: "warning",
        help: { topic: "coin", about: "cara mendapatkan koin" },
        need: { kind: "coin", shortfall: 5 },
      },
    });
  });

  it("the other activation and repost refusals carry their own texts and numbers", () => {
    const cases = [
      [1002, "Membership tidak aktif", "Aktifkan membership Anda untuk mengaktifkan listing."],
      [1003, "Listing slot penuh", "Slot listing aktif Anda (3 listing) sudah penuh."],
      [1004, "Koin tidak mencukupi", "Koin Anda tersisa 0, sedangkan repost listing membutuhkan 1 koin."],
      [1005, "Membership tidak aktif", "Aktifkan membership Anda untuk melakukan repost listing."],
      [1006, "Listing slot penuh", "Slot listing aktif Anda (3 listing) sudah penuh. Listing tidak dapat di-repost."],
    ] as const;
    for (const [code, title, message] of cases) {
      const required = code === 1004 ? 1 : 5;
      const error = toApiError(422, {
        code,
        errors: "x",
        coins_remaining: 0,
        required_coins: required,
        listing_slot: 3,
      });
      expect(listingActionProblem(error, failed), String(code)).toMatchObject({
        kind: "dialog",
        dialog: { title, message },
      });
    }
  });

  it("an ended session is 'Session Expired'", () => {
    expect(listingActionProblem(toApiError(401, { errors: "x" }), failed)).toEqual({ kind: "session-expired" });
  });

  it("an incomplete listing shows the catalogue text and the server's field messages", () => {
    const error = toApiError(470, {
      message: "x",
      errors: { photos: ["Tambahkan minimal 1 foto sebelum mengaktifkan listing."] },
    });
    expect(listingActionProblem(error, failed)).toEqual({
      kind: "dialog",
      dialog: {
        title: "Oops...",
        message: "Listing gagal diaktifkan. Pastikan koin Anda mencukupi, lalu muat ulang halaman.",
        lines: ["Tambahkan minimal 1 foto sebelum mengaktifkan listing."],
        tone: "danger",
      },
    });
  });

  it("other failures show the catalogue text, with the server's text when it sent one", () => {
    expect(
      listingActionProblem(toApiError(404, { errors: "Data tidak ditemukan." }), ERROR_MESSAGES.deleteFailed),
    ).toEqual({
      kind: "dialog",
      dialog: {
        title: "Oops...",
        message: "Listing gagal dihapus. Silakan muat ulang halaman.",
        lines: ["Data tidak ditemukan."],
        tone: "danger",
      },
    });
    expect(listingActionProblem(toApiError(502, null), failed)).toEqual({
      kind: "dialog",
      dialog: { title: "Oops...", message: failed, tone: "danger" },
    });
    const offline = listingActionProblem(new NetworkError(new Error("reset")), failed);
    expect(offline).toMatchObject({
      dialog: { message: failed, lines: [expect.stringContaining("koneksi internet")] },
    });
  });

  it("knows which actions cost coins", () => {
    expect(["activate", "repost", "duplicate", "deactivate", "delete"].filter((a) => isCostly(a as never))).toEqual([
      "activate",
      "repost",
      "duplicate",
    ]);
  });
});
