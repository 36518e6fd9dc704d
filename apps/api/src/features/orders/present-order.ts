import type { components } from "@griya/api-client/schema";
import type { MembershipType } from "@griya/domain/membership";
import { VAT_PERCENT } from "@griya/domain/money";
import { ORDER_STATUS_LABELS, type OrderStatus } from "@griya/domain/order-status";
import { paymentMethodLabel } from "@griya/domain/payment-methods";
import type { TierRow } from "../../kernels/memberships/membership-repository.js";
import type { PaymentMethod } from "../../kernels/payments/payment-method.js";
import type { CommerceSettings } from "../../kernels/settings/commerce-settings.js";
import type { BuyerTaxDetails, OrderRecord } from "./order-repository.js";
import { presentLine, type LineFacts } from "./present-line.js";

const FREE_ORDER_LABEL = "Gratis";

const PAYMENT_STATUS_LABELS = {
  PENDING: "Belum Dibayar",
  PAID: "Lunas",
  CANCELLED: "Dibatalkan",
  EXPIRED: "Kedaluwarsa",
} as const satisfies Record<OrderStatus, string>;

/** An order as the contract answers it. */
export type OrderView = components["schemas"]["Order"];

/** The card's title: the first product, and how many more the order holds. */
export function orderName(lines: Pick<LineFacts, "name">[]): string {
  const first = lines[0]?.name ?? "Pesanan";
  return lines.length > 1 ? `${first} + ${lines.length - 1} produk lain` : first;
}

export function methodLabel(method: PaymentMethod | null): string {
  return method ? paymentMethodLabel(method) : FREE_ORDER_LABEL;
}

export function presentOrder(o: OrderRecord, tiers: Map<MembershipType, TierRow>): OrderView {
  return {
    uuid: o.uuid,
    order_number: o.orderNumber,
    name: orderName(o.lines),
    status: o.status,
    status_label: ORDER_STATUS_LABELS[o.status],
    items: o.lines.map((l) => presentLine(l, tiers)),
    subtotal: o.subtotal,
    discount: o.discount,
    ppn: o.vat,
    total: o.total,
    promo_code: o.promoCode,
    payment_method: o.paymentMethod,
    payment_method_label: methodLabel(o.paymentMethod),
    payment_instructions: o.instructions,
    created_at: o.createdAt.toISOString(),
    pay_before: o.payBefore.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
    activated_at: o.activatedAt?.toISOString() ?? null,
    invoice_number: o.invoiceNumber,
    invoice_url: `/invoice/${o.uuid}`,
  };
}

/** The printable invoice; the buyer's address and NPWP come only with the buyer's own request (get-invoice.ts). */
export function presentInvoice(
  o: OrderRecord,
  tiers: Map<MembershipType, TierRow>,
  settings: CommerceSettings,
  tax: BuyerTaxDetails,
) {
  return {
    uuid: o.uuid,
    invoice_number: o.invoiceNumber,
    order_number: o.orderNumber,
    status: o.status,
    payment_status_label: PAYMENT_STATUS_LABELS[o.status],
    issuer: settings.invoice_issuer,
    buyer: { ...o.buyer, address: tax.address, npwp: tax.npwp },
    items: o.lines.map((l) => presentLine(l, tiers)),
    subtotal: o.subtotal,
    discount: o.discount,
    promo_code: o.promoCode,
    ppn: o.vat,
    ppn_percentage: VAT_PERCENT,
    total: o.total,
    payment_method: o.paymentMethod,
    payment_method_label: methodLabel(o.paymentMethod),
    created_at: o.createdAt.toISOString(),
    pay_before: o.payBefore.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
  };
}
