// Valibot schemas of the commerce forms (issue 4): the coin transfer modal, the listing-slot quantity and
// duration, and the checkout's promo code. Same rules in the browser and on the server; they accept what an
// HTML form posts (numbers as strings, "" for an empty optional field).
import * as v from "valibot";
import { objectMessage } from "./auth-schemas";
import { COIN_TRANSFER_MIN, COIN_TRANSFER_NOTES_MAX } from "./constants";
import { singleLine } from "./single-line";
import { UUID_PATTERN } from "./uuid";
import {
  FIELD_LABELS as L,
  email,
  integer,
  max,
  maxLength,
  min,
  minLength,
  multipleOf,
  oneOf,
  pattern,
  required,
} from "./validation-messages";

const firstIssueOnly = { abortPipeEarly: true } as const;

export const COMMERCE_LIMITS = {
  EMAIL_MAX: 255,
  COIN_TRANSFER_MIN,
  COIN_TRANSFER_NOTES_MAX,
  PROMO_CODE_MIN: 3,
  PROMO_CODE_MAX: 32,
} as const;

const C = COMMERCE_LIMITS;

const PROMO_CODE_PATTERN = /^[A-Z0-9_-]+$/;
const promoCodeCharacters = (): string => "Kode promo hanya boleh berisi huruf, angka, - atau _.";

/** "jumlah koin melebihi yang tersedia" with the number, so the agent knows the batch's limit. */
export const amountAboveAvailable = (available: number): string =>
  `Jumlah koin melebihi sisa koin yang tersedia (${available} koin).`;

/** A whole number from a number or a form string; "" and missing → "wajib diisi". */
function wholeNumber(label: string) {
  return v.pipe(
    v.union([v.number(), v.string()], required(label)),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const raw = typeof dataset.value === "string" ? dataset.value.trim() : dataset.value;
      if (raw === "") {
        addIssue({ message: required(label) });
        return NEVER;
      }
      const n = typeof raw === "number" ? raw : /^[+-]?\d+$/.test(raw) ? Number(raw) : Number.NaN;
      if (!Number.isSafeInteger(n)) {
        addIssue({ message: integer(label) });
        return NEVER;
      }
      return n;
    }),
  );
}

const transferEmailField = v.config(
  v.pipe(
    v.string(required(L.email)),
    singleLine(L.email),
    v.trim(),
    v.nonEmpty(required(L.email)),
    v.maxLength(C.EMAIL_MAX, maxLength(L.email, C.EMAIL_MAX)),
    v.email(email()),
    v.toLowerCase(),
  ),
  firstIssueOnly,
);

/** Optional, trimmed, at most 160 characters; "" or absent → null. */
const notesField = v.config(
  v.pipe(
    v.nullish(v.string(maxLength(L.notes, C.COIN_TRANSFER_NOTES_MAX)), null),
    v.transform((value) => {
      const trimmed = value?.trim() ?? "";
      return trimmed === "" ? null : trimmed;
    }),
    v.nullable(
      v.pipe(v.string(), v.maxLength(C.COIN_TRANSFER_NOTES_MAX, maxLength(L.notes, C.COIN_TRANSFER_NOTES_MAX))),
    ),
  ),
  firstIssueOnly,
);

function transferAmountField(available: number | null) {
  return v.config(
    v.pipe(
      wholeNumber(L.amount),
      v.minValue(C.COIN_TRANSFER_MIN, min(L.amount, C.COIN_TRANSFER_MIN)),
      v.check((amount) => available === null || amount <= available, amountAboveAvailable(available ?? 0)),
    ),
    firstIssueOnly,
  );
}

/**
 * The transfer-coin modal: e-mail, amount (≥ 10 and ≤ `available`, the chosen batch's remaining coins) and
 * notes. Pass null for `available` where the batch is not known yet (the server checks it under a row lock).
 */
export function coinTransferSchema(available: number | null) {
  return v.object(
    { email: transferEmailField, amount: transferAmountField(available), notes: notesField },
    objectMessage,
  );
}
export type CoinTransferData = v.InferOutput<ReturnType<typeof coinTransferSchema>>;

/** POST /api/coin_transfers body: the form plus the batch (user_coin_uuid). */
export const coinTransferBodySchema = v.object(
  {
    user_coin_uuid: v.config(
      v.pipe(
        v.string(required(L.user_coin_uuid)),
        singleLine(L.user_coin_uuid),
        v.trim(),
        v.nonEmpty(required(L.user_coin_uuid)),
        v.regex(UUID_PATTERN, pattern(L.user_coin_uuid)),
        v.toLowerCase(),
      ),
      firstIssueOnly,
    ),
    email: transferEmailField,
    amount: transferAmountField(null),
    notes: notesField,
  },
  objectMessage,
);

/** A listing-slot product's rules (products.qty_min, qty_step, durations). */
export interface SlotQuantityRules {
  min: number;
  step: number;
  /** Optional upper bound. */
  max?: number;
  /** The durations (days) offered; any positive whole number of days when absent. */
  durations?: readonly number[];
}

/** Listing slots: quantity required, ≥ min, a multiple of step (5, 10, 15 …); duration required and offered. */
export function slotQuantitySchema({ min: minQty, step, max: maxQty, durations }: SlotQuantityRules) {
  const qty = v.config(
    v.pipe(
      wholeNumber(L.qty),
      v.minValue(minQty, min(L.qty, minQty)),
      v.check((n) => n % step === 0, multipleOf(L.qty, step)),
      v.check((n) => maxQty === undefined || n <= maxQty, max(L.qty, maxQty ?? 0)),
    ),
    firstIssueOnly,
  );
  const duration = v.config(
    v.pipe(
      wholeNumber(L.duration),
      v.check((n) => (durations ? durations.includes(n) : n > 0), oneOf(L.duration)),
    ),
    firstIssueOnly,
  );
  return v.object({ qty, duration }, objectMessage);
}

/** A promo code as typed: trimmed and uppercased ("hemat10 " → "HEMAT10"), 3–32 letters, digits, - or _. */
const promoCodeField = v.config(
  v.pipe(
    v.string(required(L.promo_code)),
    singleLine(L.promo_code),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty(required(L.promo_code)),
    v.minLength(C.PROMO_CODE_MIN, minLength(L.promo_code, C.PROMO_CODE_MIN)),
    v.maxLength(C.PROMO_CODE_MAX, maxLength(L.promo_code, C.PROMO_CODE_MAX)),
    v.regex(PROMO_CODE_PATTERN, promoCodeCharacters()),
  ),
  firstIssueOnly,
);

/** The checkout's promo form: `{ promo_code }`. */
export const promoCodeSchema = v.object({ promo_code: promoCodeField }, objectMessage);

/** The normalised form of a code, or null when it cannot be one (for lookups without a form). */
export function normalizePromoCode(input: string): string | null {
  const result = v.safeParse(promoCodeField, input);
  return result.success ? result.output : null;
}
