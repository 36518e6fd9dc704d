import { createPasswordSchema } from "@griya/domain/account-schemas";
import { Button } from "@griya/ui/button";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { FormFailure } from "../../../lib/form-result";
import { useCheckedForm } from "../../../lib/use-checked-form";
import { useFormAnswer } from "../../../lib/use-form-answer";
import { pathTo } from "../../../paths";
import { readNewPasswordForm } from "../account-forms";
import { NewPasswordFields } from "./new-password-fields";
import "../../../locales/account";

/** /user/create-password: accounts without a password set one, then continue to the portal. */
export function CreatePasswordForm({ documentResult }: { documentResult?: FormFailure }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FormFailure>();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? documentResult;
  const action = pathTo("createPassword");
  const answer = useFormAnswer(formRef, result);
  const { form, errors, formError } = useCheckedForm({
    id: "create-password-form",
    schema: createPasswordSchema,
    read: readNewPasswordForm,
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
