import { ProductCard } from "@griya/ui/product-card";
import { useTranslation } from "react-i18next";
import { packageRows, type Product } from "../product-page-data";
import { membershipPerks, productTitle } from "../product-text";
import { BuyForm } from "./buy-form";
import "../../../locales/commerce";

/** Membership packages: the first two in one row, the rest in a second row. */
export function MainPackages({ packages }: { packages: Product[] }) {
  const { t } = useTranslation();
  return (
    <div className="package-rows">
      {packageRows(packages).map((row, index) => (
        <div key={index} className={`package-row package-row--${index === 0 ? "first" : "rest"}`}>
          {row.map((product) => (
            <ProductCard
              key={product.uuid}
              name={productTitle(product)}
              price={product.price}
              priceSuffix={t("products.priceNote")}
              description={product.description}
              features={membershipPerks(t, product)}
              allowed={product.allowed}
              disabledMessage={product.message ?? t("products.notAllowed")}
              action={<BuyForm productUuid={product.uuid} productName={productTitle(product)} />}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
