import { emailSchema } from "@griya/domain/account-schemas";
import { Button } from "@griya/ui/button";
import { TextField } from "@griya/ui/text-field";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { useCheckedForm } from "../../../lib/use-checked-form";
import { useFormAnswer } from "../../../lib/use-form-answer";
import { readEmailForm } from "../account-forms";
import type { ResendActivationActionData } from "../action-data";
import { RESEND_ACTIVATION_INTENT } from "../resend-activation-intent";
import "../../../locales/account";

export type ResendActivationFormProps = {
  /** The route action that handles the resend intent (login, register or the activation page). */
  action: string;
  /** Known e-mail: sent as a hidden field and the form is just the button. */
  email?: string;
  documentResult?: ResendActivationActionData;
  variant?: "primary" | "secondary";
};

/** "Kirim ulang email aktivasi": POST /api/auth/resend_activation through the page's action. */
export function ResendActivationForm({
  action,
  email,
  documentResult,
  variant = "secondary",
}: ResendActivationFormProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ResendActivationActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? documentResult;
  // Several pages show it, the register dialog too: an id of its own.
  const id = useId();
  const answer = useFormAnswer(formRef, result);
  const { form, errors, formError } = useCheckedForm({
    id,
    schema: emailSchema,
    read: readEmailForm,
    result,
    onInvalid: answer.onInvalid,
    onValid: (data) => void fetcher.submit(data, { method: "post", action }),
  });
  const sentTo = result?.ok ? result.email : null;

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
      <input type="hidden" name="intent" value={RESEND_ACTIVATION_INTENT} />
      {email !== undefined ? (
        <>
          <input type="hidden" name="email" value={email} />
          {errors.email && (
            <p className="form-error" role="alert" tabIndex={-1}>
              {errors.email.join(" ")}
            </p>
          )}
        </>
      ) : (
        <TextField
          label={t("auth.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
      )}
      {formError && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {formError}
        </p>
      )}
      {sentTo && (
        <p className="form-success" role="status">
          {t("auth.activationResent", { email: sentTo })}
        </p>
      )}
      <Button type="submit" variant={variant} loading={fetcher.state !== "idle"} loadingLabel={t("common.submitting")}>
        {t("auth.resendActivation")}
      </Button>
    </fetcher.Form>
  );
}
