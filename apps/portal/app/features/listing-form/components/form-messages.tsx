import { Alert } from "@griya/ui/alert";
import { Button } from "@griya/ui/button";
import { useTranslation } from "react-i18next";
import type { FormNotice } from "../listing-form-flash";
import { FORM_STEPS, type FormStep } from "../listing-form-request";
import "../../../locales/listing-form";

export type SaveFailure = { kind: "retry"; retry: () => void } | { kind: "gone" };

export type FormMessagesProps = {
  notice: FormNotice | null;
  listingNumber: string | null;
  failure: SaveFailure | null;
  retrying: boolean;
  /** Fields to fix per step, and messages of no field on screen; the summary shows when any exists. */
  errorCounts: Record<FormStep, number>;
  unplacedErrors: string[];
  stepNames: Record<FormStep, string>;
  onShowStep: (step: FormStep) => void;
};

/**
 * Above the form: the result of the last save, a failed save with "Coba lagi", and the summary of what needs
 * fixing with a way to each step (the summary takes focus when no field can).
 */
export function FormMessages({
  notice,
  listingNumber,
  failure,
  retrying,
  errorCounts,
  unplacedErrors,
  stepNames,
  onShowStep,
}: FormMessagesProps) {
  const { t } = useTranslation();
  const stepsToFix = FORM_STEPS.filter((step) => errorCounts[step] > 0);
  return (
    <div className="listing-form-messages">
      {notice && (
        <Alert tone={notice === "notActivated" ? "warning" : "success"}>
          {notice === "draftSaved"
            ? t("listingForm.notices.draftSaved", { number: listingNumber ?? "" })
            : t(`listingForm.notices.${notice}`)}
        </Alert>
      )}
      {failure && (
        <Alert tone="danger">
          {failure.kind === "gone" ? (
            t("listingForm.errors.gone")
          ) : (
            <div className="listing-form-retry">
              <p>{t("listingForm.errors.saveFailed")}</p>
              <Button type="button" variant="secondary" size="sm" onClick={failure.retry} loading={retrying}>
                {t("listingForm.errors.retry")}
              </Button>
            </div>
          )}
        </Alert>
      )}
      {(stepsToFix.length > 0 || unplacedErrors.length > 0) && (
        <div className="g-alert g-alert--danger listing-form-errors" role="alert" tabIndex={-1}>
          <div className="g-alert-content">
            <p className="g-alert-title">{t("listingForm.errors.summaryTitle")}</p>
            <ul className="listing-form-error-steps">
              {stepsToFix.map((step) => (
                <li key={step}>
                  <button type="button" className="listing-form-link-button" onClick={() => onShowStep(step)}>
                    {t("listingForm.errors.stepCount", { step, name: stepNames[step], count: errorCounts[step] })}
                  </button>
                </li>
              ))}
              {unplacedErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}
