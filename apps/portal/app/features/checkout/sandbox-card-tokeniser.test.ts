import { describe, expect, it } from "vitest";
import { CARD_MESSAGES, checkSandboxCard, parseExpiry, passesLuhn } from "./sandbox-card-tokeniser";

const NOW = new Date("2026-05-10T00:00:00Z");
const VALID = { number: "4811 1111 1111 1114", holder: "Rudi Hartono", expiry: "12/28", cvv: "123" };

describe("sandbox card tokeniser", () => {
  it("checks numbers with Luhn", () => {
    expect(passesLuhn("4811111111111114")).toBe(true);
    expect(passesLuhn("4811111111111115")).toBe(false);
  });

  it("reads expiry dates", () => {
    expect(parseExpiry("08/29")).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry("0829")).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry("13/29")).toBeNull();
  });

  it("says what a valid card does in the sandbox, with no card data beyond the last four digits", () => {
    expect(checkSandboxCard(VALID, NOW)).toEqual({ ok: true, outcome: "capture", last4: "1114", brand: "visa" });
    expect(checkSandboxCard({ ...VALID, number: "4411 1111 1111 1118" }, NOW)).toMatchObject({
      ok: true,
      outcome: "challenge",
    });
    expect(checkSandboxCard({ ...VALID, number: "4911111111111113" }, NOW)).toMatchObject({
      ok: true,
      outcome: "decline",
    });
    expect(checkSandboxCard({ ...VALID, number: "5555 5555 5555 4444" }, NOW)).toMatchObject({
      outcome: "capture",
      brand: "mastercard",
    });
  });

  it("explains every wrong field in Indonesian", () => {
    expect(checkSandboxCard({ number: "1234", holder: " ", expiry: "04/26", cvv: "12" }, NOW)).toEqual({
      ok: false,
      errors: {
        number: CARD_MESSAGES.numberInvalid,
        holder: CARD_MESSAGES.holderRequired,
        expiry: CARD_MESSAGES.expiryPast,
        cvv: CARD_MESSAGES.cvvInvalid,
      },
    });
    expect(checkSandboxCard({ ...VALID, number: "", expiry: "x" }, NOW)).toMatchObject({
      ok: false,
      errors: { number: CARD_MESSAGES.numberRequired, expiry: CARD_MESSAGES.expiryInvalid },
    });
  });
});
