import { orderTotals } from "@griya/domain/money";
import type { AppDb } from "../../platform/db/client.js";
import { transactionUnlessRefused } from "../../platform/db/transaction-unless-refused.js";
import { createPayment, type PaymentRefusal } from "../../kernels/payments/create-payment.js";
import type { PaymentGateway } from "../../kernels/payments/gateway.js";
import type { PaymentInstructions, PaymentMethod } from "../../kernels/payments/payment-method.js";
import { lockMember } from "../../kernels/memberships/membership-repository.js";
import { applyPromo, type PromoRefusal } from "../promos/index.js";
import { readCommerceSettings } from "../../kernels/settings/commerce-settings.js";
import { fulfilOrder } from "./fulfil-order.js";
import { nextOrderNumber } from "./order-numbers.js";
import { claimIdempotencyKey, findOrderCustomer, insertOrder, insertOrderLine } from "./order-repository.js";
import { priceCheckout, type CheckoutRefusal, type RequestedLine } from "./price-checkout.js";
import { clock } from "../../platform/clock.js";

type OrderRequest = {
  products: RequestedLine[];
  payment_method?: PaymentMethod | null;
  card_token?: string | null;
  promo_code?: string | null;
  expect_free_order?: boolean;
};

export type PlaceOrderInput = {
  userId: number;
  order: OrderRequest;
  timeZone: string | undefined;
  /** The Idempotency-Key and the fingerprint of what is ordered, when the client sent a key. */
  idempotency: { key: string; fingerprint: string } | undefined;
};

export type PlaceOrderOutcome =
  | { ok: true; uuid: string; instructions: PaymentInstructions | null }
  | CheckoutRefusal
  | PromoRefusal
  | PaymentRefusal
  | { ok: false; reason: "idempotency_key_reused" | "payment_method_required" | "free_order_not_expected" };

const HOUR_MS = 3_600_000;

/**
 * Prices the lines again (never the client's prices), re-checks the promo under a row lock, places the order
 * (pay_before = now + app_settings.commerce.order_pay_hours), and either opens the payment with the gateway
 * (total > 0) or fulfils the free order at once. One transaction that any refusal rolls back: a refused card or a
 * failed gateway call leaves no order behind; every other refusal comes before the first write. With an idempotency key, a repeat of the same order
 * by the same agent answers the order the first request placed (however many arrive at once).
 */
export function placeOrder(db: AppDb, gateway: PaymentGateway, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  const { userId, order: body, idempotency } = input;
  return transactionUnlessRefused(db, async (tx): Promise<PlaceOrderOutcome> => {
    if (idempotency !== undefined) {
      const earlier = await claimIdempotencyKey(tx, userId, idempotency.key);
      if (earlier && earlier.fingerprint !== idempotency.fingerprint)
        return { ok: false, reason: "idempotency_key_reused" };
      if (earlier) return { ok: true, uuid: earlier.uuid, instructions: null };
    }
    const now = clock.now();
    const priced = await priceCheckout(tx, userId, body.products, now);
    if (!priced.ok) return priced;
    const code = body.promo_code?.trim();
    const promo = code
      ? await applyPromo(tx, { userId, code, lines: priced.lines, now, timeZone: input.timeZone, lock: true })
      : undefined;
    if (promo && !promo.ok) return promo;
    const totals = orderTotals({ subtotal: priced.subtotal, discount: promo?.discount ?? 0 });
    const free = totals.total === 0;
    const method = free ? null : (body.payment_method ?? null);
    if (!free && method === null) return { ok: false, reason: "payment_method_required" };
    if (free && body.expect_free_order !== true) return { ok: false, reason: "free_order_not_expected" };

    // A free order is fulfilled in this transaction, which locks the agent's row: lock it before the order's
    // insert takes a share lock on it, or two free orders of one agent deadlock (ADR 0055).
    if (free) await lockMember(tx, userId);
    const settings = await readCommerceSettings(tx);
    const payBefore = new Date(now.getTime() + settings.order_pay_hours * HOUR_MS);
    const orderNumber = await nextOrderNumber(tx, now);
    const order = await insertOrder(tx, {
      orderNumber,
      userId,
      subtotal: totals.subtotal,
      discount: totals.discount,
      vat: totals.vat,
      total: totals.total,
      promoCodeId: promo?.promoId ?? null,
      paymentMethod: method,
      payBefore,
      createdAt: now,
      idempotencyKey: idempotency?.key ?? null,
      idempotencyFingerprint: idempotency?.fingerprint ?? null,
    });
    for (const [i, l] of priced.lines.entries()) {
      await insertOrderLine(tx, {
        orderId: order.id,
        productId: l.product.id,
        kind: l.kind,
        productName: l.product.name,
        qty: l.qty,
        durationDays: l.durationDays,
        directActivation: l.directActivation,
        unitPrice: l.unitPrice,
        lineTotal: l.lineTotal,
        discount: promo?.lineDiscounts[i] ?? 0,
      });
    }
    if (free) {
      await fulfilOrder(tx, order.id, now);
      return { ok: true, uuid: order.uuid, instructions: null };
    }
    const customer = await findOrderCustomer(tx, userId);
    const opened = await createPayment(
      tx,
      gateway,
      fulfilOrder,
      {
        id: order.id,
        uuid: order.uuid,
        orderNumber,
        total: totals.total,
        payBefore,
        customer,
      },
      method!,
      body.card_token ?? undefined,
    );
    if (!opened.ok) return opened;
    return { ok: true, uuid: order.uuid, instructions: opened.instructions };
  });
}
