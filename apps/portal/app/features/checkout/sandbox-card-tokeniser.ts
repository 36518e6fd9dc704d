// The SANDBOX card tokeniser. A real gateway (Midtrans) tokenises the card in the browser with its own
// script and returns a token; our API only ever receives that token, never the card number, expiry or CVV.
// This stands in for the gateway's script: it checks the card the way a gateway would (Luhn, expiry, CVV) and
// picks what the test card does; the sandbox then issues a signed token for that outcome
// (POST /api/payments/sandbox/card_tokens, see queries.ts) and declines any token it did not issue. The card
// data itself is never sent anywhere.

export type CardInput = { number: string; holder: string; expiry: string; cvv: string };

export type CardField = keyof CardInput;

/** What a charge with the card does in the sandbox (the API's `outcome`). */
export type SandboxCardOutcome = "capture" | "challenge" | "decline";

export type CardCheckResult =
  | { ok: true; outcome: SandboxCardOutcome; last4: string; brand: CardBrand }
  | { ok: false; errors: Partial<Record<CardField, string>> };

/** Test cards with another outcome than "paid at once" (the numbers Midtrans' sandbox uses for the same cases). */
const SANDBOX_TEST_CARDS = {
  "4411111111111118": "challenge",
  "4911111111111113": "decline",
} as const satisfies Record<string, SandboxCardOutcome>;

type CardBrand = "visa" | "mastercard" | "jcb" | "amex" | "card";

export const CARD_MESSAGES = {
  numberRequired: "Nomor kartu wajib diisi.",
  numberInvalid: "Nomor kartu tidak valid.",
  holderRequired: "Nama pemegang kartu wajib diisi.",
  expiryInvalid: "Masa berlaku harus berformat BB/TT, contoh 08/29.",
  expiryPast: "Kartu sudah kedaluwarsa.",
  cvvInvalid: "CVV harus 3 atau 4 digit.",
} as const;

const digitsOnly = (text: string): string => text.replace(/\D/g, "");

/** Luhn checksum of a card number (digits only). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^35/.test(digits)) return "jcb";
  if (/^3[47]/.test(digits)) return "amex";
  return "card";
}

/** "0829" / "08/29" / "08 / 2029" → { month, year } or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Checks the card and says what it does in the sandbox; only the outcome leaves the browser. */
export function checkSandboxCard(card: CardInput, now: Date = new Date()): CardCheckResult {
  const errors: Partial<Record<CardField, string>> = {};
  const number = digitsOnly(card.number);
  if (number === "") errors.number = CARD_MESSAGES.numberRequired;
  else if (number.length < 12 || number.length > 19 || !passesLuhn(number)) errors.number = CARD_MESSAGES.numberInvalid;

  if (card.holder.trim() === "") errors.holder = CARD_MESSAGES.holderRequired;

  const expiry = parseExpiry(card.expiry);
  if (!expiry) errors.expiry = CARD_MESSAGES.expiryInvalid;
  else {
    const currentMonth = now.getFullYear() * 12 + now.getMonth();
    if (expiry.year * 12 + (expiry.month - 1) < currentMonth) errors.expiry = CARD_MESSAGES.expiryPast;
  }

  if (!/^\d{3,4}$/.test(card.cvv.trim())) errors.cvv = CARD_MESSAGES.cvvInvalid;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const outcome: SandboxCardOutcome = SANDBOX_TEST_CARDS[number as keyof typeof SANDBOX_TEST_CARDS] ?? "capture";
  return { ok: true, outcome, last4: number.slice(-4), brand: cardBrand(number) };
}
