import type { ListingType } from "@griya/domain/listing-rules";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { KeptFormNotice } from "../../../components/kept-form-notice";
import { formFailure, type FormFailure } from "../../../lib/form-result";
import { useCheckedForm } from "../../../lib/use-checked-form";
import type { KeptListing } from "../kept-listing";
import { formValueOf, JSON_FIELDS, listingValuesOf, readListingForm, type JsonField } from "../listing-form-data";
import type { FormNotice } from "../listing-form-flash";
import {
  errorsByStep,
  firstStepWithErrors,
  listingSchema,
  requestFields,
  stepOfField,
  stepOneErrors,
  visibilityOf,
  type CheckLevel,
  type FieldErrors,
  type FormStep,
} from "../listing-form-request";
import type { ListingFormValues } from "../listing-form-values";
import type { ListingFormLoad } from "../queries";
import { ActivationConfirmDialog } from "./activation-confirm-dialog";
import { FacilityFields } from "./facility-fields";
import { FormActions, type SaveIntent } from "./form-actions";
import { FormMessages } from "./form-messages";
import { FormStepper } from "./form-stepper";
import { LeaveDialog } from "./leave-dialog";
import { ListingBasicsFields } from "./listing-basics-fields";
import { ListingSummary } from "./listing-summary";
import { LocationFields } from "./location-fields";
import { LocationMap } from "./location-map";
import { PhotoManager } from "./photo-manager";
import type { ManagedPhoto } from "./photo-manager-state";
import { PropertyDetailFields } from "./property-detail-fields";
import { Tour360Field } from "./tour-360-field";
import { useLeaveGuard } from "./use-leave-guard";
import { useListingSave } from "./use-listing-save";
import { useStepFocus, type StepFocusTarget } from "./use-step-focus";
import { VideoFields } from "./video-fields";
import "../listing-form.css";
import "../../../locales/listing-form";

export type ListingEditorProps = {
  load: ListingFormLoad;
  startValues: ListingFormValues;
  startStep: FormStep;
  startNotice: FormNotice | null;
  /** The start values differ from what is saved (kept across a login). */
  startsEdited: boolean;
  newFormKey: string;
  /** Kept values were restored: the notice with its discard button shows. */
  restored: boolean;
  onDiscardKept: (step: FormStep) => void;
  /** A save made the kept values saved ones. */
  onSavedKept: () => void;
  /** How to read what the form holds while it differs from what is saved, or null once it does not. */
  onUnsaved: (read: (() => KeptListing) | null) => void;
};

const FORM_ID = "listing-form";

const isSaveIntent = (value: unknown): value is SaveIntent => value === "draft" || value === "activate";

function photosOf(json: unknown): ManagedPhoto[] {
  return listingValuesOf({ photos: json }).photos;
}

/**
 * The listing form's two steps on Conform (ADR 0047), checked with the domain schemas: the draft schema for
 * "Simpan draft" (an incomplete listing is fine) and the activation schema, per the property type's field rules,
 * for "Simpan & aktifkan" (after a confirmation that names the coin cost and slots) and for a listing that is
 * already public. Saving is useListingSave's; the inputs keep what the agent typed through failed saves,
 * refusals and step changes, and leaving with unsaved changes asks first.
 */
