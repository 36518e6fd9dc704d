import { describe, expect, it } from "vitest";
import { CARD_MESSAGES, parseExpiry, passesLuhn, tokeniseSandboxCard } from "./sandbox-card-tokeniser";

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

  it("returns an opaque token that does not contain the card number", () => {
    const result = tokeniseSandboxCard(VALID, NOW);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.last4).toBe("1114");
    expect(result.brand).toBe("visa");
    expect(result.token).toMatch(/^sandbox-visa-1114-[0-9a-f]{24}$/);
    expect(result.token).not.toContain("4811111111111114");
    expect(tokeniseSandboxCard(VALID, NOW)).not.toEqual(result);
  });

  it("explains every wrong field in Indonesian", () => {
    expect(tokeniseSandboxCard({ number: "1234", holder: " ", expiry: "04/26", cvv: "12" }, NOW)).toEqual({
      ok: false,
      errors: {
        number: CARD_MESSAGES.numberInvalid,
        holder: CARD_MESSAGES.holderRequired,
        expiry: CARD_MESSAGES.expiryPast,
        cvv: CARD_MESSAGES.cvvInvalid,
      },
    });
    expect(tokeniseSandboxCard({ ...VALID, number: "", expiry: "x" }, NOW)).toMatchObject({
      ok: false,
      errors: { number: CARD_MESSAGES.numberRequired, expiry: CARD_MESSAGES.expiryInvalid },
    });
  });
});
