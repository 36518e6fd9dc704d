import { ProductCard } from "@griya/ui/product-card";
import { useTranslation } from "react-i18next";
import type { Product } from "../product-page-data";
import { membershipPerks, productTitle } from "../product-text";
import { BuyForm } from "./buy-form";

/** Higher tiers, priced for the days left in the current term (the expiry stays). */
export function UpgradePackages({ packages }: { packages: Product[] }) {
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
            product.remaining_days !== null ? t("products.upgradeRemaining", { count: product.remaining_days }) : undefined
          }
          // The term stays that of the current membership: only slots and bonus coins change.
          features={membershipPerks(t, { ...product, duration_days: null })}
          allowed={product.allowed}
          disabledMessage={product.message ?? t("products.notAllowed")}
          action={<BuyForm productUuid={product.uuid} productName={productTitle(product)} />}
        />
      ))}
    </div>
  );
}
