import { formatDate } from "@griya/domain/format";
import { ProductCard } from "@griya/ui/product-card";
import { RadioGroup } from "@griya/ui/radio-group";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CART_FIELDS } from "../../../lib/checkout-cart";
import type { Product, RenewalTerm } from "../product-page-data";
import { membershipPerks, productTitle } from "../product-text";
import { BuyForm } from "./buy-form";
import "../../../locales/commerce";

export type RenewalPackagesProps = {
  packages: Product[];
  terms: { direct: RenewalTerm; queued: RenewalTerm } | null;
};

/**
 * Renewal: instant (`direct_activation=true`, a new term from payment; the rest of the current one is dropped)
 * or queued after the current term. Each choice says which dates it gives.
 */
export function RenewalPackages({ packages, terms }: RenewalPackagesProps) {
  return (
    <div className="package-grid">
      {packages.map((product) => (
        <RenewalCard key={product.uuid} product={product} terms={terms} />
      ))}
    </div>
  );
}

function RenewalCard({ product, terms }: { product: Product; terms: RenewalPackagesProps["terms"] }) {
  const { t } = useTranslation();
  const [direct, setDirect] = useState<"true" | "false">("false");
  const range = (term: RenewalTerm | undefined) =>
    term ? { from: formatDate(term.started_at), to: formatDate(term.expires_at) } : { from: "—", to: "—" };
  const hint =
    direct === "true"
      ? t("products.renewalDirectHint", range(terms?.direct))
      : t("products.renewalQueuedHint", range(terms?.queued));
  return (
    <ProductCard
      name={productTitle(product)}
      price={product.price}
      priceSuffix={t("products.priceNote")}
      features={membershipPerks(t, product)}
      allowed={product.allowed}
      disabledMessage={product.message ?? t("products.notAllowed")}
      action={
        <BuyForm productUuid={product.uuid} productName={productTitle(product)}>
          <RadioGroup
            label={t("products.renewalStart")}
            name={CART_FIELDS.directActivation}
            value={direct}
            onChange={(value) => setDirect(value === "true" ? "true" : "false")}
            options={[
              { value: "false", label: t("products.renewalQueued") },
              { value: "true", label: t("products.renewalDirect") },
            ]}
          />
          <p className="package-note" aria-live="polite">
            {hint}
          </p>
        </BuyForm>
      }
    />
  );
}
