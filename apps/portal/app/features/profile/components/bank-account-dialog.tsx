import { ValidationError } from "@griya/api-client/errors";
import { billingSchema } from "@griya/domain/account-schemas";
import { Button } from "@griya/ui/button";
import { Dialog } from "@griya/ui/dialog";
import { Skeleton } from "@griya/ui/skeleton";
import { TextField } from "@griya/ui/text-field";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type * as v from "valibot";
import { browserApi } from "../../../lib/browser-api";
import { formFailure, type FormFailure } from "../../../lib/form-result";
import { useCheckedForm } from "../../../lib/use-checked-form";
import { readBillingForm } from "../profile-forms";
import { BankNameField } from "./bank-name-field";
import { billingQuery, profileKeys, type BillingInformation } from "../queries";
import "../../../locales/profile";

export type BankAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
};

/**
 * The bank account modal = billing information: GET /api/v2/user/billing-information when it opens,
 * PUT /api/v2/user/update-user-billing on save (470 messages on the fields).
 */
export function BankAccountDialog({ open, onOpenChange, onSaved }: BankAccountDialogProps) {
  const { t } = useTranslation();
  const billing = useQuery({ ...billingQuery(), enabled: open });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("bank.title")}
      description={t("bank.intro")}
      closeLabel={t("common.close")}
    >
      {billing.data ? (
        <BankAccountForm
          billing={billing.data}
          onSaved={() => {
            onSaved();
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
        />
      ) : billing.isError ? (
        <p className="form-error" role="alert">
          {t("common.requestFailed")}
        </p>
      ) : (
        <Skeleton lines={4} label={t("common.loading")} />
      )}
    </Dialog>
  );
}

function BankAccountForm({
  billing,
  onSaved,
  onCancel,
}: {
  billing: BillingInformation;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  // The API's 470 messages; the form's own check is useCheckedForm's.
  const [refused, setRefused] = useState<FormFailure>();

  const save = useMutation({
    mutationFn: async (body: v.InferOutput<typeof billingSchema>) => {
      const { data } = await browserApi().PUT("/api/v2/user/update-user-billing", { body });
      return data?.data;
    },
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(profileKeys.billing(), saved);
      onSaved();
    },
    onError: (error) => {
      if (error instanceof ValidationError) setRefused(formFailure({ fieldErrors: error.errors }));
    },
  });

  const { form, errors } = useCheckedForm({
    id: "bank-account-form",
    schema: billingSchema,
    read: readBillingForm,
    result: refused,
    onValid: (_data, billing) => save.mutate(billing),
  });

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  return (
    <form ref={formRef} id={form.id} noValidate={form.noValidate} onSubmit={form.onSubmit} className="g-stack">
      <BankNameField saved={billing.bank_name} error={errors.bank_name} />
      <TextField
        label={t("bank.accountName")}
        name="account_name"
        autoComplete="name"
        required
        maxLength={100}
        defaultValue={billing.account_name ?? ""}
        error={errors.account_name}
      />
      <TextField
        label={t("bank.accountNumber")}
        name="account_number"
        inputMode="numeric"
        required
        maxLength={20}
        hint={t("bank.accountNumberHint")}
        defaultValue={billing.account_number ?? ""}
        error={errors.account_number}
      />
      <TextField
        label={t("bank.phone")}
        name="phone_number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        maxLength={20}
        hint={t("common.phoneHint")}
        defaultValue={billing.phone_number ?? ""}
        error={errors.phone_number}
      />
      <div className="form-actions">
        <Button type="submit" loading={save.isPending} loadingLabel={t("common.saving")}>
          {t("bank.submit")}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
