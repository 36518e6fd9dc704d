import { formatDate, formatDateTime } from "@griya/domain/format";
import { PriceSummary } from "@griya/ui/price-summary";
import { useTranslation } from "react-i18next";
import type { Invoice } from "../queries";
import { InvoiceLines } from "./invoice-lines";
import { InvoiceParties } from "./invoice-parties";
import { OrderStatusBadge } from "./order-status-badge";
import "../../../locales/commerce";

/** The printable invoice: issuer, buyer, lines, subtotal, discount, PPN, total and payment status. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  return (
    <article className="invoice" aria-labelledby="invoice-judul">
      <header className="invoice-head">
        <div>
          <h1 id="invoice-judul" className="g-page-title invoice-title">
            {t("invoice.title")}
          </h1>
          <dl className="fact-list">
            <div>
              <dt>{t("invoice.number")}</dt>
              <dd data-testid="invoice-number">{invoice.invoice_number ?? t("invoice.notIssued")}</dd>
            </div>
            <div>
              <dt>{t("invoice.orderNumber")}</dt>
              <dd>{invoice.order_number}</dd>
            </div>
            <div>
              <dt>{t("invoice.date")}</dt>
              <dd>{formatDate(invoice.created_at)}</dd>
            </div>
            {invoice.paid_at ? (
              <div>
                <dt>{t("invoice.paidAt")}</dt>
                <dd>{formatDateTime(invoice.paid_at)}</dd>
              </div>
            ) : (
              invoice.status === "PENDING" && (
                <div>
                  <dt>{t("invoice.payBefore")}</dt>
                  <dd>{formatDateTime(invoice.pay_before)}</dd>
                </div>
              )
            )}
            <div>
              <dt>{t("invoice.status")}</dt>
              <dd>
                <OrderStatusBadge status={invoice.status} label={invoice.payment_status_label} />
              </dd>
            </div>
            <div>
              <dt>{t("invoice.method")}</dt>
              <dd>{invoice.payment_method_label ?? t("orders.noValue")}</dd>
            </div>
          </dl>
        </div>
        <InvoiceParties invoice={invoice} />
      </header>
      <InvoiceLines invoice={invoice} />
      <PriceSummary
        className="invoice-summary"
        subtotal={invoice.subtotal}
        discount={invoice.discount}
        vat={invoice.ppn}
        total={invoice.total}
        promoCode={invoice.promo_code}
        subtotalLabel={t("checkout.subtotal")}
        discountLabel={t("checkout.discount")}
        vatLabel={t("checkout.ppn", { percent: invoice.ppn_percentage })}
        totalLabel={t("checkout.total")}
      />
      <p className="invoice-footer">{t("invoice.footer")}</p>
    </article>
  );
}
