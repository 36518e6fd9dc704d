import type { ListingStatus } from "@griya/domain/listing-rules";
import { Button } from "@griya/ui/button";
import { useTranslation } from "react-i18next";
import type { FormStep } from "../listing-form-request";
import type { SaveAction } from "../queries";
import "../../../locales/listing-form";

/** What a save button asks for; sent as the submitter's `save` field, so the form's check knows its level. */
export type SaveIntent = "draft" | "activate";

export type FormActionsProps = {
  step: FormStep;
  status: ListingStatus;
  /** The save on its way, if any. */
  saving: SaveAction | undefined;
  checkingCost: boolean;
  onStep: (step: FormStep) => void;
  /** A save button was pressed: the form is checked and sent next (the button submits the form). */
  onSave: () => void;
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
          type="submit"
          name="save"
          value={"draft" satisfies SaveIntent}
          variant={isDraft ? "secondary" : "primary"}
          loading={saving === "save_draft"}
          loadingLabel={t("common.saving")}
          disabled={busy}
          onClick={onSave}
        >
          {isDraft ? t("listingForm.actions.saveDraft") : t("listingForm.actions.saveChanges")}
        </Button>
        {status !== "ACTIVE" && (
          <Button
            type="submit"
            name="save"
            value={"activate" satisfies SaveIntent}
            loading={saving === "save_and_activate" || checkingCost}
            loadingLabel={checkingCost ? t("listingForm.actions.checkingCost") : t("common.saving")}
            disabled={busy}
            onClick={onSave}
          >
            {t("listingForm.actions.activate")}
          </Button>
        )}
      </div>
    </div>
  );
}
