import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { invalidField } from "../../platform/openapi/refusal.js";
import { normalizePromoCode } from "../promos/index.js";
import type { RequestedLine } from "./price-checkout.js";

const IDEMPOTENCY_HEADER = "idempotency-key";
const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

export const IDEMPOTENCY_MESSAGES = {
  invalid: `Idempotency-Key harus 1–${IDEMPOTENCY_KEY_MAX_LENGTH} karakter huruf, angka, atau tanda baca tanpa spasi.`,
  reused: "Idempotency-Key ini sudah dipakai untuk pesanan lain. Muat ulang halaman checkout, lalu coba lagi.",
} as const;

/**
 * The optional Idempotency-Key header: undefined when absent, a 470 refusal when it is not 1–100 visible ASCII
 * characters.
 */
export function idempotencyKeyOf(request: FastifyRequest) {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw.join(",") : raw;
  if (key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    return invalidField("Idempotency-Key", IDEMPOTENCY_MESSAGES.invalid);
  }
  return key;
}

export type OrderRequestFacts = {
  products: RequestedLine[];
  payment_method?: string | null;
  promo_code?: string | null;
};

/**
 * What was ordered, as a SHA-256: the lines, the payment method and the promo code. The card token is left out
 * on purpose: a retry tokenises the card again, and the token does not change what is bought.
 */
export function orderFingerprint(body: OrderRequestFacts): string {
  const facts = {
    products: body.products.map((p) => ({
      uuid: p.uuid.toLowerCase(),
      qty: p.qty ?? 1,
      duration: p.duration ?? null,
      direct_activation: p.direct_activation ?? null,
    })),
    payment_method: body.payment_method ?? null,
    promo_code: body.promo_code?.trim() ? normalizePromoCode(body.promo_code) : null,
  };
  return createHash("sha256").update(JSON.stringify(facts)).digest("hex");
}
