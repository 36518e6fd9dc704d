import { paymentInstructions, type PaymentDetails, type PaymentMethod } from "@griya/domain/payment-methods";
import { useTranslation } from "react-i18next";
import "../../../locales/commerce";

/** The method's step-by-step guide per channel (ATM, mobile banking, store cashier…). */
export function PaymentSteps({ method, details }: { method: PaymentMethod; details: PaymentDetails }) {
  const { t } = useTranslation();
  const sections = paymentInstructions(method, details);
  if (sections.length === 0) return null;
  return (
    <section aria-labelledby="cara-bayar-judul" className="g-stack payment-steps">
      <h2 id="cara-bayar-judul" className="section-title">
        {t("howToPay.stepsTitle")}
      </h2>
      {sections.map((section, index) => (
        <details key={section.title} className="payment-steps-section" open={index === 0}>
          <summary>{section.title}</summary>
          <ol>
            {section.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}
