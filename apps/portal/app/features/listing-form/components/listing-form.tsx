import { BusinessError, ForbiddenError, NotFoundError, ValidationError } from "@griya/api-client/errors";
import { DEFAULT_LISTING_STATUS } from "@griya/domain/constants";
import type { ListingStatus, ListingType } from "@griya/domain/listing-rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { KeptFormNotice } from "../../../components/kept-form-notice";
import { browserApi } from "../../../lib/browser-api";
import { coinTotalQuery, listingAvailabilityQuery } from "../../../lib/balance-queries";
import { regionKeys } from "../../../lib/region-queries";
import { useKeptForm } from "../../../lib/use-kept-form";
import { pathTo } from "../../../paths";
import { readKeptListing } from "../kept-listing";
import { clearFormFlash, peekFormFlash, setFormFlash, type FormNotice } from "../listing-form-flash";
import {
  checkListing,
  errorsByStep,
  firstStepWithErrors,
  saveBody,
  stepOfField,
  stepOneErrors,
  visibilityOf,
  type FieldErrors,
  type FormStep,
  type ListingFields,
} from "../listing-form-request";
import { emptyListingValues, valuesFromEditData, type ListingFormValues } from "../listing-form-values";
import { activatedListingsPath } from "../listing-paths";
import { saveListing, type ListingFormLoad, type SaveAction, type SavedListing } from "../queries";
import { ActivationConfirmDialog, type ActivationCost } from "./activation-confirm-dialog";
import { FacilityFields } from "./facility-fields";
import { FormActions } from "./form-actions";
import { FormMessages, type SaveFailure } from "./form-messages";
import { FormStepper } from "./form-stepper";
import { LeaveDialog } from "./leave-dialog";
import { ListingBasicsFields } from "./listing-basics-fields";
import { ListingSummary } from "./listing-summary";
import { LocationFields } from "./location-fields";
import { LocationMap } from "./location-map";
import { PhotoManager } from "./photo-manager";
import { PropertyDetailFields } from "./property-detail-fields";
import { useLeaveGuard } from "./use-leave-guard";
import { Tour360Field } from "./tour-360-field";
import { VideoFields } from "./video-fields";
import "../listing-form.css";
import "../../../locales/listing-form";

export type ListingFormProps = {
  load: ListingFormLoad;
  /** Upload key of a new listing's photos until its first save (then the listing uuid is the key). */
  newFormKey: string;
};

type SavedState = { uuid: string | null; status: ListingStatus; listingNumber: string | null; type: ListingType };
type Pending = { fields: ListingFields; cost: ActivationCost };
/** Where focus goes after the next render: the first invalid field of a step, or the step's heading. */
type FocusRequest = { step: FormStep; target: "invalid" | "heading"; seq: number };

