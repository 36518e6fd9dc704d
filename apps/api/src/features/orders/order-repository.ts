import { and, eq, sql, type SQL } from "drizzle-orm";
import { MEMBERSHIP_TYPES, type MembershipType } from "@griya/domain/membership";
import { ORDER_STATUSES, type OrderStatus } from "@griya/domain/order-status";
import { PAYMENT_METHODS } from "@griya/domain/payment-methods";
import { PRODUCT_KINDS } from "@griya/domain/promo";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { listingSlotPurchases, orderLines, orders, payments, products, users } from "../../platform/db/schema.js";
import type { PaymentInstructions, PaymentMethod } from "../../kernels/payments/payment-method.js";
import type { LineFacts } from "./present-line.js";
import { LINE_KINDS, type LineKind } from "./price-checkout.js";
import { sqlNow } from "../../platform/db/sql-now.js";

export type OrderRecord = {
  id: number;
  uuid: string;
  orderNumber: string;
  userId: number;
  status: OrderStatus;
  subtotal: number;
  discount: number;
  vat: number;
  total: number;
  promoCode: string | null;
  paymentMethod: PaymentMethod | null;
  payBefore: Date;
  paidAt: Date | null;
  createdAt: Date;
  activatedAt: Date | null;
  invoiceNumber: string | null;
  buyer: { name: string; email: string };
  instructions: PaymentInstructions | null;
  lines: LineFacts[];
};

const OrderRow = v.object({
  id: v.number(),
  uuid: v.string(),
  order_number: v.string(),
  user_id: v.number(),
  status: v.picklist(ORDER_STATUSES),
  subtotal: v.number(),
  discount: v.number(),
  vat: v.number(),
  total: v.number(),
  promo_code: v.nullable(v.string()),
  payment_method: v.nullable(v.picklist(PAYMENT_METHODS)),
  pay_before: v.string(),
  paid_at: v.nullable(v.string()),
  created_at: v.string(),
  activated_at: v.nullable(v.string()),
  invoice_number: v.nullable(v.string()),
  buyer_name: v.string(),
  buyer_email: v.string(),
  payment: v.nullable(v.record(v.string(), v.unknown())),
});
type OrderRow = v.InferOutput<typeof OrderRow>;

const LineRow = v.object({
  order_id: v.number(),
  product_uuid: v.string(),
  product_name: v.string(),
  kind: v.picklist(LINE_KINDS),
  category: v.picklist(PRODUCT_KINDS),
  membership_tier: v.nullable(v.picklist(MEMBERSHIP_TYPES)),
  qty: v.number(),
  duration_days: v.nullable(v.number()),
  direct_activation: v.nullable(v.boolean()),
  unit_price: v.number(),
  line_total: v.number(),
  coin_amount: v.nullable(v.number()),
  coin_validity_days: v.nullable(v.number()),
});
type LineRow = v.InferOutput<typeof LineRow>;

const date = (v: Date | string) => new Date(v);
const dateOrNull = (v: Date | string | null) => (v === null ? null : new Date(v));
const str = (v: unknown) => (typeof v === "string" ? v : null);

/** The payment row as instructions (redirect_url is read through to_jsonb, so it is optional in the schema). */
function instructionsOf(payment: Record<string, unknown> | null): PaymentInstructions | null {
  if (!payment) return null;
  const out: PaymentInstructions = { method: payment.method as PaymentMethod };
  for (const key of ["va_number", "payment_code", "bill_key", "biller_code", "qr_string", "redirect_url"] as const) {
    const v = str(payment[key]);
    if (v !== null) out[key] = v;
  }
  if (Array.isArray(payment.actions)) out.actions = payment.actions as { name: string; url: string }[];
  return out;
}

