import { ProductCard } from "@griya/ui/product-card";
import { useTranslation } from "react-i18next";
import type { Product } from "../product-page-data";
import { productTitle } from "../product-text";
import { BuyForm } from "./buy-form";
import "../../../locales/commerce";

export function CoinPackages({ packages }: { packages: Product[] }) {
  const { t } = useTranslation();
  return (
    <div className="package-grid">
      {packages.map((product) => (
        <ProductCard
          key={product.uuid}
          name={productTitle(product)}
          price={product.price}
          priceSuffix={t("products.priceNote")}
          features={[
            ...(product.coins ? [t("products.coins", { count: product.coins })] : []),
            ...(product.coin_validity_days ? [t("products.coinValidity", { count: product.coin_validity_days })] : []),
          ]}
          allowed={product.allowed}
          disabledMessage={product.message ?? t("products.notAllowed")}
          action={<BuyForm productUuid={product.uuid} productName={productTitle(product)} />}
        />
      ))}
    </div>
  );
}
