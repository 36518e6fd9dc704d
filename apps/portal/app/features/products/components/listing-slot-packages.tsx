import { slotQuantitySchema } from "@griya/domain/commerce-schemas";
import { fieldErrors } from "@griya/domain/auth-schemas";
import { formatRupiah } from "@griya/domain/format";
import { slotLinePrice } from "@griya/domain/money";
import { ProductCard } from "@griya/ui/product-card";
import { QuantityStepper } from "@griya/ui/quantity-stepper";
import { RadioGroup } from "@griya/ui/radio-group";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import * as v from "valibot";
import { CART_FIELDS } from "../../../lib/checkout-cart";
import type { Product } from "../product-page-data";
import { productTitle } from "../product-text";
import { BuyForm } from "./buy-form";
import "../../../locales/commerce";

/** Listing slots: a quantity in steps (from a minimum) and one of the durations, priced per slot per period. */
export function ListingSlotPackages({ packages }: { packages: Product[] }) {
  return (
    <div className="package-grid">
      {packages.map((product) => (
        <ListingSlotCard key={product.uuid} product={product} />
      ))}
    </div>
  );
}

function ListingSlotCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [qty, setQty] = useState<number | null>(product.qty_min);
  const [duration, setDuration] = useState(String(product.durations[0] ?? ""));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const schema = slotQuantitySchema({ min: product.qty_min, step: product.qty_step, durations: product.durations });
  const period = product.price_period_days ?? 30;
  const days = Number(duration) || 0;
  const valid = v.safeParse(schema, { qty: qty ?? "", duration }).success;
  // Priced per 30 days in the seeded catalogue; another period scales the same way.
  const total =
    !valid || qty === null
      ? null
      : period === 30
        ? slotLinePrice({ qty, days, pricePer30Days: product.price })
        : Math.round((qty * product.price * days) / period);

  function check(event: FormEvent<HTMLFormElement>) {
    const parsed = v.safeParse(schema, { qty: qty ?? "", duration });
    if (parsed.success) {
      setErrors({});
      return;
    }
    event.preventDefault();
    setErrors(fieldErrors(parsed.issues));
  }

  return (
    <ProductCard
      name={productTitle(product)}
      price={product.price}
      priceSuffix={t("products.slotPriceSuffix", { days: period })}
      description={product.description}
      allowed={product.allowed}
      disabledMessage={product.message ?? t("products.notAllowed")}
      action={
        <BuyForm productUuid={product.uuid} productName={productTitle(product)} onSubmit={check}>
          <QuantityStepper
            name={CART_FIELDS.qty}
            label={t("products.slotQty")}
            hint={t("products.slotQtyHint", { step: product.qty_step, min: product.qty_min })}
            value={qty}
            min={product.qty_min}
            step={product.qty_step}
            onChange={(next) => {
              setQty(next);
              setErrors({});
            }}
            error={errors.qty}
          />
          <RadioGroup
            label={t("products.slotDuration")}
            name={CART_FIELDS.duration}
            inline
            value={duration}
            onChange={setDuration}
            error={errors.duration}
            options={product.durations.map((d) => ({
              value: String(d),
              label: t("products.slotDurationOption", { count: d }),
            }))}
          />
          <p className="package-line-total" aria-live="polite">
            {total !== null && (
              <>
                {t("products.slotLineTotal", { price: formatRupiah(total) })}{" "}
                <span className="package-price-note">{t("products.priceNote")}</span>
              </>
            )}
          </p>
        </BuyForm>
      }
    />
  );
}