/** Error keys a patch of values makes stale: photos answer as photo_uuids/primary_photo_uuid, the map per axis. */
function staleKeys(patch: Partial<ListingFormValues>): (key: string) => boolean {
  const fields = new Set(
    Object.keys(patch).flatMap((key) => (key === "photos" ? ["photo_uuids", "primary_photo_uuid"] : [key])),
  );
  return (key) => fields.has(key.split(/[.[]/)[0]!);
}

/**
 * The listing form (SPEC §2–§5): two steps, client validation with the domain schemas, "Simpan draft" and
 * "Simpan & aktifkan" (after a confirmation that names the coin cost and slots) through
 * POST /api/v2/listing_form/save. What the agent typed stays in this component's state through failed saves,
 * refusals and step changes; leaving with unsaved changes asks first.
 */
export function ListingForm({ load, newFormKey: givenFormKey }: ListingFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { base, edit } = load;
  const boostStatus = load.mode === "edit" ? load.base.boost_status : null;

  const [flash] = useState(() => peekFormFlash(edit?.uuid ?? null));
  // Fixed for the form's life (a revalidated loader would hand over a new one), unless a kept form brings its own.
  const [newFormKey, setNewFormKey] = useState(givenFormKey);
  const savedValues = () => (edit ? valuesFromEditData(edit) : emptyListingValues());
  const [values, setValues] = useState<ListingFormValues>(savedValues);
  const [saved, setSaved] = useState<SavedState>(() => ({
    uuid: edit?.uuid ?? null,
    status: edit?.status ?? DEFAULT_LISTING_STATUS,
    listingNumber: edit?.listing_number ?? null,
    type: edit?.type ?? values.type,
  }));
  const [step, setStep] = useState<FormStep>(flash?.step ?? 1);
  const [mapShown, setMapShown] = useState(step === 2);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState(false);
  const [notice, setNotice] = useState<FormNotice | null>(flash?.notice ?? null);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [checkingCost, setCheckingCost] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // What async callbacks (a save that answers later) compare with: the values of the last render, kept after it.
  const valuesRef = useRef(values);
  useLayoutEffect(() => {
    valuesRef.current = values;
  }, [values]);

  const save = useMutation({ mutationFn: saveListing });
  const { blocker, allowLeaving } = useLeaveGuard(touched);

  // What the agent typed survives a session that ends before it is saved (lib/kept-forms.ts).
  const unsaved = useMemo(
    () => (touched ? { values, step, formKey: newFormKey } : null),
    [touched, values, step, newFormKey],
  );
  const kept = useKeptForm({
    formId: "listing",
    unsaved,
    restore: (stored) => {
      const listing = readKeptListing(stored);
      if (!listing) return false;
      setValues(listing.values);
      if (saved.uuid === null) setNewFormKey(listing.formKey);
      setTouched(true);
      showStep(listing.step);
      return true;
    },
  });

  function discardKept() {
    setValues(savedValues());
    setErrors({});
    setTouched(false);
    kept.closeNotice();
  }

  useEffect(() => clearFormFlash(), []);

  const propertyTypeId = values.property_type_id;
  const visibility = useMemo(
    () => visibilityOf({ property_type_id: propertyTypeId }, base.field_rules),
    [propertyTypeId, base.field_rules],
  );
  const { counts, unplaced } = errorsByStep(errors);
  const stepNames = { 1: t("listingForm.stepper.step1"), 2: t("listingForm.stepper.step2") } as const;
  const formKey = saved.uuid ?? newFormKey;
  const isDraft = saved.status === "DRAFT";

  useEffect(() => {
    if (!focusRequest) return;
    const form = formRef.current;
    const section = form?.querySelector<HTMLElement>(`[data-step="${focusRequest.step}"]`);
    const target =
      focusRequest.target === "invalid"
        ? (section?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
          form?.querySelector<HTMLElement>(".listing-form-errors"))
        : section?.querySelector<HTMLElement>("h2");
    target?.focus();
  }, [focusRequest]);

  const change = useCallback((patch: Partial<ListingFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setTouched(true);
    setNotice(null);
    const stale = staleKeys(patch);
    setErrors((current) =>
      Object.keys(current).some(stale)
        ? Object.fromEntries(Object.entries(current).filter(([key]) => !stale(key)))
        : current,
    );
  }, []);

  function showStep(next: FormStep, target: FocusRequest["target"] = "heading") {
    setStep(next);
    if (next === 2) setMapShown(true);
    setFocusRequest((current) => ({ step: next, target, seq: (current?.seq ?? 0) + 1 }));
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    showStep(firstStepWithErrors(found) ?? step, "invalid");
  }

  function selectStep(next: FormStep) {
    if (next === step) return;
    if (next === 2) {
      // Leaving step 1 checks the format of what it holds; an incomplete draft may move on.
      const found = stepOneErrors(values, base);
      if (Object.keys(found).length > 0) {
        setErrors((current) => ({
          ...Object.fromEntries(Object.entries(current).filter(([key]) => stepOfField(key) !== 1)),
          ...found,
        }));
        setFocusRequest((current) => ({ step: 1, target: "invalid", seq: (current?.seq ?? 0) + 1 }));
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

  function onSaved(result: SavedListing, action: SaveAction, sentValues: ListingFormValues, fields: ListingFields) {
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
    if (valuesRef.current === sentValues) setTouched(false);
    kept.closeNotice();
    setNotice(result.status === "DRAFT" ? "draftSaved" : "changesSaved");
  }

  function onFailed(error: unknown, send: () => void, sentValues: ListingFormValues) {
    if (error instanceof ValidationError) {
      showErrors(error.errors);
      return;
    }
    if (error instanceof BusinessError) {
      // SPEC §8 dialog (coins, membership, slots) comes from the global handler; the save itself was kept.
      const kept = (error.body as { listing_uuid?: unknown } | null)?.listing_uuid;
      if (saved.uuid === null && typeof kept === "string") {
        continueAsEdit(kept, "notActivated");
        return;
      }
      if (valuesRef.current === sentValues) setTouched(false);
      setNotice("notActivated");
      return;
    }
    if (error instanceof NotFoundError || error instanceof ForbiddenError) {
      setFailure({ kind: "gone" });
      return;
    }
    // Offline, a timeout or a server fault: nothing was lost here; the agent can send the same again.
    setFailure({ kind: "retry", retry: send });
  }

  /** After a failed attempt: the same action with the form as it is now (the agent may have typed meanwhile). */
  function resend(action: SaveAction) {
    const level = action === "save_and_activate" || !isDraft ? "complete" : "draft";
    const check = checkListing(valuesRef.current, base, level);
    if (check.ok) send(check.fields, action);
    else showErrors(check.errors);
  }

  function send(fields: ListingFields, action: SaveAction) {
    const sentValues = valuesRef.current;
    setFailure(null);
    setNotice(null);
    const retry = () => resend(action);
    save.mutate(saveBody(fields, saved.uuid, action), {
      onSuccess: (result) => {
        setPending(null);
        onSaved(result, action, sentValues, fields);
      },
      onError: (error) => {
        setPending(null);
        onFailed(error, retry, sentValues);
      },
    });
  }

  async function submit(intent: "draft" | "activate") {
    setNotice(null);
    setFailure(null);
    // A listing that is (or was) public never goes back to incomplete: the server checks it in full.
    const level = intent === "activate" || !isDraft ? "complete" : "draft";
    const check = checkListing(values, base, level);
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    setErrors({});
    if (intent === "draft") {
      send(check.fields, "save_draft");
      return;
    }
    setCheckingCost(true);
    try {
      const [availability, coins] = await Promise.all([
        queryClient.fetchQuery(listingAvailabilityQuery(browserApi)),
        queryClient.fetchQuery(coinTotalQuery(browserApi)),
      ]);
      setPending({
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
    } finally {
      setCheckingCost(false);
    }
  }

  const typeName = (type: ListingType) => base.listing_types.find((item) => item.id === type)?.name ?? type;

  return (
    <form
      ref={formRef}
      className="listing-form g-stack g-marks-required"
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      {saved.uuid !== null && saved.listingNumber !== null && (
        <ListingSummary
          status={saved.status}
          listingNumber={saved.listingNumber}
          type={saved.type}
          typeName={typeName(saved.type)}
          boostStatus={boostStatus}
        />
      )}
      {kept.restored && <KeptFormNotice onDiscard={discardKept} />}
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
        <ListingBasicsFields base={base} values={values} onChange={change} errors={errors} />
        <PropertyDetailFields base={base} values={values} onChange={change} errors={errors} visibility={visibility} />
        <FacilityFields
          facilities={base.facilities}
          selected={values.selected_facilities}
          onChange={(selected_facilities) => change({ selected_facilities })}
          errors={errors}
        />
        <VideoFields videos={values.videos} onChange={(videos) => change({ videos })} error={errors.videos} />
        {base.can_embed_360 && (
          <Tour360Field
            value={values.tour_360_url}
            onChange={(tour_360_url) => change({ tour_360_url })}
            error={errors.tour_360_url}
          />
        )}
      </section>

      <section className="listing-form-step g-stack" data-step="2" hidden={step !== 2} aria-labelledby="listing-step-2">
        <h2 id="listing-step-2" className="listing-form-step-title" tabIndex={-1}>
          {stepNames[2]}
        </h2>
        <LocationFields values={values} onChange={change} errors={errors} visibility={visibility} />
        {/* Mounted once step 2 was seen (the map library loads then); kept mounted so its state survives. */}
        {mapShown && (
          <LocationMap
            value={values.map}
            onChange={(map) => change({ map })}
            error={(errors.map ?? errors["map.lat"] ?? errors["map.lng"])?.join(" ")}
          />
        )}
        {/* Always mounted: uploads in progress continue while the agent is on step 1. */}
        <PhotoManager
          formKey={formKey}
          photos={values.photos}
          onChange={(photos) => change({ photos })}
          error={[...(errors.photo_uuids ?? []), ...(errors.primary_photo_uuid ?? [])].join(" ") || undefined}
        />
      </section>

      <FormActions
        step={step}
        status={saved.status}
        saving={save.isPending ? save.variables?.action : undefined}
        checkingCost={checkingCost}
        onStep={selectStep}
        onSave={(intent) => void submit(intent)}
      />

      <ActivationConfirmDialog
        cost={pending?.cost ?? null}
        sending={save.isPending}
        onConfirm={() => pending && send(pending.fields, "save_and_activate")}
        onCancel={() => setPending(null)}
      />
      <LeaveDialog blocker={blocker} />
    </form>
  );
}
