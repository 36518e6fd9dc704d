import { formatDate, formatDateTime } from "@griya/domain/format";
import { PriceSummary } from "@griya/ui/price-summary";
import { RupiahText } from "@griya/ui/rupiah-text";
import { Trans, useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import { useRootData } from "../../../lib/use-root-data";
import { pathTo } from "../../../paths";
import type { Invoice } from "../queries";
import { OrderStatusBadge } from "./order-status-badge";
import "../../../locales/commerce";

/** The printable invoice: issuer, buyer, lines, subtotal, discount, PPN, total and payment status. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  // The API gives the address and NPWP only to the buyer; the buyer is told where to fill in what is missing.
  const ownInvoice = useRootData()?.user?.email === invoice.buyer.email;
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
        <div className="invoice-parties">
          <section aria-labelledby="invoice-penerbit">
            <h2 id="invoice-penerbit" className="invoice-party-title">
              {t("invoice.issuer")}
            </h2>
            <p>
              <strong>{invoice.issuer.name}</strong>
              <br />
              {invoice.issuer.address}
              <br />
              {t("invoice.npwp", { npwp: invoice.issuer.npwp })}
              <br />
              {invoice.issuer.email}
            </p>
          </section>
          <section aria-labelledby="invoice-pembeli">
            <h2 id="invoice-pembeli" className="invoice-party-title">
              {t("invoice.billedTo")}
            </h2>
            <p>
              <strong>{invoice.buyer.name}</strong>
              <br />
              {invoice.buyer.email}
              {invoice.buyer.address && (
                <>
                  <br />
                  <span data-testid="invoice-buyer-address">{invoice.buyer.address}</span>
                </>
              )}
              {invoice.buyer.npwp && (
                <>
                  <br />
                  <span data-testid="invoice-buyer-npwp">{t("invoice.npwp", { npwp: invoice.buyer.npwp })}</span>
                </>
              )}
            </p>
            {ownInvoice && (!invoice.buyer.address || !invoice.buyer.npwp) && (
              <p className="invoice-buyer-missing g-print-hide">
                <Trans
                  i18nKey="invoice.buyerMissing"
                  components={{ profile: <RouterLink href={pathTo("profile")} className="g-link" /> }}
                />
              </p>
            )}
          </section>
        </div>
      </header>
      <div
        className="table-scroll"
        role="region"
        aria-labelledby="invoice-judul"
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- keyboard users scroll the wide table by focusing it (axe scrollable-region-focusable)
        tabIndex={0}
      >
        <table className="data-table invoice-lines">
          <thead>
            <tr>
              <th scope="col">{t("invoice.item")}</th>
              <th scope="col" className="num">
                {t("invoice.qty")}
              </th>
              <th scope="col" className="num">
                {t("invoice.unitPrice")}
              </th>
              <th scope="col" className="num">
                {t("invoice.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((line, index) => (
              <tr key={`${line.product_uuid}-${index}`}>
                <td>
                  {line.name}
                  {line.duration !== null && line.category === "LISTING_SLOT" && (
                    <span className="invoice-line-note"> · {t("checkout.days", { count: line.duration })}</span>
                  )}
                  {line.description && (
                    <span className="invoice-line-note invoice-line-description">{line.description}</span>
                  )}
                </td>
                <td className="num">{line.qty}</td>
                <td className="num">
                  <RupiahText value={line.unit_price} />
                </td>
                <td className="num">
                  <RupiahText value={line.price} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
