import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES, type OrderStatus, type StatusTone } from "@griya/domain/order-status";
import type { ReactNode } from "react";
import { classNames } from "./class-names";

export type { StatusTone } from "@griya/domain/order-status";

export type StatusBadgeProps = {
  /** An order status: label and tone come from @griya/domain/order-status unless given. */
  status?: OrderStatus;
  tone?: StatusTone;
  /** The text; default the status's Indonesian label ("Menunggu Pembayaran", "Selesai" …). */
  children?: ReactNode;
  className?: string;
};

/** A small coloured label for a state (orders, coin batches, transfers in/out). Colour is never the only cue. */
export function StatusBadge({ status, tone, children, className }: StatusBadgeProps) {
  const shownTone = tone ?? (status ? ORDER_STATUS_TONES[status] : "neutral");
  return (
    <span className={classNames("g-status-badge", `g-status-badge--${shownTone}`, className)} data-status={status}>
      {children ?? (status ? ORDER_STATUS_LABELS[status] : null)}
    </span>
  );
}
