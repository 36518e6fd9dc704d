import { resetPasswordSchema } from "@griya/domain/account-schemas";
import { Alert } from "@griya/ui/alert";
import { Button } from "@griya/ui/button";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import type { FormFailure } from "../../../lib/form-result";
import { useCheckedForm } from "../../../lib/use-checked-form";
import { useFormAnswer } from "../../../lib/use-form-answer";
import { pathTo } from "../../../paths";
import { readNewPasswordForm } from "../account-forms";
import { NewPasswordFields } from "./new-password-fields";
import "../../../locales/account";

/** /password/reset/{token}: the new password. The token comes from the page's path, never from a field. */
export function ResetPasswordForm({ token, documentResult }: { token: string; documentResult?: FormFailure }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FormFailure>();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? documentResult;
  const action = pathTo("passwordReset", { token });
  // The token is not a field: the action takes it from the URL.
  const answer = useFormAnswer(formRef, result);
  const { form, errors, formError } = useCheckedForm({
    id: "reset-password-form",
    schema: resetPasswordSchema,
    read: readNewPasswordForm,
    result,
    onInvalid: answer.onInvalid,
    onValid: (data) => void fetcher.submit(data, { method: "post", action }),
  });
  const tokenProblem = errors.token;
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
      {tokenProblem && (
        <Alert tone="danger" title={t("resetPassword.linkProblem")}>
          <p>{tokenProblem.join(" ")}</p>
          <p>
            <Link to={pathTo("forgetPass")}>{t("resetPassword.requestNew")}</Link>
          </p>
        </Alert>
      )}
      {formError && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {formError}
        </p>
      )}
      <NewPasswordFields
        errors={errors}
        passwordLabel={t("resetPassword.password")}
        confirmationLabel={t("resetPassword.passwordConfirmation")}
      />
      <Button type="submit" fullWidth loading={fetcher.state !== "idle"} loadingLabel={t("common.submitting")}>
        {t("resetPassword.submit")}
      </Button>
    </fetcher.Form>
  );
}
