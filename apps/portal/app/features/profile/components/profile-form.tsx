import { ACCOUNT_LIMITS, GENDER_OPTIONS, profileSchemaFor } from "@griya/domain/account-schemas";
import { Button } from "@griya/ui/button";
import { RadioGroup } from "@griya/ui/radio-group";
import { TextField } from "@griya/ui/text-field";
import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { KeptFormNotice } from "../../../components/kept-form-notice";
import { independentTypeIds } from "../../../lib/agent-office-form";
import type { FormResult } from "../../../lib/form-result";
import { reportProblem } from "../../../lib/problem-store";
import { useCheckedForm } from "../../../lib/use-checked-form";
import { useKeptForm } from "../../../lib/use-kept-form";
import { profileWithKept } from "../kept-profile";
import { readProfileForm } from "../profile-forms";
import type { AgentProfile, ProfileForm as ProfileFormData } from "../queries";
import { ProfileAddressSection } from "./profile-address-section";
import { ProfileAgentSection } from "./profile-agent-section";
import { ProfileDocumentsSection } from "./profile-documents-section";
import { ProfileSocialSection } from "./profile-social-section";
import "../../../locales/profile";

export type ProfileFormProps = {
  form: ProfileFormData;
  /** The route action (POST /profile). */
  action: string;
  documentResult?: FormResult;
};

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

      <ProfileAgentSection base={base} edit={edit} errors={errors} independent={independent} />

      <ProfileDocumentsSection edit={edit} errors={errors} />

      <ProfileAddressSection edit={edit} errors={errors} />

      <ProfileSocialSection socialMedias={base.social_medias} edit={edit} errors={errors} />

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
