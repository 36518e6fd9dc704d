import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "./auth-schemas";
import {
  coinTransferBodySchema,
  coinTransferSchema,
  normalizePromoCode,
  promoCodeSchema,
  slotQuantitySchema,
} from "./commerce-schemas";

function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues);
}

describe("coinTransferSchema", () => {
  const schema = coinTransferSchema(40);

  it("accepts a valid transfer, normalising what the form posts", () => {
    expect(v.parse(schema, { email: " Budi@Contoh.id ", amount: "10", notes: "  Untuk listing  " })).toEqual({
      email: "budi@contoh.id",
      amount: 10,
      notes: "Untuk listing",
    });
    expect(v.parse(schema, { email: "a@b.id", amount: 40, notes: "" })).toEqual({
      email: "a@b.id",
      amount: 40,
      notes: null,
    });
    expect(v.parse(schema, { email: "a@b.id", amount: 40 }).notes).toBeNull();
  });

  it("requires the e-mail and the amount", () => {
    expect(errorsOf(schema, { email: "", amount: "" })).toEqual({
      email: ["Email wajib diisi."],
      amount: ["Jumlah wajib diisi."],
    });
    expect(errorsOf(schema, {})).toEqual({ email: ["Email wajib diisi."], amount: ["Jumlah wajib diisi."] });
  });

  it("checks the e-mail format", () => {
    expect(errorsOf(schema, { email: "bukan-email", amount: 10 })).toEqual({ email: ["Format email tidak valid."] });
  });

  it("amount: a whole number, at least 10, at most the batch's remaining", () => {
    expect(errorsOf(schema, { email: "a@b.id", amount: "9" })).toEqual({ amount: ["Jumlah minimal 10."] });
    expect(errorsOf(schema, { email: "a@b.id", amount: "41" })).toEqual({
      amount: ["Jumlah koin melebihi sisa koin yang tersedia (40 koin)."],
    });
    expect(errorsOf(schema, { email: "a@b.id", amount: "12.5" })).toEqual({
      amount: ["Jumlah harus berupa bilangan bulat."],
    });
    expect(errorsOf(schema, { email: "a@b.id", amount: "abc" })).toEqual({
      amount: ["Jumlah harus berupa bilangan bulat."],
    });
    expect(errorsOf(coinTransferSchema(5), { email: "a@b.id", amount: "10" })).toEqual({
      amount: ["Jumlah koin melebihi sisa koin yang tersedia (5 koin)."],
    });
    // Unknown availability: only the minimum applies.
    expect(v.safeParse(coinTransferSchema(null), { email: "a@b.id", amount: 1_000_000 }).success).toBe(true);
  });

  it("notes: at most 160 characters", () => {
    expect(v.safeParse(schema, { email: "a@b.id", amount: 10, notes: "x".repeat(160) }).success).toBe(true);
    expect(errorsOf(schema, { email: "a@b.id", amount: 10, notes: "x".repeat(161) })).toEqual({
      notes: ["Catatan maksimal 160 karakter."],
    });
  });

  it("the API body adds the batch uuid", () => {
    const uuid = "3F2504E0-4F89-11D3-9A0C-0305E82C3301";
    expect(v.parse(coinTransferBodySchema, { user_coin_uuid: uuid, email: "a@b.id", amount: 10, notes: null })).toEqual(
      {
        user_coin_uuid: uuid.toLowerCase(),
        email: "a@b.id",
        amount: 10,
        notes: null,
      },
    );
    expect(errorsOf(coinTransferBodySchema, { email: "a@b.id", amount: 10 })).toEqual({
      user_coin_uuid: ["Koin wajib diisi."],
    });
    expect(errorsOf(coinTransferBodySchema, { user_coin_uuid: "x", email: "a@b.id", amount: 10 })).toEqual({
      user_coin_uuid: ["Format Koin tidak valid."],
    });
  });
});

describe("slotQuantitySchema", () => {
  const schema = slotQuantitySchema({ min: 5, step: 5, durations: [90, 180, 365] });

  it("accepts multiples of 5 from 5 and an offered duration", () => {
    expect(v.parse(schema, { qty: "5", duration: "90" })).toEqual({ qty: 5, duration: 90 });
    expect(v.parse(schema, { qty: 50, duration: 365 })).toEqual({ qty: 50, duration: 365 });
  });

  it("refuses with Indonesian messages", () => {
    expect(errorsOf(schema, { qty: "", duration: "" })).toEqual({
      qty: ["Jumlah wajib diisi."],
      duration: ["Durasi wajib diisi."],
    });
    expect(errorsOf(schema, { qty: "0", duration: "90" })).toEqual({ qty: ["Jumlah minimal 5."] });
    expect(errorsOf(schema, { qty: "12", duration: "90" })).toEqual({ qty: ["Jumlah harus kelipatan 5."] });
    expect(errorsOf(schema, { qty: "10", duration: "100" })).toEqual({
      duration: ["Durasi yang dipilih tidak valid."],
    });
  });

  it("honours a maximum and free durations", () => {
    const capped = slotQuantitySchema({ min: 10, step: 10, max: 100 });
    expect(errorsOf(capped, { qty: 110, duration: 30 })).toEqual({ qty: ["Jumlah maksimal 100."] });
    expect(v.parse(capped, { qty: 100, duration: 30 })).toEqual({ qty: 100, duration: 30 });
    expect(errorsOf(capped, { qty: 10, duration: 0 })).toEqual({ duration: ["Durasi yang dipilih tidak valid."] });
  });
});

describe("promo code", () => {
  it("is trimmed and uppercased", () => {
    expect(v.parse(promoCodeSchema, { promo_code: "  hemat10 " })).toEqual({ promo_code: "HEMAT10" });
    expect(normalizePromoCode(" slot50")).toBe("SLOT50");
    expect(normalizePromoCode("a")).toBeNull();
  });

  it("is 3–32 letters, digits, - or _", () => {
    expect(errorsOf(promoCodeSchema, { promo_code: "  " })).toEqual({ promo_code: ["Kode promo wajib diisi."] });
    expect(errorsOf(promoCodeSchema, {})).toEqual({ promo_code: ["Kode promo wajib diisi."] });
    expect(errorsOf(promoCodeSchema, { promo_code: "ab" })).toEqual({ promo_code: ["Kode promo minimal 3 karakter."] });
    expect(errorsOf(promoCodeSchema, { promo_code: "A".repeat(33) })).toEqual({
      promo_code: ["Kode promo maksimal 32 karakter."],
    });
    expect(errorsOf(promoCodeSchema, { promo_code: "HEMAT 10" })).toEqual({
      promo_code: ["Kode promo hanya boleh berisi huruf, angka, - atau _."],
    });
    expect(v.parse(promoCodeSchema, { promo_code: "A".repeat(32) }).promo_code).toHaveLength(32);
  });
});
