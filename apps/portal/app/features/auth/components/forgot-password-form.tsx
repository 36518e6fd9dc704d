import { emailSchema } from "@griya/domain/account-schemas";
import { Alert } from "@griya/ui/alert";
import { Button } from "@griya/ui/button";
import { TextField } from "@griya/ui/text-field";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { FormFailure } from "../../../lib/form-result";
import { useCheckedForm } from "../../../lib/use-checked-form";
import { useFormAnswer } from "../../../lib/use-form-answer";
import { pathTo } from "../../../paths";
import { readEmailForm } from "../account-forms";
import "../../../locales/account";

export type ForgotPasswordActionData = { ok: true; email: string } | FormFailure;

/** /forget-pass: the e-mail to send the reset link to; "Email belum terdaftar." shows on the field. */
export function ForgotPasswordForm({ documentResult }: { documentResult?: ForgotPasswordActionData }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ForgotPasswordActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? documentResult;
  const action = pathTo("forgetPass");
  const answer = useFormAnswer(formRef, result);
  const { form, errors, formError } = useCheckedForm({
    id: "forgot-password-form",
    schema: emailSchema,
    read: readEmailForm,
    result,
    onInvalid: answer.onInvalid,
    onValid: (data) => void fetcher.submit(data, { method: "post", action }),
  });
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
      {result?.ok && <Alert tone="success">{t("forgotPassword.sent", { email: result.email })}</Alert>}
      {formError && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {formError}
        </p>
      )}
      <TextField
        label={t("auth.email")}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        maxLength={255}
        error={errors.email}
      />
      <Button type="submit" fullWidth loading={fetcher.state !== "idle"} loadingLabel={t("common.submitting")}>
        {t("forgotPassword.submit")}
      </Button>
    </fetcher.Form>
  );
}