export function ListingEditor({
  load,
  startValues,
  startStep,
  startNotice,
  startsEdited,
  newFormKey,
  restored,
  onDiscardKept,
  onSavedKept,
  onUnsaved,
}: ListingEditorProps) {
  const { t } = useTranslation();
  const { base } = load;
  const boostStatus = load.mode === "edit" ? load.base.boost_status : null;

  const [step, setStep] = useState<FormStep>(startStep);
  const [mapShown, setMapShown] = useState(startStep === 2);
  const [touched, setTouched] = useState(startsEdited);
  // Messages not from the form's own check on sending: the API's 470 answer, the check of step 1 on leaving it.
  const [shown, setShown] = useState<FormFailure>();
  // The level of the last check, for checking a field again as it is changed.
  const [checkedLevel, setCheckedLevel] = useState<CheckLevel>("draft");
  const formRef = useRef<HTMLFormElement>(null);
  const [defaultValue] = useState(() => formValueOf(startValues));

  const { blocker, allowLeaving } = useLeaveGuard(touched);
  const saving = useListingSave({
    load,
    startType: startValues.type,
    startNotice,
    step,
    current,
    // What was sent is what is saved unless the agent typed meanwhile.
    onSettled: (sent) => {
      if (JSON.stringify(current()) === sent) setTouched(false);
    },
    showErrors,
    onSavedKept,
    allowLeaving,
  });
  const { saved } = saving;
  const formLevel = (data: FormData): CheckLevel => {
    const intent = data.get("save");
    return isSaveIntent(intent) ? saving.levelOf(intent) : checkedLevel;
  };

  const { form, errors } = useCheckedForm({
    id: FORM_ID,
    defaultValue,
    schema: (data) => listingSchema(readListingForm(data), base, formLevel(data)),
    read: (data) => requestFields(readListingForm(data), base.field_rules, base.can_embed_360 === true),
    result: shown,
    onInvalid: (found, data) => {
      setCheckedLevel(formLevel(data));
      showStep(firstStepWithErrors(found) ?? step, "invalid", found);
    },
    onValid: (data) => {
      const intent = data.get("save");
      if (isSaveIntent(intent)) void saving.saveAs(intent, readListingForm(data));
    },
  });
  const requestFocus = useStepFocus(formRef, errors);

  // The form's values as Conform holds them (read from the inputs); the JSON fields as their inputs hold them.
  const formValue = form.value;
  const values = useMemo(() => listingValuesOf(formValue), [formValue]);
  const json = Object.fromEntries(
    JSON_FIELDS.map((field) => [field, typeof formValue?.[field] === "string" ? formValue[field] : "null"]),
  ) as Record<JsonField, string>;
  // One list for as long as the photos are the same, so the photo manager knows its own list coming back.
  const photos = useMemo(() => photosOf(json.photos), [json.photos]);

  /** The values the inputs hold now (for a save that answers later, or a retry). */
  function current() {
    return formRef.current ? readListingForm(new FormData(formRef.current)) : values;
  }

  useEffect(() => {
    const element = formRef.current;
    const formKey = saved.uuid ?? newFormKey;
    // Read when the session ends: what the inputs hold then.
    onUnsaved(touched && element ? () => ({ values: readListingForm(new FormData(element)), step, formKey }) : null);
  }, [touched, step, saved.uuid, newFormKey, onUnsaved]);

  const visibility = useMemo(
    () => visibilityOf({ property_type_id: values.property_type_id }, base.field_rules),
    [values.property_type_id, base.field_rules],
  );
  const { counts, unplaced } = errorsByStep(errors, {
    selected: values.selected_facilities,
    facilities: base.facilities,
    videos: values.videos,
  });
  const stepNames = { 1: t("listingForm.stepper.step1"), 2: t("listingForm.stepper.step2") } as const;
  const formKey = saved.uuid ?? newFormKey;

  function changed() {
    setTouched(true);
    saving.clearNotice();
  }

  /** A value the inputs do not hold as typed (the facilities, the map pin, the photos) changes. */
  function change(name: JsonField, value: unknown) {
    form.update({ name, value: JSON.stringify(value) });
    changed();
  }

  /** A video row added or removed (the rows after a removed one shift up). */
  function changeVideos(videos: string[]) {
    form.update({ name: "videos", value: videos });
    changed();
  }

  function showStep(next: FormStep, target: StepFocusTarget = "heading", errors?: FieldErrors) {
    setStep(next);
    if (next === 2) setMapShown(true);
    requestFocus(next, target, errors);
  }

  function showErrors(found: FieldErrors, level: CheckLevel) {
    setShown(formFailure({ fieldErrors: found }));
    setCheckedLevel(level);
    showStep(firstStepWithErrors(found) ?? step, "invalid", found);
  }

  function selectStep(next: FormStep) {
    if (next === step) return;
    if (next === 2) {
      // Leaving step 1 checks the format of what it holds; an incomplete draft may move on.
      const found = stepOneErrors(current(), base);
      if (Object.keys(found).length > 0) {
        const others = Object.entries(errors).filter(([key]) => stepOfField(key) !== 1);
        const shownNow = { ...Object.fromEntries(others), ...found };
        setShown(formFailure({ fieldErrors: shownNow }));
        requestFocus(1, "invalid", shownNow);
        return;
      }
    }
    showStep(next);
  }

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

      <section className="listing-form-step g-stack" data-step="1" hidden={step !== 1} aria-labelledby="listing-step-1">
        <h2 id="listing-step-1" className="listing-form-step-title" tabIndex={-1}>
          {stepNames[1]}
        </h2>
        <ListingBasicsFields base={base} values={values} errors={errors} />
        <PropertyDetailFields base={base} values={values} errors={errors} visibility={visibility} />
        <FacilityFields
          facilities={base.facilities}
          selected={values.selected_facilities}
          onChange={(selected) => change("selected_facilities", selected)}
          errors={errors}
        />
        <VideoFields videos={values.videos} onChange={changeVideos} error={errors.videos} />
        {base.can_embed_360 && <Tour360Field defaultValue={values.tour_360_url} error={errors.tour_360_url} />}
      </section>

      <section className="listing-form-step g-stack" data-step="2" hidden={step !== 2} aria-labelledby="listing-step-2">
        <h2 id="listing-step-2" className="listing-form-step-title" tabIndex={-1}>
          {stepNames[2]}
        </h2>
        <LocationFields values={values} errors={errors} visibility={visibility} />
        {/* Mounted once step 2 was seen (the map library loads then); kept mounted so its state survives. */}
        {mapShown && (
          <LocationMap
            value={values.map}
            onChange={(map) => change("map", map)}
            error={(errors.map ?? errors["map.lat"] ?? errors["map.lng"])?.join(" ")}
          />
        )}
        {/* Always mounted: uploads in progress continue while the agent is on step 1. */}
        <PhotoManager
          formKey={formKey}
          photos={photos}
          onChange={(list) => change("photos", list)}
          error={[...(errors.photo_uuids ?? []), ...(errors.primary_photo_uuid ?? [])].join(" ") || undefined}
        />
      </section>

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
