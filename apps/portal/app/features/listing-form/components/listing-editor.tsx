import { BusinessError, ForbiddenError, NotFoundError, ValidationError } from "@griya/api-client/errors";
import { DEFAULT_LISTING_STATUS } from "@griya/domain/constants";
import type { ListingStatus, ListingType } from "@griya/domain/listing-rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { KeptFormNotice } from "../../../components/kept-form-notice";
import { browserApi } from "../../../lib/browser-api";
import { coinTotalQuery, listingAvailabilityQuery } from "../../../lib/balance-queries";
import { formFailure, type FormFailure } from "../../../lib/form-result";
import { regionKeys } from "../../../lib/region-queries";
import { useCheckedForm } from "../../../lib/use-checked-form";
import { pathTo } from "../../../paths";
import type { KeptListing } from "../kept-listing";
import { formValueOf, JSON_FIELDS, listingValuesOf, readListingForm, type JsonField } from "../listing-form-data";
import { setFormFlash, type FormNotice } from "../listing-form-flash";
import {
  checkListing,
  errorsByStep,
  firstStepWithErrors,
  listingSchema,
  requestFields,
  saveBody,
  stepOfField,
  stepOneErrors,
  visibilityOf,
  type CheckLevel,
  type FieldErrors,
  type FormStep,
  type ListingFields,
} from "../listing-form-request";
import type { ListingFormValues } from "../listing-form-values";
import { activatedListingsPath } from "../listing-paths";
import { saveListing, type ListingFormLoad, type SaveAction, type SavedListing } from "../queries";
import { ActivationConfirmDialog, type ActivationCost } from "./activation-confirm-dialog";
import { FacilityFields } from "./facility-fields";
import { FormActions, type SaveIntent } from "./form-actions";
import { FormMessages, type SaveFailure } from "./form-messages";
import { FormStepper } from "./form-stepper";
import { LeaveDialog } from "./leave-dialog";
import { ListingBasicsFields } from "./listing-basics-fields";
import { ListingSummary } from "./listing-summary";
import { LocationFields } from "./location-fields";
import { LocationMap } from "./location-map";
import { PhotoManager } from "./photo-manager";
import type { ManagedPhoto } from "./photo-manager-state";
import { PropertyDetailFields } from "./property-detail-fields";
import { useLeaveGuard } from "./use-leave-guard";
import { Tour360Field } from "./tour-360-field";
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

type SavedState = { uuid: string | null; status: ListingStatus; listingNumber: string | null; type: ListingType };
/** Activation asked for: its cost being fetched, then the confirmation with the checked fields. */
type Activation = "checking" | { fields: ListingFields; cost: ActivationCost };
/**
 * Where focus goes once rendered: the first invalid field of a step, or the step's heading. With `errors`, not
 * before those messages show (Conform takes a result in after the render that hands it over).
 */
type FocusRequest = { step: FormStep; target: "invalid" | "heading"; seq: number; errors?: FieldErrors };

const sameFields = (a: FieldErrors, b: FieldErrors) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => key in b);

const isSaveIntent = (value: unknown): value is SaveIntent => value === "draft" || value === "activate";

function photosOf(json: unknown): ManagedPhoto[] {
  return listingValuesOf({ photos: json }).photos;
}

