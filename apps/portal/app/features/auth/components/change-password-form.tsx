import { changePasswordSchema } from "@griya/domain/account-schemas";
import { Alert } from "@griya/ui/alert";
import { Button } from "@griya/ui/button";
import { PasswordField } from "@griya/ui/password-field";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { useFormState } from "../../../lib/use-form-state";
import type { FormResult } from "../../../lib/form-result";
import { pathTo } from "../../../paths";
import { readChangePasswordForm } from "../account-forms";
import { NewPasswordFields } from "./new-password-fields";
import "../../../locales/account";

/** /change-password: old password, new password and its confirmation; "Kata sandi lama salah." on the field. */
export function ChangePasswordForm({ documentResult }: { documentResult?: FormResult }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data ?? documentResult;
  const { formRef, onSubmit, errors, formError } = useFormState(changePasswordSchema, readChangePasswordForm, result);

  // The passwords must not stay in the fields after a change.
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result, formRef]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={pathTo("changePassword")}
      noValidate
      onSubmit={onSubmit}
      className="g-stack"
    >
      {result?.ok && <Alert tone="success">{t("changePassword.success")}</Alert>}
      {formError && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {formError}
        </p>
      )}
      <PasswordField
        label={t("changePassword.oldPassword")}
        name="old_password"
        autoComplete="current-password"
        required
        maxLength={64}
        showLabel={t("common.showPassword")}
        hideLabel={t("common.hidePassword")}
        error={errors.old_password}
      />
      <NewPasswordFields
        errors={errors}
        passwordLabel={t("changePassword.password")}
        confirmationLabel={t("changePassword.passwordConfirmation")}
      />
      <Button type="submit" loading={fetcher.state !== "idle"} loadingLabel={t("common.saving")}>
        {t("changePassword.submit")}
      </Button>
    </fetcher.Form>
  );
}
