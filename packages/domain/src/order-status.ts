// Order states (docs/product/orders-and-payments.md#order-states): PENDING → PAID | CANCELLED | EXPIRED, and a final
// state never changes (the orders table enforces the same with a trigger).
import type { OrderStatusFilter } from "./constants";

export { ORDER_STATUS_FILTERS, type OrderStatusFilter } from "./constants";

export const ORDER_STATUSES = ["PENDING", "PAID", "CANCELLED", "EXPIRED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS = {
  PENDING: "Menunggu Pembayaran",
  PAID: "Selesai",
  CANCELLED: "Dibatalkan",
  EXPIRED: "Kedaluwarsa",
} as const satisfies Record<OrderStatus, string>;

export type StatusTone = "neutral" | "info" | "success" | "warning" | "danger";

/** How a status badge is coloured: waiting is a warning, done a success, the two dead ends neutral/danger. */
export const ORDER_STATUS_TONES = {
  PENDING: "warning",
  PAID: "success",
  CANCELLED: "neutral",
  EXPIRED: "danger",
} as const satisfies Record<OrderStatus, StatusTone>;

const TRANSITIONS = {
  PENDING: ["PAID", "CANCELLED", "EXPIRED"],
  PAID: [],
  CANCELLED: [],
  EXPIRED: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether an order may move from `from` to `to`; staying in the same state is not a transition. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return (TRANSITIONS[from] as readonly OrderStatus[]).includes(to);
}

export function isFinalOrderStatus(status: OrderStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/** Only an unpaid order can be cancelled by its owner. */
export function canCancelOrder(status: OrderStatus): boolean {
  return canTransition(status, "CANCELLED");
}

export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABELS[status];
}

export const ORDER_FILTER_LABELS = {
  all: "Semua",
  on_going: "Berlangsung",
  completed: "Selesai",
} as const satisfies Record<OrderStatusFilter | "all", string>;

const FILTER_STATUSES = {
  on_going: ["PENDING"],
  completed: ["PAID"],
} as const satisfies Record<OrderStatusFilter, readonly OrderStatus[]>;

/** The statuses a list filter shows (GET /api/orders?status_filter); null = all orders. */
export function statusesForFilter(filter: OrderStatusFilter | null | undefined): readonly OrderStatus[] | null {
  return filter ? FILTER_STATUSES[filter] : null;
}

/** The filter tab an order belongs to; null for cancelled and expired orders (only under "Semua"). */
export function filterOfStatus(status: OrderStatus): OrderStatusFilter | null {
  if (status === "PENDING") return "on_going";
  if (status === "PAID") return "completed";
  return null;
}
