import { formatDateTime } from "@griya/domain/format";
import {
  CARD_VERIFY_LABEL,
  isPaymentMethod,
  paymentActionLabel,
  paymentReferences,
  qrCodeLabel,
  type PaymentDetails,
  type PaymentMethod,
} from "@griya/domain/payment-methods";
import { Alert } from "@griya/ui/alert";
import { ButtonLink } from "@griya/ui/button";
import { Card } from "@griya/ui/card";
import { RupiahText } from "@griya/ui/rupiah-text";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import { forgetFollowedPageResume, resumeHref, orderServesResume, type ResumeRecord } from "../../../lib/resume-action";
import { pathTo } from "../../../paths";
import { boughtLineText, nextStepAfter } from "../bought-lines";
import { resumeLabel } from "./resume-label";
import type { OrderDetail } from "../queries";
import { CopyValue } from "./copy-value";
import { PayBeforeCountdown } from "./pay-before-countdown";
import { PaymentSteps } from "./payment-steps";
import "../../../locales/commerce";

export type HowToPayViewProps = {
  order: OrderDetail;
  /** The QR image of GoPay/OVO/DANA (drawn on the server, features/orders/payment-qr.server.ts), else null. */
  qrSource?: string | null;
  /** The action kept when a refusal sent the agent here to buy (lib/resume-action.ts), offered once paid. */
  resume?: ResumeRecord | null;
};

/** What to pay and how, while the order waits; the outcome once it is paid, cancelled or expired. */
export function HowToPayView({ order, qrSource = null, resume = null }: HowToPayViewProps) {
  const { t } = useTranslation();
  if (order.status === "PAID") return <PaidOrder order={order} resume={resume} />;
  if (order.status === "CANCELLED" || order.status === "EXPIRED") {
    const cancelled = order.status === "CANCELLED";
    return (
      <Alert tone="warning" title={cancelled ? t("howToPay.cancelledTitle") : t("howToPay.expiredTitle")}>
        <p>
          {cancelled
            ? t("howToPay.cancelledMessage", { number: order.order_number })
            : t("howToPay.expiredMessage", { number: order.order_number })}
        </p>
        <p>
          <RouterLink href={pathTo("product")}>{t("howToPay.buyAgain")}</RouterLink>
        </p>
      </Alert>
    );
  }

  const instructions = order.payment_instructions;
  const method = order.payment_method;
  const details: PaymentDetails = {
    vaNumber: instructions?.va_number,
    paymentCode: instructions?.payment_code,
    billKey: instructions?.bill_key,
    billerCode: instructions?.biller_code,
    amount: order.total,
  };
  const references = method && isPaymentMethod(method) ? paymentReferences(method, details) : [];

  return (
    <div className="g-stack how-to-pay">
      <Card>
        <div className="g-stack">
          <dl className="fact-list fact-list--wide">
            <div>
              <dt>{t("howToPay.orderNumber")}</dt>
              <dd>{order.order_number}</dd>
            </div>
            <div>
              <dt>{t("howToPay.method")}</dt>
              <dd>{order.payment_method_label ?? t("orders.noValue")}</dd>
            </div>
            <div>
              <dt>{t("howToPay.amount")}</dt>
              <dd className="how-to-pay-amount">
                <RupiahText value={order.total} />
              </dd>
            </div>
            {references.map((reference) => (
              <CopyValue
                key={reference.label}
                label={reference.label}
                value={reference.value}
                display={reference.display}
                kind={reference.kind}
              />
            ))}
          </dl>
          <div className="pay-before">
            <p>{t("howToPay.payBefore", { date: formatDateTime(order.pay_before) })}</p>
            <p className="pay-before-countdown">
              <PayBeforeCountdown payBefore={order.pay_before} label={t("howToPay.countdown")} />
            </p>
          </div>
          {method && isPaymentMethod(method) && (
            <WalletPayment method={method} qrSource={qrSource} actions={instructions?.actions ?? []} />
          )}
          {instructions?.redirect_url && (
            <div className="form-actions">
              <ButtonLink href={instructions.redirect_url}>{CARD_VERIFY_LABEL}</ButtonLink>
            </div>
          )}
          {!instructions && <Alert tone="info">{t("howToPay.noInstructions")}</Alert>}
          <p className="how-to-pay-waiting" role="status">
            {t("howToPay.waiting")}
          </p>
        </div>
      </Card>
      {method && isPaymentMethod(method) && <PaymentSteps method={method} details={details} />}
    </div>
  );
}

