import { phoneSchema } from "@griya/domain/account-schemas";
import { Button } from "@griya/ui/button";
import { TextField } from "@griya/ui/text-field";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { useFormState } from "../../../lib/use-form-state";
import type { FormFailure } from "../../../lib/form-result";
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
  const result = fetcher.data ?? documentResult;
  const { formRef, onSubmit, errors, formError } = useFormState(phoneSchema, readPhoneForm, result);
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={pathTo("inputPhone")}
      noValidate
      onSubmit={onSubmit}
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
