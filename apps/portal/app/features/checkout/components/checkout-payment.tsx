import type { PaymentMethod } from "@griya/domain/payment-methods";
import { Alert } from "@griya/ui/alert";
import { PaymentMethodPicker } from "@griya/ui/payment-method-picker";
import { useTranslation } from "react-i18next";
import type { CardField, CardInput } from "../sandbox-card-tokeniser";
import { CardForm } from "./card-form";
import "../../../locales/commerce";

export type CheckoutPaymentProps = {
  /** A free order (net 0) asks for no payment method. */
  free: boolean;
  /** The order holds a membership. */
  membership: boolean;
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  card: CardInput;
  onCardChange: (card: CardInput) => void;
  cardErrors: Partial<Record<CardField, string>>;
};

/** The checkout's payment part: the method (and the card for a card payment), or what a free order means. */
export function CheckoutPayment({
  free,
  membership,
  method,
  onMethodChange,
  card,
  onCardChange,
  cardErrors,
}: CheckoutPaymentProps) {
  const { t } = useTranslation();
  if (free) {
    return (
      <div className="g-stack">
        <Alert tone="success">{t("checkout.freeOrder")}</Alert>
        {/* ADR 0019: a membership obtained for Rp 0 brings no bonus or referral coins; say so before it is placed. */}
        {membership && <Alert tone="info">{t("checkout.freeMembershipNoBonus")}</Alert>}
      </div>
    );
  }
  return (
    <div className="g-stack">
      <PaymentMethodPicker label={t("checkout.paymentTitle")} value={method} onChange={onMethodChange} />
      {method === "credit_card" && <CardForm card={card} onChange={onCardChange} errors={cardErrors} />}
    </div>
  );
}