/**
 * The listing form's two steps on Conform (ADR 0047), checked with the domain schemas: the draft schema for
 * "Simpan draft" (an incomplete listing is fine) and the activation schema, per the property type's field rules,
 * for "Simpan & aktifkan" (after a confirmation that names the coin cost and slots) and for a listing that is
 * already public. Saves go as JSON through POST /api/v2/listing_form/save; the inputs keep what the agent typed
 * through failed saves, refusals and step changes, and leaving with unsaved changes asks first.
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { base, edit } = load;
  const boostStatus = load.mode === "edit" ? load.base.boost_status : null;

  const [saved, setSaved] = useState<SavedState>(() => ({
    uuid: edit?.uuid ?? null,
    status: edit?.status ?? DEFAULT_LISTING_STATUS,
    listingNumber: edit?.listing_number ?? null,
    type: edit?.type ?? startValues.type,
  }));
  const [step, setStep] = useState<FormStep>(startStep);
  const [mapShown, setMapShown] = useState(startStep === 2);
  const [touched, setTouched] = useState(startsEdited);
  const [notice, setNotice] = useState<FormNotice | null>(startNotice);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [activation, setActivation] = useState<Activation | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  // Messages not from the form's own check on sending: the API's 470 answer, the check of step 1 on leaving it.
  const [shown, setShown] = useState<FormFailure>();
  // The level of the last check, for checking a field again as it is changed.
  const [checkedLevel, setCheckedLevel] = useState<CheckLevel>("draft");
  const formRef = useRef<HTMLFormElement>(null);
  const [defaultValue] = useState(() => formValueOf(startValues));

  const save = useMutation({ mutationFn: saveListing });
  const { blocker, allowLeaving } = useLeaveGuard(touched);
  const isDraft = saved.status === "DRAFT";
  const levelOf = (intent: SaveIntent): CheckLevel =>
    // A listing that is (or was) public never goes back to incomplete: the server checks it in full.
    intent === "activate" || !isDraft ? "complete" : "draft";
  const formLevel = (data: FormData): CheckLevel => {
    const intent = data.get("save");
    return isSaveIntent(intent) ? levelOf(intent) : checkedLevel;
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
      if (isSaveIntent(intent)) void saveAs(intent, readListingForm(data));
    },
  });

  // The form's values as Conform holds them (read from the inputs); the JSON fields as their inputs hold them.
  const formValue = form.value;
  const values = useMemo(() => listingValuesOf(formValue), [formValue]);
  const json = Object.fromEntries(
    JSON_FIELDS.map((field) => [field, typeof formValue?.[field] === "string" ? formValue[field] : "null"]),
  ) as Record<JsonField, string>;
  // One list for as long as the photos are the same, so the photo manager knows its own list coming back.
  const photos = useMemo(() => photosOf(json.photos), [json.photos]);

  /** The values the inputs hold now (for a save that answers later, or a retry). */
  const current = () => (formRef.current ? readListingForm(new FormData(formRef.current)) : values);

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
  const { counts, unplaced } = errorsByStep(errors);
  const stepNames = { 1: t("listingForm.stepper.step1"), 2: t("listingForm.stepper.step2") } as const;
  const formKey = saved.uuid ?? newFormKey;

  const focusedSeq = useRef(0);
  useEffect(() => {
    if (!focusRequest || focusRequest.seq === focusedSeq.current) return;
    if (focusRequest.errors && !sameFields(errors, focusRequest.errors)) return;
    focusedSeq.current = focusRequest.seq;
    const element = formRef.current;
    const section = element?.querySelector<HTMLElement>(`[data-step="${focusRequest.step}"]`);
    const target =
      focusRequest.target === "invalid"
        ? (section?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
          element?.querySelector<HTMLElement>(".listing-form-errors"))
        : section?.querySelector<HTMLElement>("h2");
    target?.focus();
  }, [focusRequest, errors]);

  function changed() {
    setTouched(true);
    setNotice(null);
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

  function showStep(next: FormStep, target: FocusRequest["target"] = "heading", errors?: FieldErrors) {
    setStep(next);
    if (next === 2) setMapShown(true);
    setFocusRequest((request) => ({ step: next, target, seq: (request?.seq ?? 0) + 1, errors }));
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
        setFocusRequest((request) => ({ step: 1, target: "invalid", seq: (request?.seq ?? 0) + 1, errors: shownNow }));
        return;
      }
    }
    showStep(next);
  }

  function leaveTo(path: string) {
    allowLeaving();
    void navigate(path);
  }

  /** A new listing got its uuid: the same form continues as that listing's edit page. */
  function continueAsEdit(uuid: string, notice: FormNotice) {
    allowLeaving();
    setFormFlash(uuid, { notice, step });
    void navigate(pathTo("listingEdit", { uuid }), { replace: true });
  }

  /** The save answered: what was sent is what is saved unless the agent typed meanwhile. */
  function settled(sent: string) {
    if (JSON.stringify(current()) === sent) setTouched(false);
  }

  function onSaved(result: SavedListing, action: SaveAction, sent: string, fields: ListingFields) {
    // Lists, slot counts and the coin balance elsewhere changed; this form's regions did not.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== regionKeys.all[0] });
    if (action === "save_and_activate" && result.status === "ACTIVE") {
      leaveTo(activatedListingsPath(result.listing_number));
      return;
    }
    if (saved.uuid === null) {
      continueAsEdit(result.uuid, "draftSaved");
      return;
    }
    setSaved({ uuid: result.uuid, status: result.status, listingNumber: result.listing_number, type: fields.type });
    settled(sent);
    onSavedKept();
    setNotice(result.status === "DRAFT" ? "draftSaved" : "changesSaved");
  }

  function onFailed(error: unknown, retry: () => void, sent: string, level: CheckLevel) {
    if (error instanceof ValidationError) {
      showErrors(error.errors, level);
      return;
    }
    if (error instanceof BusinessError) {
      // SPEC §8 dialog (coins, membership, slots) comes from the global handler; the save itself was kept.
      const keptUuid = (error.body as { listing_uuid?: unknown } | null)?.listing_uuid;
      if (saved.uuid === null && typeof keptUuid === "string") {
        continueAsEdit(keptUuid, "notActivated");
        return;
      }
      settled(sent);
      setNotice("notActivated");
      return;
    }
    if (error instanceof NotFoundError || error instanceof ForbiddenError) {
      setFailure({ kind: "gone" });
      return;
    }
    // Offline, a timeout or a server fault: nothing was lost here; the agent can send the same again.
    setFailure({ kind: "retry", retry });
  }

  /** After a failed attempt: the same action with the form as it is now (the agent may have typed meanwhile). */
  function resend(action: SaveAction) {
    const level = levelOf(action === "save_and_activate" ? "activate" : "draft");
    const values = current();
    const check = checkListing(values, base, level);
    if (check.ok) send(check.fields, action, values);
    else showErrors(check.errors, level);
  }

  function send(fields: ListingFields, action: SaveAction, sentValues: ListingFormValues) {
    const sent = JSON.stringify(sentValues);
    const level = levelOf(action === "save_and_activate" ? "activate" : "draft");
    setFailure(null);
    setNotice(null);
    save.mutate(saveBody(fields, saved.uuid, action), {
      onSuccess: (result) => {
        setActivation(null);
        onSaved(result, action, sent, fields);
      },
      onError: (error) => {
        setActivation(null);
        onFailed(error, () => resend(action), sent, level);
      },
    });
  }

  /** The form passed the check for `intent`: a draft is sent, an activation first shows what it costs. */
  async function saveAs(intent: SaveIntent, sentValues: ListingFormValues) {
    const check = checkListing(sentValues, base, levelOf(intent));
    if (!check.ok) return; // checked just now with the same schema
    if (intent === "draft") {
      send(check.fields, "save_draft", sentValues);
      return;
    }
    setActivation("checking");
    try {
      const [availability, coins] = await Promise.all([
        queryClient.fetchQuery(listingAvailabilityQuery(browserApi)),
        queryClient.fetchQuery(coinTotalQuery(browserApi)),
      ]);
      setActivation({
        fields: check.fields,
        cost: {
          coins: availability.activation_coins,
          used: availability.current_amount,
          quota: availability.quota,
          balance: coins.total_coins,
        },
      });
    } catch {
      // The global handler showed what went wrong; nothing was sent or spent.
      setActivation(null);
    }
  }

  const typeName = (type: ListingType) => base.listing_types.find((item) => item.id === type)?.name ?? type;
  const pending = activation !== null && activation !== "checking" ? activation : null;

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
        notice={notice}
        listingNumber={saved.listingNumber}
        failure={failure}
        retrying={save.isPending}
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
        saving={save.isPending ? save.variables?.action : undefined}
        checkingCost={activation === "checking"}
        onStep={selectStep}
        onSave={() => {
          setNotice(null);
          setFailure(null);
        }}
      />

      <ActivationConfirmDialog
        cost={pending?.cost ?? null}
        sending={save.isPending}
        onConfirm={() => pending && send(pending.fields, "save_and_activate", current())}
        onCancel={() => setActivation(null)}
      />
      <LeaveDialog blocker={blocker} />
    </form>
  );
}
