import { PromoError, ValidationError } from "@griya/api-client/errors";
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from "@griya/domain/payment-methods";
import { Card } from "@griya/ui/card";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { KeptFormNotice } from "../../../components/kept-form-notice";
import { browserApi } from "../../../lib/browser-api";
import { clearCartInBrowser, type CartLine } from "../../../lib/checkout-cart";
import { clearChosenPromoInBrowser } from "../../../lib/chosen-promo";
import { reportApiError } from "../../../lib/report-api-error";
import { useKeptForm } from "../../../lib/use-kept-form";
import { pathTo } from "../../../paths";
import { newIdempotencyKey } from "../idempotency-key";
import { checkoutToKeep, readKeptCheckout } from "../kept-checkout";
import { orderBody } from "../order-body";
import {
  checkPromo,
  isOrderFreeQuery,
  placeOrder,
  sandboxCardToken,
  type CheckoutInfo,
  type PromoCheckResult,
} from "../queries";
import { checkSandboxCard, type CardField, type CardInput, type SandboxCardOutcome } from "../sandbox-card-tokeniser";
import { CheckoutLines } from "./checkout-lines";
import { CheckoutPayment } from "./checkout-payment";
import { CheckoutPaybar } from "./checkout-paybar";
import { CheckoutSummary } from "./checkout-summary";
import { PromoCodeForm } from "./promo-code-form";
import "../../../locales/commerce";

const EMPTY_CARD: CardInput = { number: "", holder: "", expiry: "", cvv: "" };

export type CheckoutViewProps = {
  lines: CartLine[];
  info: CheckoutInfo;
  /** A code chosen on a promo page: filled in, applied when the agent presses "Pakai". */
  suggestedPromoCode?: string | null;
};

type PlaceInput = Omit<Parameters<typeof orderBody>[0], "cardToken"> & { card: SandboxCardOutcome | null };

/**
 * The checkout: lines, promo code, payment method (BCA VA by default), PPN and total; "Bayar Sekarang" places
 * the order and opens its how-to-pay page. A free order (net 0) skips the payment method. Every submission of
 * this visit (the route remounts the view for a new cart) carries the same Idempotency-Key, so a retry or a
 * double click answers the order already placed.
 */
