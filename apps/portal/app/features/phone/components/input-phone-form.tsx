import { phoneSchema } from "@griya/domain/account-schemas";
import { Button } from "@griya/ui/button";
import { TextField } from "@griya/ui/text-field";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { FormFailure } from "../../../lib/form-result";
import { useCheckedForm } from "../../../lib/use-checked-form";
import { useFormAnswer } from "../../../lib/use-form-answer";
import { pathTo } from "../../../paths";
import { readPhoneForm } from "../phone-forms";
import "../../../locales/account";

/** /input-phone: the number the OTP goes to (POST /api/user_verify/update_phone_send_otp). */
export function InputPhoneForm({
  defaultPhone,
  documentResult,
}: {
  defaultPhone?: string;
  documentResult?: FormFailure;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FormFailure>();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? documentResult;
  const action = pathTo("inputPhone");
  const answer = useFormAnswer(formRef, result);
  const { form, errors, formError } = useCheckedForm({
    id: "input-phone-form",
    schema: phoneSchema,
    read: readPhoneForm,
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
      {formError && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {formError}
        </p>
      )}
      <TextField
        label={t("phone.label")}
        name="phone_number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        maxLength={20}
        defaultValue={defaultPhone}
        hint={t("common.phoneHint")}
        error={errors.phone_number}
      />
      <Button type="submit" fullWidth loading={fetcher.state !== "idle"} loadingLabel={t("common.submitting")}>
        {t("phone.submit")}
      </Button>
    </fetcher.Form>
  );
}
