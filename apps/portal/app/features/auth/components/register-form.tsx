import { registerSchemaFor } from "@griya/domain/account-schemas";
import { ERROR_MESSAGES } from "@griya/domain/error-codes";
import { Button } from "@griya/ui/button";
import { PasswordField } from "@griya/ui/password-field";
import { TextField } from "@griya/ui/text-field";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import * as v from "valibot";
import { independentTypeIds } from "../../../lib/agent-office-form";
import { useCheckedForm } from "../../../lib/use-checked-form";
import { useFormAnswer } from "../../../lib/use-form-answer";
import { pathTo } from "../../../paths";
import { readRegisterForm } from "../account-forms";
import type { RegisterActionData } from "../action-data";
import { emailExistsQuery, type RegisterFormData } from "../queries";
import { RegisterAgentFields } from "./register-agent-fields";
import { RegisterSuccess } from "./register-success";
import "../../../locales/account";

export type RegisterFormProps = {
  formData: RegisterFormData;
  /** The action's answer to a no-JavaScript (document) submission. */
  documentResult?: RegisterActionData;
  /** Focus the name field on mount (the modal; the page leaves focus alone). */
  focusFirstField?: boolean;
  /** Called when a link inside the form is followed (the modal closes itself). */
  onNavigate?: () => void;
};

// Only a well-formed address is worth asking the server about.
const emailShape = v.pipe(v.string(), v.trim(), v.email());

/** The registration form of /register and the register modal; both post to the /register action. */
export function RegisterForm({ formData, documentResult, focusFirstField, onNavigate }: RegisterFormProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<RegisterActionData>();
  const result = fetcher.data ?? documentResult;
  const formRef = useRef<HTMLFormElement>(null);
  const independent = useMemo(() => independentTypeIds(formData.agent_types), [formData]);
  const schema = useMemo(() => registerSchemaFor(independent), [independent]);
  const action = pathTo("register");
  // The page and the dialog may both be on screen: an id of its own.
  const id = useId();
  const answer = useFormAnswer(formRef, result);
  // A field's message is checked again as it is changed, so an old "Email sudah terdaftar." does not hide the
  // live check of the address typed since.
  const { form, errors, formError } = useCheckedForm({
    id,
    schema,
    read: readRegisterForm,
    result,
    onInvalid: answer.onInvalid,
    onValid: (data) => void fetcher.submit(data, { method: "post", action }),
  });

  // Live "Email sudah terdaftar." while the agent fills the rest of the form (the server checks again).
  const [checkedEmail, setCheckedEmail] = useState("");
  const emailExists = useQuery({ ...emailExistsQuery(checkedEmail), enabled: checkedEmail !== "" });
  const emailErrors = errors.email ?? (emailExists.data ? [ERROR_MESSAGES.emailAlreadyRegistered] : undefined);

  if (result?.ok && result.intent === "register") {
    return <RegisterSuccess email={result.email} onNavigate={onNavigate} />;
  }

  const submitting = fetcher.state !== "idle";
  return (
    <fetcher.Form
      ref={formRef}
      id={form.id}
      method="post"
      action={action}
      noValidate={form.noValidate}
      onSubmit={form.onSubmit}
      className="g-stack register-form"
    >
      {/* Every refused press says so at the top too: a message beside a field out of view is easily missed. */}
      {(formError || Object.keys(errors).length > 0) && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {formError ?? t("auth.errorSummary")}
        </p>
      )}
      <TextField
        label={t("register.name")}
        name="name"
        autoComplete="name"
        required
        maxLength={100}
        // eslint-disable-next-line jsx-a11y-x/no-autofocus -- only the register dialog asks: its first field takes focus as it opens
        autoFocus={focusFirstField}
        error={errors.name}
      />
      <TextField
        label={t("register.email")}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        maxLength={255}
        error={emailErrors}
        onBlur={(event) => {
          const value = event.currentTarget.value.trim().toLowerCase();
          setCheckedEmail(v.is(emailShape, value) ? value : "");
        }}
      />
      <TextField
        label={t("register.phone")}
        name="phone_number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        hint={t("register.phoneHint")}
        error={errors.phone_number}
      />
      <PasswordField
        label={t("register.password")}
        name="password"
        autoComplete="new-password"
        required
        maxLength={64}
        hint={t("common.passwordHint")}
        showLabel={t("common.showPassword")}
        hideLabel={t("common.hidePassword")}
        error={errors.password}
      />
      <PasswordField
        label={t("register.passwordConfirmation")}
        name="password_confirmation"
        autoComplete="new-password"
        required
        maxLength={64}
        showLabel={t("common.showPassword")}
        hideLabel={t("common.hidePassword")}
        error={errors.password_confirmation}
      />
      <RegisterAgentFields formData={formData} independent={independent} errors={errors} />
      <TextField
        label={t("register.referralCode")}
        name="referral_code"
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={8}
        hint={t("register.referralHint")}
        error={errors.referral_code}
      />
      <p className="register-consent">
        {/* A new tab: the form being filled in stays where it is. */}
        {t("register.consentBefore")}{" "}
        <a href={pathTo("terms")} target="_blank" rel="noopener">
          {t("register.consentTerms")}
          <span className="g-visually-hidden"> {t("register.newTab")}</span>
        </a>{" "}
        {t("register.consentAnd")}{" "}
        <a href={pathTo("privacy")} target="_blank" rel="noopener">
          {t("register.consentPrivacy")}
          <span className="g-visually-hidden"> {t("register.newTab")}</span>
        </a>
        .
      </p>
      <Button type="submit" fullWidth loading={submitting} loadingLabel={t("common.submitting")}>
        {t("register.submit")}
      </Button>
      <p className="login-form-links">
        <span>
          {t("register.haveAccount")}{" "}
          <Link to={pathTo("login")} onClick={onNavigate}>
            {t("register.login")}
          </Link>
        </span>
      </p>
    </fetcher.Form>
  );
}
