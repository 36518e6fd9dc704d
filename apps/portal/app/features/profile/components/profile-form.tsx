import { ACCOUNT_LIMITS, GENDER_OPTIONS, profileSchemaFor } from "@griya/domain/account-schemas";
import { Button } from "@griya/ui/button";
import { CheckboxGroup } from "@griya/ui/checkbox-group";
import { MultiCombobox } from "@griya/ui/multi-combobox";
import { RadioGroup } from "@griya/ui/radio-group";
import { Select } from "@griya/ui/select";
import { TextField } from "@griya/ui/text-field";
import { Textarea } from "@griya/ui/textarea";
import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { AgentOfficeField } from "../../../components/agent-office-field";
import { KeptFormNotice } from "../../../components/kept-form-notice";
import { RegionCascade } from "../../../components/region-cascade";
import { independentTypeIds } from "../../../lib/agent-office-form";
import type { FormResult } from "../../../lib/form-result";
import { reportProblem } from "../../../lib/problem-store";
import { useCheckedForm } from "../../../lib/use-checked-form";
import { useKeptForm } from "../../../lib/use-kept-form";
import { profileWithKept } from "../kept-profile";
import { readProfileForm, socialMediaFieldName } from "../profile-forms";
import type { AgentProfile, ProfileForm as ProfileFormData } from "../queries";
import { DocumentField } from "./document-field";
import "../../../locales/profile";

export type ProfileFormProps = {
  form: ProfileFormData;
  /** The route action (POST /profile). */
  action: string;
  documentResult?: FormResult;
};

const ids = (values: number[]) => values.map(String);
const options = (items: { id: number | string; name: string }[]) =>
  items.map(({ id, name }) => ({ value: String(id), label: name }));

/** Every "social_medias…" message (server paths may carry an index) shown once on the group. */
function socialMediaErrors(errors: Record<string, string[]>): string[] | undefined {
  const messages = Object.entries(errors)
    .filter(([key]) => key.startsWith("social_medias"))
    .flatMap(([, list]) => list);
  return messages.length > 0 ? [...new Set(messages)] : undefined;
}

/** What the form holds, as it would be sent (the photo files are uploaded already: their uuids are fields). */
function readUnsaved(element: HTMLFormElement) {
  const data = new FormData(element);
  for (const name of ["ktp_photo", "npwp_photo"]) data.delete(name);
  return readProfileForm(data);
}

/**
 * Edit profile. What the agent changed survives a session that ends before it is saved (lib/kept-forms.ts):
 * the form starts again from the kept values after the new login.
 */
export function ProfileForm(props: ProfileFormProps) {
  const [kept, setKept] = useState<AgentProfile | null>(null);
  const [edited, setEdited] = useState<HTMLFormElement | null>(null);
  const unsaved = useMemo(() => (edited ? () => readUnsaved(edited) : null), [edited]);
  const keep = useKeptForm({
    formId: "profile",
    unsaved,
    restore: (stored) => {
      const profile = profileWithKept(props.form.edit_data, stored);
      if (profile) setKept(profile);
      return profile !== null;
    },
  });

  function discard() {
    setKept(null);
    setEdited(null);
    keep.closeNotice();
  }

  return (
    <>
      {keep.restored && <KeptFormNotice onDiscard={discard} />}
      <ProfileFields
        key={kept ? "kept" : "saved"}
        {...props}
        edit={kept ?? props.form.edit_data}
        startsEdited={kept !== null}
        onEdited={(form) => {
          setEdited(form);
          if (!form) keep.closeNotice(); // saved: nothing kept is pending any more
        }}
      />
    </>
  );
}

type ProfileFieldsProps = ProfileFormProps & {
  /** The values the inputs start from: the saved profile, or kept values over it. */
  edit: AgentProfile;
  startsEdited: boolean;
  /** The form differs from what is saved (the element), or no longer does (null, after a save). */
  onEdited: (form: HTMLFormElement | null) => void;
};

/**
 * The profile fields (POST /api/agent/update-profile through the route action): personal and agent data,
 * specialisations, KTP and NPWP with photos, address with the regional selects, social media links.
 * Checked with the domain's profileSchema before sending; the server's 470 messages land on the fields.
 */
