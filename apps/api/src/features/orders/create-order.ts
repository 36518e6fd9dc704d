import type { UntypedHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { orderTotals } from "@griya/domain/money";
import { authOf } from "../../auth/authenticate.js";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { validationFailed } from "../../http/http-error.js";
import { requestTimeZone } from "../../http/request-time-zone.js";
import { loadTiers } from "../../memberships/membership-state.js";
import { createPayment } from "../../payments/create-payment.js";
import type { PaymentInstructions, PaymentMethod } from "../../payments/payment-method.js";
import { applyPromo, type AppliedPromo } from "../promos/apply-promo.js";
import { readCommerceSettings } from "./commerce-settings.js";
import { fulfilOrder } from "./fulfil-order.js";
import { claimIdempotencyKey, IDEMPOTENCY_MESSAGES, idempotencyKeyOf, orderFingerprint } from "./order-idempotency.js";
import { nextOrderNumber } from "./order-numbers.js";
import { findOrderByUuid } from "./order-repository.js";
import { presentOrder } from "./present-order.js";
import { priceCheckout, type RequestedLine } from "./price-checkout.js";

type Body = {
  products: RequestedLine[];
  payment_method?: PaymentMethod | null;
  card_token?: string | null;
  promo_code?: string | null;
  expect_free_order?: boolean;
};

export const ORDER_MESSAGES = {
  paymentMethodRequired: "Pilih metode pembayaran.",
  expectFreeOrder: "Pesanan ini gratis. Konfirmasi pesanan gratis untuk melanjutkan.",
} as const;

const HOUR_MS = 3_600_000;

/**
 * POST /api/orders: prices the lines again (never the client's prices), re-checks the promo under a row lock
 * (462), places the order (pay_before = now + app_settings.commerce.order_pay_hours), and either opens the
 * payment with the configured gateway (total > 0) or fulfils the free order at once. One transaction: a
 * refused card or a failed gateway call leaves no order behind. With an Idempotency-Key, a repeat of the same
 * order by the same agent answers the order the first request placed (however many arrive at once); the same
 * key with a different order is 470 (ADR 0019).
 */
export const createOrder: UntypedHandler = async (request, reply) => {
  const { userId } = authOf(request);
  const body = request.body as Body;
  const { db } = request.server.database;
  const timeZone = requestTimeZone(request);
  const idempotencyKey = idempotencyKeyOf(request);
  const fingerprint = idempotencyKey === undefined ? null : orderFingerprint(body);
  const placed = await db.transaction(async (txDb) => {
    const tx = txDb;
    if (idempotencyKey !== undefined) {
      const earlier = await claimIdempotencyKey(tx, userId, idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) {
        throw validationFailed({ "Idempotency-Key": [IDEMPOTENCY_MESSAGES.reused] });
      }
      if (earlier) return { uuid: earlier.uuid, instructions: null as PaymentInstructions | null };
    }
    const now = new Date();
    const priced = await priceCheckout(tx, userId, body.products, now);
    const code = body.promo_code?.trim();
    const promo: AppliedPromo | undefined = code
      ? await applyPromo(tx, { userId, code, lines: priced.lines, now, timeZone, lock: true })
      : undefined;
    const totals = orderTotals({ subtotal: priced.subtotal, discount: promo?.discount ?? 0 });
    const free = totals.total === 0;
    const method = free ? null : (body.payment_method ?? null);
    if (!free && method === null) throw validationFailed({ payment_method: [ORDER_MESSAGES.paymentMethodRequired] });
    if (free && body.expect_free_order !== true) throw validationFailed({ expect_free_order: [ORDER_MESSAGES.expectFreeOrder] });

    const settings = await readCommerceSettings(tx);
    const payBefore = new Date(now.getTime() + settings.order_pay_hours * HOUR_MS);
    const orderNumber = await nextOrderNumber(tx, now);
    const inserted = await rowsOf<{ id: number; uuid: string }>(tx, sql`
      INSERT INTO orders (order_number, user_id, subtotal, discount, vat, total, promo_code_id, payment_method, pay_before,
        created_at, idempotency_key, idempotency_fingerprint)
      VALUES (${orderNumber}, ${userId}, ${totals.subtotal}, ${totals.discount}, ${totals.vat}, ${totals.total},
        ${promo?.promoId ?? null}::int, ${method}, ${payBefore}, ${now}, ${idempotencyKey ?? null}, ${fingerprint})
      RETURNING id, uuid`);
    const order = inserted[0]!;
    for (const [i, l] of priced.lines.entries()) {
      await tx.execute(sql`
        INSERT INTO order_lines (order_id, product_id, kind, product_name, qty, duration_days, direct_activation, unit_price,
          line_total, discount)
        VALUES (${order.id}, ${l.product.id}, ${l.kind}, ${l.product.name}, ${l.qty}, ${l.durationDays}::int,
          ${l.directActivation}::boolean, ${l.unitPrice}, ${l.lineTotal}, ${promo?.lineDiscounts[i] ?? 0})`);
    }
    if (free) {
      await fulfilOrder(tx, order.id, now);
      return { uuid: order.uuid, instructions: null as PaymentInstructions | null };
    }
    const users = await rowsOf<{ name: string; email: string; phone_number: string | null }>(tx, sql`
      SELECT name, email, phone_number FROM users WHERE id = ${userId}`);
    const customer = users[0]!;
    const instructions: PaymentInstructions = await createPayment(tx, request.server.paymentGateway, {
      id: order.id,
      uuid: order.uuid,
      orderNumber,
      total: totals.total,
      payBefore,
      customer: { name: customer.name, email: customer.email, phone: customer.phone_number },
    }, method!, body.card_token ?? undefined);
    return { uuid: order.uuid, instructions };
  });
  const [order, tiers] = await Promise.all([findOrderByUuid(db, placed.uuid), loadTiers(db)]);
  const view = presentOrder(order!, tiers);
  // The gateway's answer is authoritative for this response (e.g. a redirect URL it does not store).
  if (placed.instructions) view.payment_instructions = placed.instructions;
  return reply.status(201).send({ data: view });
};
