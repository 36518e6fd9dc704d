import { formatDate, formatDateTime } from "@griya/domain/format";
import { Button, ButtonLink } from "@griya/ui/button";
import { RupiahText } from "@griya/ui/rupiah-text";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import { pathTo } from "../../../paths";
import type { Order } from "../queries";
import { OrderStatusBadge } from "./order-status-badge";
import { PayBeforeCountdown } from "./pay-before-countdown";
import "../../../locales/commerce";

export type OrderCardProps = { order: Order; onCancel: (order: Order) => void };

/**
 * The order card (docs/product/orders-and-payments.md#order-states): name, date, order number, status, active date,
 * method, price, countdown, invoice link.
 */
export function OrderCard({ order, onCancel }: OrderCardProps) {
  const { t } = useTranslation();
  const pending = order.status === "PENDING";
  const headingId = `pesanan-${order.uuid}`;
  return (
    <article className="g-card order-card" aria-labelledby={headingId}>
      <div className="order-card-head">
        <h2 id={headingId} className="order-card-name">
          {order.name}
        </h2>
        <OrderStatusBadge status={order.status} label={order.status_label} />
      </div>
      <dl className="fact-list order-card-facts">
        <div>
          <dt>{t("orders.number")}</dt>
          <dd>{order.order_number}</dd>
        </div>
        <div>
          <dt>{t("orders.date")}</dt>
          <dd>{formatDateTime(order.created_at)}</dd>
        </div>
        <div>
          <dt>{t("orders.activeDate")}</dt>
          <dd>{order.activated_at ? formatDate(order.activated_at) : t("orders.noValue")}</dd>
        </div>
        <div>
          <dt>{t("orders.paymentMethod")}</dt>
          <dd>{order.payment_method_label ?? t("orders.noValue")}</dd>
        </div>
        <div>
          <dt>{t("orders.price")}</dt>
          <dd className="order-card-price">
            <RupiahText value={order.total} />
          </dd>
        </div>
        {pending && (
          <div>
            <dt>{t("orders.payDue")}</dt>
            <dd>
              <PayBeforeCountdown payBefore={order.pay_before} label={t("orders.payDue")} />
            </dd>
          </div>
        )}
      </dl>
      <div className="order-card-actions">
        {pending && (
          <ButtonLink href={pathTo("howToPay", { uuid: order.uuid })} linkComponent={RouterLink} size="sm">
            {t("orders.howToPay")}
          </ButtonLink>
        )}
        <ButtonLink
          href={pathTo("invoice", { uuid: order.uuid })}
          linkComponent={RouterLink}
          size="sm"
          variant="secondary"
        >
          <span aria-hidden="true">{t("orders.invoice")}</span>
          <span className="g-visually-hidden">{t("orders.invoiceNamed", { number: order.order_number })}</span>
        </ButtonLink>
        {pending && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => onCancel(order)}
            aria-label={t("orders.cancelNamed", { number: order.order_number })}
          >
            {t("orders.cancel")}
          </Button>
        )}
      </div>
    </article>
  );
}