function ProfileFields({ form, edit, action, documentResult, startsEdited, onEdited }: ProfileFieldsProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? documentResult;
  // Said next to the save button, where the agent is; gone once the form changes again.
  const [changedAfter, setChangedAfter] = useState<FormResult | undefined>(undefined);
  const savedShown = result?.ok === true && changedAfter !== result;
  const failure = result && !result.ok ? result : null;
  const independent = useMemo(() => independentTypeIds(form.base_data.agent_types), [form]);
  const schema = useMemo(() => profileSchemaFor(independent), [independent]);
  const [agentType, setAgentType] = useState(edit.agent_type_id === null ? "" : String(edit.agent_type_id));
  const { form: checked, errors } = useCheckedForm({
    id: "profile-form",
    schema,
    read: readProfileForm,
    result,
    // Sent by hand: the photo files are already uploaded, only their uuids go with the form.
    onValid: (data) => {
      for (const name of ["ktp_photo", "npwp_photo"]) data.delete(name);
      void fetcher.submit(data, { method: "post", action });
    },
  });
  const base = form.base_data;

  // Once: a form restored from kept values differs from what is saved until it is saved.
  const markRestoredEdited = useEffectEvent(() => {
    if (startsEdited && formRef.current) onEdited(formRef.current);
  });
  useEffect(() => markRestoredEdited(), []);

  const afterAnswer = useEffectEvent((answer: FormResult) => {
    if (answer.ok) onEdited(null);
    else if (answer.dialog) reportProblem({ kind: "dialog", dialog: answer.dialog });
  });
  useEffect(() => {
    if (result) afterAnswer(result);
  }, [result]);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);

  const lists = useMemo(
    () => ({
      agentTypes: options(base.agent_types),
      properties: options(base.property_specializations),
      prices: options(base.price_specializations),
      cities: base.cities.map((city) => ({ value: city.id, label: city.name })),
    }),
    [base],
  );
  const socialValues = new Map(edit.social_medias.map((link) => [link.id, link.value]));

  return (
    <fetcher.Form
      ref={formRef}
      id={checked.id}
      method="post"
      action={action}
      noValidate={checked.noValidate}
      onSubmit={checked.onSubmit}
      onChange={(event) => {
        onEdited(event.currentTarget);
        setChangedAfter(result);
      }}
      className="g-stack profile-form"
    >
      {failure?.formError && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {failure.formError}
        </p>
      )}

      <fieldset className="form-section">
        <legend className="section-title">{t("profile.sectionPersonal")}</legend>
        <TextField
          label={t("profile.name")}
          name="name"
          autoComplete="name"
          required
          maxLength={ACCOUNT_LIMITS.NAME_MAX}
          defaultValue={edit.name}
          error={errors.name}
        />
        <div className="form-grid">
          <TextField
            label={t("profile.age")}
            name="age"
            type="number"
            inputMode="numeric"
            min={ACCOUNT_LIMITS.AGE_MIN}
            max={ACCOUNT_LIMITS.AGE_MAX}
            defaultValue={edit.age ?? ""}
            hint={t("profile.ageHint")}
            error={errors.age}
          />
          <RadioGroup
            label={t("profile.gender")}
            name="gender"
            inline
            options={GENDER_OPTIONS.map((option) => ({ ...option }))}
            defaultValue={edit.gender ?? undefined}
            error={errors.gender}
          />
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend className="section-title">{t("profile.sectionAgent")}</legend>
        <div className="form-grid">
          <Select
            label={t("profile.agentType")}
            name="agent_type_id"
            required
            options={lists.agentTypes}
            placeholder={t("common.selectPlaceholder")}
            value={agentType}
            onChange={(event) => setAgentType(event.currentTarget.value)}
            error={errors.agent_type_id}
          />
          <div className="g-stack">
            <AgentOfficeField
              offices={base.agent_offices}
              needsOffice={!independent.includes(Number(agentType))}
              defaultOfficeId={edit.agent_office_id}
              defaultOfficeName={edit.agent_office_name}
              errors={errors}
              labels={{
                office: t("profile.agentOffice"),
                officeHint: t("profile.officeHint"),
                other: t("profile.officeOther"),
                name: t("profile.officeName"),
                nameHint: t("profile.officeNameHint"),
                independent: t("profile.officeIndependent"),
                placeholder: t("common.selectPlaceholder"),
              }}
            />
          </div>
        </div>
        <TextField
          label={t("profile.nib")}
          name="nib"
          inputMode="numeric"
          maxLength={ACCOUNT_LIMITS.NIB_MAX}
          defaultValue={edit.nib ?? ""}
          hint={t("profile.nibHint")}
          error={errors.nib}
        />
        <MultiCombobox
          label={t("profile.areaSpecializations")}
          name="selected_area_specializations"
          options={lists.cities}
          defaultSelected={edit.selected_area_specializations}
          maxSelected={ACCOUNT_LIMITS.AREA_SPECIALIZATIONS_MAX}
          placeholder={t("profile.areaPlaceholder")}
          noResultsLabel={t("profile.areaNoResults")}
          hint={t("profile.areaHint")}
          error={errors.selected_area_specializations}
        />
        <CheckboxGroup
          label={t("profile.propertySpecializations")}
          name="selected_property_specializations"
          options={lists.properties}
          defaultValues={ids(edit.selected_property_specializations)}
          error={errors.selected_property_specializations}
        />
        <CheckboxGroup
          label={t("profile.priceSpecializations")}
          name="selected_price_specializations"
          options={lists.prices}
          defaultValues={ids(edit.selected_price_specializations)}
          error={errors.selected_price_specializations}
        />
      </fieldset>

      <fieldset className="form-section">
        <legend className="section-title">{t("profile.sectionDocuments")}</legend>
        <DocumentField
          purpose="ktp"
          numberLabel={t("profile.ktpNumber")}
          numberHint={t("profile.ktpNumberHint")}
          photoLabel={t("profile.ktpPhoto")}
          numberMaxLength={ACCOUNT_LIMITS.KTP_LENGTH}
          defaultNumber={edit.ktp_number}
          defaultPhotoUuid={edit.ktp_photo_uuid}
          defaultPhotoUrl={edit.ktp_photo_url}
          errors={errors}
        />
        <DocumentField
          purpose="npwp"
          numberLabel={t("profile.npwpNumber")}
          numberHint={t("profile.npwpNumberHint")}
          photoLabel={t("profile.npwpPhoto")}
          numberMaxLength={ACCOUNT_LIMITS.NPWP_MAX}
          defaultNumber={edit.npwp_number}
          defaultPhotoUuid={edit.npwp_photo_uuid}
          defaultPhotoUrl={edit.npwp_photo_url}
          errors={errors}
        />
      </fieldset>

      <fieldset className="form-section">
        <legend className="section-title">{t("profile.sectionAddress")}</legend>
        <p className="g-field-hint" id="profile-address-hint">
          {t("profile.addressHint")}
        </p>
        <Textarea
          label={t("profile.address")}
          name="address"
          aria-describedby="profile-address-hint"
          rows={3}
          maxLength={ACCOUNT_LIMITS.ADDRESS_MAX}
          showCount
          defaultValue={edit.address ?? ""}
          error={errors.address}
        />
        <RegionCascade
          fields={[
            { name: "province_id", label: t("profile.province") },
            { name: "city_id", label: t("profile.city") },
            { name: "district_id", label: t("profile.district") },
            { name: "village_id", label: t("profile.village") },
          ]}
          defaultValue={{
            province_id: edit.province_id ?? "",
            city_id: edit.city_id ?? "",
            district_id: edit.district_id ?? "",
            village_id: edit.village_id ?? "",
          }}
          errors={errors}
          required={false}
        />
      </fieldset>

      <fieldset className="form-section">
        <legend className="section-title">{t("profile.sectionSocial")}</legend>
        {socialMediaErrors(errors) && (
          <p className="form-error" role="alert" tabIndex={-1}>
            {socialMediaErrors(errors)!.join(" ")}
          </p>
        )}
        <div className="form-grid">
          {base.social_medias.map((social) => (
            <TextField
              key={social.id}
              label={social.name}
              name={socialMediaFieldName(social.id)}
              placeholder={social.placeholder}
              maxLength={ACCOUNT_LIMITS.SOCIAL_MEDIA_VALUE_MAX}
              defaultValue={socialValues.get(social.id) ?? ""}
              hint={t("profile.socialHint")}
            />
          ))}
        </div>
      </fieldset>

      <div className="form-actions">
        <Button type="submit" loading={fetcher.state !== "idle"} loadingLabel={t("common.saving")}>
          {t("profile.submit")}
        </Button>
        {/* Always present, so the message is announced when it appears. */}
        <span role="status" className="form-success-inline">
          {savedShown ? t("profile.saved") : ""}
        </span>
      </div>
    </fetcher.Form>
  );
}
