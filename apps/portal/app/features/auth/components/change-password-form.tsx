import { changePasswordSchema } from "@griya/domain/account-schemas";
import { Alert } from "@griya/ui/alert";
import { Button } from "@griya/ui/button";
import { PasswordField } from "@griya/ui/password-field";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { FormResult } from "../../../lib/form-result";
import { reportProblem } from "../../../lib/problem-store";
import { useCheckedForm } from "../../../lib/use-checked-form";
import { pathTo } from "../../../paths";
import { readChangePasswordForm } from "../account-forms";
import { NewPasswordFields } from "./new-password-fields";
import "../../../locales/account";

/**
 * /change-password: old password, new password and its confirmation, checked with the domain's
 * changePasswordSchema before sending (ADR 0047); "Kata sandi lama salah." from the action lands on the field.
 */
export function ChangePasswordForm({ documentResult }: { documentResult?: FormResult }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? documentResult;
  const failure = result && !result.ok ? result : null;
  const action = pathTo("changePassword");
  const { form, errors } = useCheckedForm({
    id: "change-password-form",
    schema: changePasswordSchema,
    read: readChangePasswordForm,
    result,
    onValid: (data) => void fetcher.submit(data, { method: "post", action }),
  });

  useEffect(() => {
    if (!result) return;
    // The passwords must not stay in the fields after a change.
    if (result.ok) formRef.current?.reset();
    else if (result.dialog) reportProblem({ kind: "dialog", dialog: result.dialog });
    // A message of no field takes focus itself (Conform focuses the first field with one).
    if (!result.ok && Object.keys(result.fieldErrors).length === 0) {
      formRef.current?.querySelector<HTMLElement>(".form-error")?.focus();
    }
  }, [result]);

  return (
    <fetcher.Form
      ref={formRef}
      id={form.id}
      method="post"
      action={action}
      noValidate={form.noValidate}
      onSubmit={form.onSubmit}
      className="g-stack"
    >
      {result?.ok && <Alert tone="success">{t("changePassword.success")}</Alert>}
      {failure?.formError && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {failure.formError}
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