export function CheckoutView({ lines, info, suggestedPromoCode = null }: CheckoutViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [promo, setPromo] = useState<PromoCheckResult | null>(null);
  const [promoErrors, setPromoErrors] = useState<string[] | undefined>();
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<Partial<Record<CardField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [idempotencyKey] = useState(newIdempotencyKey);

  // The promo is checked on the checkout's product; its answer prices the line after the discount.
  const check = useMutation({
    mutationFn: (code: string) => checkPromo(browserApi, lines[0]!, code),
    onSuccess: (result) => {
      setPromoErrors(undefined);
      setPromo(result.valid ? result : null);
    },
    // A 462 opens "Kode Promo Tidak Dapat Digunakan" (query cache); the page itself swallows errors.
    onError: (error) => {
      setPromo(null);
      if (error instanceof ValidationError) setPromoErrors(error.errors.promo_code ?? [error.message]);
    },
  });

  // The chosen method and promo survive a session that ends before paying (lib/kept-forms.ts); the card never.
  const promoCode = promo?.promo_code ?? null;
  const unsaved = useMemo(() => checkoutToKeep(method, promoCode), [method, promoCode]);
  const keep = useKeptForm({
    formId: "checkout",
    unsaved,
    restore: (stored) => {
      const kept = readKeptCheckout(stored);
      if (!kept) return false;
      setMethod(kept.method);
      if (kept.promoCode) check.mutate(kept.promoCode);
      return true;
    },
  });

  function discardKept() {
    setMethod(DEFAULT_PAYMENT_METHOD);
    setPromo(null);
    keep.closeNotice();
  }

  const totals = promo
    ? { subtotal: promo.subtotal, discount: promo.discount_amount, ppn: promo.ppn, total: promo.total }
    : { subtotal: info.subtotal, discount: info.discount, ppn: info.ppn, total: info.total };
  const net = totals.subtotal - totals.discount;
  const free = useQuery({
    ...isOrderFreeQuery(browserApi, lines, promo?.promo_code ?? ""),
    enabled: promo !== null,
  });
  const isFree = promo ? (free.data ?? net <= 0) : info.is_free;

  const place = useMutation({
    meta: { silent: true },
    mutationFn: async ({ card: outcome, ...input }: PlaceInput) => {
      // The sandbox signs a token for the checked card; only the token goes with the order.
      const cardToken = outcome ? await sandboxCardToken(browserApi, outcome) : null;
      return placeOrder(browserApi, orderBody({ ...input, cardToken }), idempotencyKey);
    },
    onSuccess: (order) => {
      clearCartInBrowser();
      clearChosenPromoInBrowser();
      // The payment method goes back to the default after a checkout
      // (docs/product/orders-and-payments.md#the-checkout).
      setMethod(DEFAULT_PAYMENT_METHOD);
      setCard(EMPTY_CARD);
      void navigate(pathTo("howToPay", { uuid: order.uuid }));
    },
    onError: (error) => {
      // A 462 on placing re-checks the promo (which shows why) and the order is not placed.
      if (error instanceof PromoError && promo) {
        const code = promo.promo_code;
        setPromo(null);
        check.mutate(code);
        return;
      }
      if (error instanceof ValidationError) {
        if (error.errors.card_token) setCardErrors({ number: error.errors.card_token[0] });
        setFormError(Object.values(error.errors).flat()[0] ?? error.message);
        return;
      }
      if (!reportApiError(error)) setFormError(error instanceof Error ? error.message : t("common.requestFailed"));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    let cardOutcome: SandboxCardOutcome | null = null;
    if (!isFree && method === "credit_card") {
      const checked = checkSandboxCard(card);
      if (!checked.ok) {
        setCardErrors(checked.errors);
        setFormError(t("checkout.cardRequired"));
        // Keyboard and screen-reader users land on the first field to fix.
        requestAnimationFrame(() => document.querySelector<HTMLElement>('.card-form [aria-invalid="true"]')?.focus());
        return;
      }
      setCardErrors({});
      cardOutcome = checked.outcome;
    }
    place.mutate({
      lines,
      promoCode: promo?.promo_code ?? null,
      netTotal: isFree ? 0 : net,
      paymentMethod: method,
      card: cardOutcome,
    });
  }

  const submitLabel = isFree ? t("checkout.submitFree") : t("checkout.submit");
  const membership = info.items.some((line) => line.category === "MEMBERSHIP");
  return (
    <div className="checkout-layout">
      <div className="g-stack">
        {keep.restored && <KeptFormNotice onDiscard={discardKept} />}
        <Card title={t("checkout.linesTitle")}>
          <CheckoutLines items={info.items} />
        </Card>
        <Card title={t("checkout.promoTitle")}>
          <PromoCodeForm
            applied={promo}
            defaultCode={suggestedPromoCode ?? undefined}
            checking={check.isPending}
            error={promoErrors}
            onApply={(code) => check.mutate(code)}
            onRemove={() => setPromo(null)}
          />
        </Card>
        <Card title={t("checkout.paymentCard")}>
          <CheckoutPayment
            free={isFree}
            membership={membership}
            method={method}
            onMethodChange={setMethod}
            card={card}
            onCardChange={setCard}
            cardErrors={cardErrors}
          />
        </Card>
      </div>
      <CheckoutSummary
        totals={totals}
        promoCode={promo?.promo_code}
        ppnPercentage={info.ppn_percentage}
        formError={formError}
        submitLabel={submitLabel}
        placing={place.isPending}
        membership={membership}
        onSubmit={submit}
      />
      <CheckoutPaybar formError={formError} total={totals.total} submitLabel={submitLabel} placing={place.isPending} />
    </div>
  );
}
