import { createPasswordSchema } from "@griya/domain/account-schemas";
import { Button } from "@griya/ui/button";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { useFormState } from "../../../lib/use-form-state";
import type { FormFailure } from "../../../lib/form-result";
import { pathTo } from "../../../paths";
import { readNewPasswordForm } from "../account-forms";
import { NewPasswordFields } from "./new-password-fields";
import "../../../locales/account";

/** /user/create-password: accounts without a password set one, then continue to the portal. */
export function CreatePasswordForm({ documentResult }: { documentResult?: FormFailure }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FormFailure>();
  const result = fetcher.data ?? documentResult;
  const { formRef, onSubmit, errors, formError } = useFormState(createPasswordSchema, readNewPasswordForm, result);
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={pathTo("createPassword")}
      noValidate
      onSubmit={onSubmit}
      className="g-stack"
    >
      {formError && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {formError}
        </p>
      )}
      <NewPasswordFields
        errors={errors}
        passwordLabel={t("createPassword.password")}
        confirmationLabel={t("createPassword.passwordConfirmation")}
      />
      <Button type="submit" fullWidth loading={fetcher.state !== "idle"} loadingLabel={t("common.saving")}>
        {t("createPassword.submit")}
      </Button>
    </fetcher.Form>
  );
}