/**
 * What an e-wallet payer acts on: the QR code to scan (GoPay, OVO, DANA) and the button that opens the wallet
 * app. With a QR code beside it the button is for phones only (CSS hides it on wide screens, where the app
 * cannot open); without one (ShopeePay) it is the only way and always shows. Gateway actions without a label
 * of ours (the QR image's own link, status calls) are never shown.
 */
function WalletPayment({
  method,
  qrSource,
  actions,
}: {
  method: PaymentMethod;
  qrSource: string | null;
  actions: readonly { name: string; url: string }[];
}) {
  const { t } = useTranslation();
  const buttons = actions.flatMap((action) => {
    const label = paymentActionLabel(method, action.name);
    return label ? [{ label, url: action.url }] : [];
  });
  if (!qrSource && buttons.length === 0) return null;
  return (
    <div className="g-stack wallet-payment">
      {qrSource && (
        <figure className="payment-qr">
          <img src={qrSource} alt={qrCodeLabel(method)} width={240} height={240} />
          <figcaption>{t("howToPay.qrCaption")}</figcaption>
        </figure>
      )}
      {buttons.length > 0 && (
        <div className={qrSource ? "form-actions wallet-app-buttons wallet-app-buttons--phone" : "form-actions"}>
          {buttons.map((button) => (
            <ButtonLink key={button.url} href={button.url}>
              {button.label}
            </ButtonLink>
          ))}
        </div>
      )}
    </div>
  );
}

/** "Pembayaran berhasil": what was bought, and the next step (the kept action, if this purchase serves it). */
function PaidOrder({ order, resume }: { order: OrderDetail; resume: ResumeRecord | null }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed by itself: move focus to the news so keyboard and screen-reader users get it.
  useEffect(() => heading.current?.focus(), []);
  const next = resume && orderServesResume(resume, order.items) ? resume : null;
  const step = nextStepAfter(order.items);
  return (
    <section className="g-card g-stack payment-success" aria-labelledby="pembayaran-berhasil">
      <h2 id="pembayaran-berhasil" ref={heading} tabIndex={-1} className="section-title">
        {t("howToPay.paidTitle")}
      </h2>
      <p>
        {order.total === 0
          ? t("howToPay.freeMessage", { number: order.order_number })
          : t("howToPay.paidMessage", {
              number: order.order_number,
              date: order.paid_at ? formatDateTime(order.paid_at) : "",
            })}
      </p>
      <div>
        <h3 className="payment-success-subtitle" id="yang-dibeli">
          {t("howToPay.boughtTitle")}
        </h3>
        <ul className="payment-success-items" aria-labelledby="yang-dibeli">
          {order.items.map((item, index) => (
            <li key={`${item.product_uuid}-${index}`}>{boughtLineText(item)}</li>
          ))}
        </ul>
      </div>
      <div className="form-actions">
        {next ? (
          <ButtonLink href={resumeHref(next)} onClick={() => forgetFollowedPageResume(next)} linkComponent={RouterLink}>
            {resumeLabel(t, next)}
          </ButtonLink>
        ) : (
          <ButtonLink href={pathTo(step)} linkComponent={RouterLink}>
            {t(`howToPay.next.${step}`)}
          </ButtonLink>
        )}
        <ButtonLink href={pathTo("order")} linkComponent={RouterLink} variant="secondary">
          {t("howToPay.toOrders")}
        </ButtonLink>
        <ButtonLink href={pathTo("invoice", { uuid: order.uuid })} linkComponent={RouterLink} variant="ghost">
          {t("howToPay.invoice")}
        </ButtonLink>
      </div>
    </section>
  );
}