/** Orders matching `where` (over alias o), newest first, with lines, buyer and payment. */
export async function findOrders(
  db: AppDb,
  where: SQL,
  page?: { limit: number; offset: number },
): Promise<OrderRecord[]> {
  const rows = await rowsOf(
    db,
    OrderRow,
    sql`
    SELECT o.id, o.uuid, o.order_number, o.user_id, o.status, o.subtotal, o.discount, o.vat, o.total,
      pc.code AS promo_code, o.payment_method, o.pay_before, o.paid_at, o.created_at, o.invoice_number,
      u.name AS buyer_name, u.email AS buyer_email,
      CASE WHEN o.status = 'PAID'
        THEN COALESCE((SELECT m.started_at FROM memberships m WHERE m.order_id = o.id), o.paid_at) END AS activated_at,
      (SELECT to_jsonb(pay) FROM payments pay WHERE pay.order_id = o.id) AS payment
    FROM orders o
    JOIN users u ON u.id = o.user_id
    LEFT JOIN promo_codes pc ON pc.id = o.promo_code_id
    WHERE ${where}
    ORDER BY o.created_at DESC, o.id DESC
    ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`,
  );
  if (rows.length === 0) return [];
  const lines = await rowsOf(
    db,
    LineRow,
    sql`
    SELECT ol.order_id, p.uuid AS product_uuid, ol.product_name, ol.kind, p.kind AS category, p.membership_tier, ol.qty,
      ol.duration_days, ol.direct_activation, ol.unit_price, ol.line_total, p.coin_amount, p.coin_validity_days
    FROM order_lines ol JOIN products p ON p.id = ol.product_id
    WHERE ol.order_id IN (${sql.join(
      rows.map((r) => sql`${r.id}::int`),
      sql`, `,
    )})
    ORDER BY ol.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    orderNumber: r.order_number,
    userId: r.user_id,
    status: r.status,
    subtotal: r.subtotal,
    discount: r.discount,
    vat: r.vat,
    total: r.total,
    promoCode: r.promo_code,
    paymentMethod: r.payment_method,
    payBefore: date(r.pay_before),
    paidAt: dateOrNull(r.paid_at),
    createdAt: date(r.created_at),
    activatedAt: dateOrNull(r.activated_at),
    invoiceNumber: r.invoice_number,
    buyer: { name: r.buyer_name, email: r.buyer_email },
    instructions: instructionsOf(r.payment),
    lines: lines
      .filter((l) => l.order_id === r.id)
      .map((l) => ({
        productUuid: l.product_uuid,
        name: l.product_name,
        kind: l.kind,
        category: l.category,
        membershipType: l.membership_tier,
        qty: l.qty,
        durationDays: l.duration_days,
        directActivation: l.direct_activation,
        unitPrice: l.unit_price,
        lineTotal: l.line_total,
        coinAmount: l.coin_amount,
        coinValidityDays: l.coin_validity_days,
      })),
  }));
}

/** The order with this uuid; only the owner's when userId is given. */
export async function findOrderByUuid(db: AppDb, uuid: string, userId?: number): Promise<OrderRecord | undefined> {
  const owner = userId === undefined ? sql`` : sql` AND o.user_id = ${userId}`;
  return (await findOrders(db, sql`o.uuid = ${uuid}::uuid${owner}`))[0];
}

/** A LIKE pattern that matches `q` literally (its % and _ are not wildcards). */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The caller's orders (over alias o), optionally of some statuses and matching `q` in the number or a product name. */
export function orderListFilter(userId: number, statuses: readonly OrderStatus[] | null, q: string | undefined): SQL {
  return sql.join(
    [
      sql`o.user_id = ${userId}`,
      ...(statuses
        ? [
            sql`o.status IN (${sql.join(
              statuses.map((s) => sql`${s}`),
              sql`, `,
            )})`,
          ]
        : []),
      ...(q
        ? [
            sql`(lower(o.order_number) LIKE ${containsPattern(q)} OR EXISTS (SELECT 1 FROM order_lines ol
          WHERE ol.order_id = o.id AND lower(ol.product_name) LIKE ${containsPattern(q)}))`,
          ]
        : []),
    ],
    sql` AND `,
  );
}

export async function countOrders(db: AppDb, where: SQL): Promise<number> {
  const rows = await rowsOf(
    db,
    v.object({ n: v.number() }),
    sql`SELECT count(*)::int AS n FROM orders o WHERE ${where}`,
  );
  return rows[0]!.n;
}

/** The owner's order, locked FOR UPDATE: a payment notification for it waits, or is waited for. */
export async function lockOwnOrder(
  tx: AppDb,
  uuid: string,
  userId: number,
): Promise<{ id: number; status: OrderStatus } | undefined> {
  const rows = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.uuid, uuid), eq(orders.userId, userId)))
    .for("update");
  const row = rows[0];
  return row && { id: row.id, status: row.status as OrderStatus };
}

export async function markOrderCancelled(tx: AppDb, orderId: number): Promise<void> {
  await tx.update(orders).set({ status: "CANCELLED", cancelledAt: sqlNow() }).where(eq(orders.id, orderId));
}

/** The order's open payment stops looking payable. */
export async function expirePendingPayments(tx: AppDb, orderId: number): Promise<void> {
  await tx
    .update(payments)
    .set({ status: "EXPIRED" })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "PENDING")));
}

export type NewOrder = {
  orderNumber: string;
  userId: number;
  subtotal: number;
  discount: number;
  vat: number;
  total: number;
  promoCodeId: number | null;
  paymentMethod: PaymentMethod | null;
  payBefore: Date;
  createdAt: Date;
  idempotencyKey: string | null;
  idempotencyFingerprint: string | null;
};

export async function insertOrder(tx: AppDb, order: NewOrder): Promise<{ id: number; uuid: string }> {
  const rows = await tx.insert(orders).values(order).returning({ id: orders.id, uuid: orders.uuid });
  return rows[0]!;
}

export type NewOrderLine = {
  orderId: number;
  productId: number;
  kind: LineKind;
  productName: string;
  qty: number;
  durationDays: number | null;
  directActivation: boolean | null;
  unitPrice: number;
  lineTotal: number;
  discount: number;
};

export async function insertOrderLine(tx: AppDb, line: NewOrderLine): Promise<void> {
  await tx.insert(orderLines).values(line);
}

/** Who pays, as the payment gateway wants to know. */
export async function findOrderCustomer(
  db: AppDb,
  userId: number,
): Promise<{ name: string; email: string; phone: string | null }> {
  const rows = await db
    .select({ name: users.name, email: users.email, phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0]!;
}

/** The order to fulfil, locked FOR UPDATE so a repeated notification waits and then finds it PAID. */
export async function lockOrderForFulfilment(
  tx: AppDb,
  orderId: number,
): Promise<{ userId: number; status: OrderStatus } | undefined> {
  const rows = await tx
    .select({ userId: orders.userId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  const row = rows[0];
  return row && { userId: row.userId, status: row.status as OrderStatus };
}

export async function markOrderPaid(tx: AppDb, orderId: number, paidAt: Date, invoiceNumber: string): Promise<void> {
  await tx.update(orders).set({ status: "PAID", paidAt, invoiceNumber }).where(eq(orders.id, orderId));
}

export type FulfilLine = {
  kind: LineKind;
  productName: string;
  qty: number;
  durationDays: number | null;
  directActivation: boolean | null;
  membershipTier: MembershipType | null;
  coinAmount: number | null;
  coinValidityDays: number | null;
  /** The line's price after its share of the promo discount. */
  paidAmount: number;
};

/** What the order sold, with the product facts its delivery needs, in the order's line order. */
export async function findFulfilLines(tx: AppDb, orderId: number): Promise<FulfilLine[]> {
  const rows = await tx
    .select({
      kind: orderLines.kind,
      productName: orderLines.productName,
      qty: orderLines.qty,
      durationDays: orderLines.durationDays,
      directActivation: orderLines.directActivation,
      membershipTier: products.membershipTier,
      coinAmount: products.coinAmount,
      coinValidityDays: products.coinValidityDays,
      paidAmount: sql<number>`${orderLines.lineTotal} - ${orderLines.discount}`,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id);
  return rows.map((r) => ({
    ...r,
    kind: r.kind as LineKind,
    membershipTier: r.membershipTier as MembershipType | null,
  }));
}

export async function insertListingSlotPurchase(
  tx: AppDb,
  purchase: { userId: number; orderId: number; quantity: number; startsAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(listingSlotPurchases).values(purchase);
}

/** Namespace of the advisory locks that queue requests with the same agent and key. */
const IDEMPOTENCY_LOCK_CLASS = 727_012;

/**
 * Inside the order's transaction: waits for any other request of this agent with this key (a transaction-scoped
 * advisory lock, released at commit or rollback), then returns the order it placed, if any. The first request
 * commits its order before the next one looks, so ten parallel submissions place one order.
 */
export async function claimIdempotencyKey(
  tx: AppDb,
  userId: number,
  key: string,
): Promise<{ uuid: string; fingerprint: string } | undefined> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${IDEMPOTENCY_LOCK_CLASS}::int, hashtext(${`${userId}:${key}`}))`);
  const rows = await rowsOf(
    tx,
    v.object({ uuid: v.string(), fingerprint: v.string() }),
    sql`
    SELECT uuid::text AS uuid, idempotency_fingerprint AS fingerprint FROM orders
    WHERE user_id = ${userId} AND idempotency_key = ${key}`,
  );
  return rows[0];
}

