import type { ListingStatus } from "@griya/domain/listing-rules";
import { Button } from "@griya/ui/button";
import { useTranslation } from "react-i18next";
import type { FormStep } from "../listing-form-request";
import type { SaveAction } from "../queries";
import "../../../locales/listing-form";

export type FormActionsProps = {
  step: FormStep;
  status: ListingStatus;
  /** The save on its way, if any. */
  saving: SaveAction | undefined;
  checkingCost: boolean;
  onStep: (step: FormStep) => void;
  onSave: (intent: "draft" | "activate") => void;
};

/**
 * Moving between the steps and saving. A draft is saved as a draft or activated; a listing that is already
 * public saves its changes ("Simpan perubahan") and, while inactive, can be activated again.
 */
export function FormActions({ step, status, saving, checkingCost, onStep, onSave }: FormActionsProps) {
  const { t } = useTranslation();
  const isDraft = status === "DRAFT";
  const busy = saving !== undefined || checkingCost;
  return (
    <div className="listing-form-actions">
      {step === 2 ? (
        <Button type="button" variant="ghost" onClick={() => onStep(1)}>
          {t("listingForm.actions.back")}
        </Button>
      ) : (
        <Button type="button" variant="secondary" onClick={() => onStep(2)}>
          {t("listingForm.actions.next")}
        </Button>
      )}
      <div className="listing-form-save">
        <Button
          type="button"
          variant={isDraft ? "secondary" : "primary"}
          loading={saving === "save_draft"}
          loadingLabel={t("common.saving")}
          disabled={busy}
          onClick={() => onSave("draft")}
        >
          {isDraft ? t("listingForm.actions.saveDraft") : t("listingForm.actions.saveChanges")}
        </Button>
        {status !== "ACTIVE" && (
          <Button
            type="button"
            loading={saving === "save_and_activate" || checkingCost}
            loadingLabel={checkingCost ? t("listingForm.actions.checkingCost") : t("common.saving")}
            disabled={busy}
            onClick={() => onSave("activate")}
          >
            {t("listingForm.actions.activate")}
          </Button>
        )}
      </div>
    </div>
  );
}
