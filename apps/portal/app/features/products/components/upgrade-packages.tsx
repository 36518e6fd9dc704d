import { ProductCard } from "@griya/ui/product-card";
import { useTranslation } from "react-i18next";
import type { Product } from "../product-page-data";
import { membershipPerks, productTitle } from "../product-text";
import { BuyForm } from "./buy-form";
import "../../../locales/commerce";

/**
 * Higher tiers, priced for the days left in the current term (the expiry stays). From a Trial, the paid tiers at
 * their full price: the first paid term starts at payment and replaces the Trial.
 */
export function UpgradePackages({ packages, fromTrial }: { packages: Product[]; fromTrial: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="package-grid">
      {packages.map((product) => (
        <ProductCard
          key={product.uuid}
          name={productTitle(product)}
          price={product.price}
          originalPrice={product.full_price}
          priceSuffix={t("products.priceNote")}
          description={
            product.remaining_days !== null
              ? t("products.upgradeRemaining", { count: product.remaining_days })
              : undefined
          }
          // An upgrade keeps the current term (only slots and bonus coins change); from a Trial a full term starts.
          features={membershipPerks(t, fromTrial ? product : { ...product, duration_days: null })}
          allowed={product.allowed}
          disabledMessage={product.message ?? t("products.notAllowed")}
          action={<BuyForm productUuid={product.uuid} productName={productTitle(product)} />}
        />
      ))}
    </div>
  );
}
