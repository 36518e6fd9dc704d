import { Button } from "@griya/ui/button";
import { Card } from "@griya/ui/card";
import { PriceSummary } from "@griya/ui/price-summary";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import "../../../locales/commerce";

/** The id of the checkout's form: the phone's pay bar submits it too. */
export const CHECKOUT_FORM_ID = "checkout-form";

export type CheckoutSummaryProps = {
  totals: { subtotal: number; discount: number; ppn: number; total: number };
  promoCode: string | undefined;
  ppnPercentage: number;
  formError: string | null;
  submitLabel: string;
  placing: boolean;
  /** The order holds a membership (not refundable). */
  membership: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** The checkout's summary: subtotal, discount, PPN and total, and the form whose button places the order. */
export function CheckoutSummary({
  totals,
  promoCode,
  ppnPercentage,
  formError,
  submitLabel,
  placing,
  membership,
  onSubmit,
}: CheckoutSummaryProps) {
  const { t } = useTranslation();
  return (
    <Card title={t("checkout.summaryTitle")} className="checkout-summary-card">
      <form id={CHECKOUT_FORM_ID} className="g-stack" onSubmit={onSubmit} noValidate>
        <PriceSummary
          subtotal={totals.subtotal}
          discount={totals.discount}
          vat={totals.ppn}
          total={totals.total}
          promoCode={promoCode}
          subtotalLabel={t("checkout.subtotal")}
          discountLabel={t("checkout.discount")}
          vatLabel={t("checkout.ppn", { percent: ppnPercentage })}
          totalLabel={t("checkout.total")}
        />
        {formError && (
          <p className="form-error checkout-summary-error" role="alert">
            {formError}
          </p>
        )}
        <Button
          type="submit"
          fullWidth
          className="checkout-submit"
          loading={placing}
          loadingLabel={t("checkout.placing")}
        >
          {submitLabel}
        </Button>
        {membership && <p className="package-note">{t("checkout.nonRefundable")}</p>}
      </form>
    </Card>
  );
}
