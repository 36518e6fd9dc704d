import { RupiahText } from "@griya/ui/rupiah-text";
import { useTranslation } from "react-i18next";
import type { CheckoutInfo } from "../queries";
import "../../../locales/commerce";

type Line = CheckoutInfo["items"][number];

/** The priced lines of get_checkout: product, qty, duration and (renewals) when the new term starts. */
export function CheckoutLines({ items }: { items: Line[] }) {
  const { t } = useTranslation();
  return (
    <ul className="checkout-lines">
      {items.map((line, index) => (
        <li key={`${line.product_uuid}-${index}`} className="checkout-line">
          <div className="checkout-line-head">
            <span className="checkout-line-name">{line.name}</span>
            <RupiahText value={line.price} className="checkout-line-price" />
          </div>
          <dl className="fact-list">
            <div>
              <dt>{t("checkout.qty")}</dt>
              <dd>{line.qty}</dd>
            </div>
            {line.duration !== null && (
              <div>
                <dt>{t("checkout.duration")}</dt>
                <dd>{t("checkout.days", { count: line.duration })}</dd>
              </div>
            )}
            {line.direct_activation !== null && (
              <div>
                <dt>{t("checkout.activation")}</dt>
                <dd>{line.direct_activation ? t("checkout.activationDirect") : t("checkout.activationQueued")}</dd>
              </div>
            )}
            {line.qty > 1 && (
              <div>
                <dt>{t("checkout.unitPrice")}</dt>
                <dd>
                  <RupiahText value={line.unit_price} />
                </dd>
              </div>
            )}
          </dl>
          {line.description && <p className="package-note">{line.description}</p>}
        </li>
      ))}
    </ul>
  );
}