export async function nextSequenceValue(
  db: AppDb,
  sequence: "order_number_seq" | "invoice_number_seq",
): Promise<number> {
  const rows = await rowsOf(db, v.object({ n: v.number() }), sql`SELECT nextval(${sequence}::regclass)::int AS n`);
  return rows[0]!.n;
}

export const BuyerTaxDetails = v.object({ address: v.nullable(v.string()), npwp: v.nullable(v.string()) });
export type BuyerTaxDetails = v.InferOutput<typeof BuyerTaxDetails>;

export const NO_BUYER_TAX_DETAILS: BuyerTaxDetails = { address: null, npwp: null };

/**
 * What a business buyer needs on an invoice to claim the PPN: the profile's address on one line (street,
 * village, district, city, province; the parts that are filled) and its NPWP number.
 */
export async function findBuyerTaxDetails(db: AppDb, userId: number): Promise<BuyerTaxDetails> {
  const [row] = await rowsOf(
    db,
    BuyerTaxDetails,
    sql`
    SELECT NULLIF(concat_ws(', ', NULLIF(btrim(p.address), ''), v.name, d.name, c.name, pr.name), '') AS address,
      p.npwp_number AS npwp
    FROM agent_profiles p
    LEFT JOIN villages v ON v.id = p.village_id
    LEFT JOIN districts d ON d.id = p.district_id
    LEFT JOIN cities c ON c.id = p.city_id
    LEFT JOIN provinces pr ON pr.id = p.province_id
    WHERE p.user_id = ${userId}`,
  );
  return row ?? NO_BUYER_TAX_DETAILS;
}
