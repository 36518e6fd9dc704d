import type { ListingType } from "@griya/domain/listing-rules";
import { useTranslation } from "react-i18next";
import { KeptFormNotice } from "../../../components/kept-form-notice";
import { JSON_FIELDS } from "../listing-form-data";
import type { FormStep } from "../listing-form-request";
import { ActivationConfirmDialog } from "./activation-confirm-dialog";
import { FormActions } from "./form-actions";
import { FormMessages } from "./form-messages";
import { FormStepper } from "./form-stepper";
import { LeaveDialog } from "./leave-dialog";
import { ListingStepOne } from "./listing-step-one";
import { ListingStepTwo } from "./listing-step-two";
import { ListingSummary } from "./listing-summary";
import { useListingEditor, type ListingEditorOptions } from "./use-listing-editor";
import "../listing-form.css";
import "../../../locales/listing-form";

export type ListingEditorProps = ListingEditorOptions & {
  /** Kept values were restored: the notice with its discard button shows. */
  restored: boolean;
  onDiscardKept: (step: FormStep) => void;
};

/**
 * The listing form's two steps on Conform (ADR 0047), checked with the domain schemas: the draft schema for
 * "Simpan draft" (an incomplete listing is fine) and the activation schema, per the property type's field rules,
 * for "Simpan & aktifkan" (after a confirmation that names the coin cost and slots) and for a listing that is
 * already public. Saving is useListingSave's; the inputs keep what the agent typed through failed saves,
 * refusals and step changes, and leaving with unsaved changes asks first.
 */
export function ListingEditor({ restored, onDiscardKept, ...options }: ListingEditorProps) {
  const { t } = useTranslation();
  const {
    form,
    errors,
    formRef,
    base,
    boostStatus,
    step,
    mapShown,
    saved,
    saving,
    blocker,
    json,
    values,
    photos,
    visibility,
    counts,
    unplaced,
    stepNames,
    formKey,
    changed,
    change,
    changeVideos,
    showStep,
    selectStep,
  } = useListingEditor(options);
  const typeName = (type: ListingType) => base.listing_types.find((item) => item.id === type)?.name ?? type;

  return (
    <form
      ref={formRef}
      id={form.id}
      className="listing-form g-stack g-marks-required"
      noValidate={form.noValidate}
      onSubmit={form.onSubmit}
      onChange={(event) => {
        // Typed or chosen in an input of the form (the photo picker's files count once they are stored).
        if ((event.target as unknown as HTMLInputElement).name) changed();
      }}
    >
      {/* First, disabled: Enter in a field submits nothing (saving is the buttons' job). */}
      <button type="submit" disabled hidden aria-hidden="true" />
      {JSON_FIELDS.map((field) => (
        <input key={field} type="hidden" name={field} value={json[field]} />
      ))}
      {saved.uuid !== null && saved.listingNumber !== null && (
        <ListingSummary
          status={saved.status}
          listingNumber={saved.listingNumber}
          type={saved.type}
          typeName={typeName(saved.type)}
          boostStatus={boostStatus}
        />
      )}
      {restored && <KeptFormNotice onDiscard={() => onDiscardKept(step)} />}
      <FormMessages
        notice={saving.notice}
        listingNumber={saved.listingNumber}
        failure={saving.failure}
        retrying={saving.saving}
        errorCounts={counts}
        unplacedErrors={unplaced}
        stepNames={stepNames}
        onShowStep={(item) => showStep(item, "invalid")}
      />

      <FormStepper step={step} errorCounts={counts} onSelect={selectStep} />
      <p className="listing-form-note">{t("listingForm.requiredNote")}</p>

      <ListingStepOne
        shown={step === 1}
        title={stepNames[1]}
        base={base}
        values={values}
        errors={errors}
        visibility={visibility}
        onFacilitiesChange={(selected) => change("selected_facilities", selected)}
        onVideosChange={changeVideos}
      />
      <ListingStepTwo
        shown={step === 2}
        title={stepNames[2]}
        values={values}
        errors={errors}
        visibility={visibility}
        mapShown={mapShown}
        formKey={formKey}
        photos={photos}
        onMapChange={(map) => change("map", map)}
        onPhotosChange={(list) => change("photos", list)}
      />

      <FormActions
        step={step}
        status={saved.status}
        saving={saving.savingAction}
        checkingCost={saving.checkingCost}
        onStep={selectStep}
        onSave={saving.clearMessages}
      />

      <ActivationConfirmDialog
        cost={saving.pendingCost}
        sending={saving.saving}
        onConfirm={saving.confirmActivation}
        onCancel={saving.cancelActivation}
      />
      <LeaveDialog blocker={blocker} />
    </form>
  );
}
