import { Button } from "@griya/ui/button";
import { RupiahText } from "@griya/ui/rupiah-text";
import { CHECKOUT_FORM_ID } from "./checkout-summary";
import { useTranslation } from "react-i18next";
import "../../../locales/commerce";

export type CheckoutPaybarProps = {
  formError: string | null;
  total: number;
  submitLabel: string;
  placing: boolean;
};

/**
 * Phones: the total and the pay button stay at the bottom of the screen while the agent scrolls the methods; CSS
 * shows either this bar or the summary's own button, never both. It submits the summary's form.
 */
export function CheckoutPaybar({ formError, total, submitLabel, placing }: CheckoutPaybarProps) {
  const { t } = useTranslation();
  return (
    <div className="checkout-paybar" role="region" aria-label={t("checkout.paybarLabel")}>
      {formError && (
        <p className="form-error checkout-paybar-error" role="alert">
          {formError}
        </p>
      )}
      <p className="checkout-paybar-total">
        <span>{t("checkout.total")}</span>
        <strong>
          <RupiahText value={total} />
        </strong>
      </p>
      <Button type="submit" form={CHECKOUT_FORM_ID} loading={placing} loadingLabel={t("checkout.placing")}>
        {submitLabel}
      </Button>
    </div>
  );
}
