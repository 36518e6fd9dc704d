import { Trans, useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import { useRootData } from "../../../lib/use-root-data";
import { pathTo } from "../../../paths";
import type { Invoice } from "../queries";
import "../../../locales/commerce";

/** The invoice's issuer and buyer. */
export function InvoiceParties({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  // The API gives the address and NPWP only to the buyer; the buyer is told where to fill in what is missing.
  const ownInvoice = useRootData()?.user?.email === invoice.buyer.email;
  return (
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
  );
}
