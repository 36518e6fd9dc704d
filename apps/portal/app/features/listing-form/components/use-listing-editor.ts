import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../../../locales/listing-form";
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
import type { SaveIntent } from "./form-actions";
import type { ManagedPhoto } from "./photo-manager-state";
import { useLeaveGuard } from "./use-leave-guard";
import { useListingSave } from "./use-listing-save";
import { useStepFocus, type StepFocusTarget } from "./use-step-focus";

export type ListingEditorOptions = {
  load: ListingFormLoad;
  startValues: ListingFormValues;
  startStep: FormStep;
  startNotice: FormNotice | null;
  /** The start values differ from what is saved (kept across a login). */
  startsEdited: boolean;
  newFormKey: string;
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
 * The listing form's state and steps: Conform's form checked with the domain schemas (the level follows the save
 * button pressed), the values it renders from, saving (useListingSave), the step shown and where focus goes, and
 * what is kept across a new login.
 */
export function useListingEditor({
  load,
  startValues,
  startStep,
  startNotice,
  startsEdited,
  newFormKey,
  onSavedKept,
  onUnsaved,
}: ListingEditorOptions) {
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

  return {
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
  };
}
