import { isOrderStatus } from "@griya/domain/order-status";
import { StatusBadge } from "@griya/ui/status-badge";

/** The order status as the API labels it, coloured by state. */
export function OrderStatusBadge({ status, label }: { status: string; label: string }) {
  return <StatusBadge status={isOrderStatus(status) ? status : undefined}>{label}</StatusBadge>;
}
