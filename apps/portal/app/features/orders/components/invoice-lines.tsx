import { RupiahText } from "@griya/ui/rupiah-text";
import { useTranslation } from "react-i18next";
import type { Invoice } from "../queries";
import "../../../locales/commerce";

/** The invoice's lines: item, quantity, unit price and amount. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  return (
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
  );
}
