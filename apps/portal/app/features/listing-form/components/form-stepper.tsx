import { useTranslation } from "react-i18next";
import { FORM_STEPS, type FormStep } from "../listing-form-request";
import "../../../locales/listing-form";

export type FormStepperProps = {
  step: FormStep;
  /** Errors per step: a step with errors says so next to its name. */
  errorCounts: Record<FormStep, number>;
  onSelect: (step: FormStep) => void;
};

/** "Langkah 1 dari 2" and the two steps as buttons; the current one is marked aria-current="step". */
export function FormStepper({ step, errorCounts, onSelect }: FormStepperProps) {
  const { t } = useTranslation();
  const names = { 1: t("listingForm.stepper.step1"), 2: t("listingForm.stepper.step2") } as const;
  return (
    <nav className="listing-stepper" aria-label={t("listingForm.stepper.label")}>
      <p className="listing-stepper-count" aria-live="polite">
        {t("listingForm.stepper.count", { step, total: FORM_STEPS.length })}
      </p>
      <ol className="listing-stepper-list">
        {FORM_STEPS.map((item) => (
          <li key={item}>
            <button
              type="button"
              className="listing-stepper-step"
              aria-current={item === step ? "step" : undefined}
              onClick={() => onSelect(item)}
            >
              <span className="listing-stepper-number" aria-hidden="true">
                {item}
              </span>
              <span className="g-visually-hidden">{t("listingForm.stepper.stepPrefix", { step: item })} </span>
              <span className="listing-stepper-name">{names[item]}</span>
              {errorCounts[item] > 0 && (
                <span className="listing-stepper-errors">
                  {t("listingForm.stepper.needsFixing", { count: errorCounts[item] })}
                </span>
              )}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
