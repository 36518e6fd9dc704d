import { Button } from "@griya/ui/button";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { CART_FIELDS, CART_INTENTS } from "../../../lib/checkout-cart";
import { pathTo } from "../../../paths";
import "../../../locales/commerce";

export type BuyFormProps = {
  productUuid: string;
  productName: string;
  /** Hidden or visible fields for qty, duration and direct_activation. */
  children?: ReactNode;
  disabled?: boolean;
  /** Checks the fields first; preventDefault() keeps the form from being sent. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

/** "Beli": posts the product to the checkout route, which keeps it in the cart cookie and shows /checkout. */
export function BuyForm({ productUuid, productName, children, disabled, onSubmit }: BuyFormProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" &&
    navigation.formAction === pathTo("checkout") &&
    navigation.formData?.get(CART_FIELDS.uuid) === productUuid;
  return (
    <Form method="post" action={pathTo("checkout")} className="buy-form g-stack" onSubmit={onSubmit} noValidate>
      <input type="hidden" name={CART_FIELDS.intent} value={CART_INTENTS.add} />
      <input type="hidden" name={CART_FIELDS.uuid} value={productUuid} />
      {children}
      <Button
        type="submit"
        fullWidth
        disabled={disabled}
        loading={submitting}
        loadingLabel={t("common.submitting")}
        aria-label={t("products.buyNamed", { name: productName })}
      >
        {t("products.buy")}
      </Button>
    </Form>
  );
}
