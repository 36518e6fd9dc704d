import { sql, type SQL } from "drizzle-orm";
import type { MembershipType } from "@griya/domain/membership";
import type { OrderStatus } from "@griya/domain/order-status";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import type { PaymentInstructions, PaymentMethod } from "../../payments/payment-method.js";
import type { LineFacts } from "./present-line.js";
import type { LineKind } from "./price-checkout.js";

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

type OrderRow = {
  id: number;
  uuid: string;
  order_number: string;
  user_id: number;
  status: OrderStatus;
  subtotal: number;
  discount: number;
  vat: number;
  total: number;
  promo_code: string | null;
  payment_method: PaymentMethod | null;
  pay_before: Date | string;
  paid_at: Date | string | null;
  created_at: Date | string;
  activated_at: Date | string | null;
  invoice_number: string | null;
  buyer_name: string;
  buyer_email: string;
  payment: Record<string, unknown> | null;
};

type LineRow = {
  order_id: number;
  product_uuid: string;
  product_name: string;
  kind: LineKind;
  category: LineFacts["category"];
  membership_tier: MembershipType | null;
  qty: number;
  duration_days: number | null;
  direct_activation: boolean | null;
  unit_price: number;
  line_total: number;
  coin_amount: number | null;
  coin_validity_days: number | null;
};

const date = (v: Date | string) => new Date(v);
const dateOrNull = (v: Date | string | null) => (v === null ? null : new Date(v));
const str = (v: unknown) => (typeof v === "string" ? v : null);

/** The payment row as instructions (redirect_url is read through to_jsonb, so it is optional in the schema). */
function instructionsOf(payment: Record<string, unknown> | null): PaymentInstructions | null {
  if (!payment) return null;
  const out: PaymentInstructions = { method: payment.method as PaymentMethod };
  for (const key of ["va_number", "payment_code", "bill_key", "biller_code", "redirect_url"] as const) {
    const v = str(payment[key]);
    if (v !== null) out[key] = v;
  }
  if (Array.isArray(payment.actions)) out.actions = payment.actions as { name: string; url: string }[];
  return out;
}

/** Orders matching `where` (over alias o), newest first, with lines, buyer and payment. */
export async function findOrders(db: AppDb, where: SQL, page?: { limit: number; offset: number }): Promise<OrderRecord[]> {
  const rows = await rowsOf<OrderRow>(db, sql`
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
    ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`);
  if (rows.length === 0) return [];
  const lines = await rowsOf<LineRow>(db, sql`
    SELECT ol.order_id, p.uuid AS product_uuid, ol.product_name, ol.kind, p.kind AS category, p.membership_tier, ol.qty,
      ol.duration_days, ol.direct_activation, ol.unit_price, ol.line_total, p.coin_amount, p.coin_validity_days
    FROM order_lines ol JOIN products p ON p.id = ol.product_id
    WHERE ol.order_id IN (${sql.join(rows.map((r) => sql`${r.id}::int`), sql`, `)})
    ORDER BY ol.id`);
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
    lines: lines.filter((l) => l.order_id === r.id).map((l) => ({
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

export async function findOrderByUuid(db: AppDb, uuid: string): Promise<OrderRecord | undefined> {
  return (await findOrders(db, sql`o.uuid = ${uuid}::uuid`))[0];
}
