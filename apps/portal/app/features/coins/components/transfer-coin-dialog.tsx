import { ValidationError } from "@griya/api-client/errors";
import { COMMERCE_LIMITS, coinTransferSchema, type CoinTransferData } from "@griya/domain/commerce-schemas";
import { formatDate } from "@griya/domain/format";
import { AlertDialog } from "@griya/ui/alert-dialog";
import { Button } from "@griya/ui/button";
import { Dialog } from "@griya/ui/dialog";
import { Select } from "@griya/ui/select";
import { Skeleton } from "@griya/ui/skeleton";
import { TextField } from "@griya/ui/text-field";
import { Textarea } from "@griya/ui/textarea";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { browserApi } from "../../../lib/browser-api";
import { formFailure, type FormFailure } from "../../../lib/form-result";
import { text } from "../../../lib/form-data";
import { useCheckedForm } from "../../../lib/use-checked-form";
import { transferableBatchesQuery, type CoinPurchase, type CoinTransfer } from "../queries";
import "../../../locales/coins";

export type TransferCoinDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onTransferred: (transfer: CoinTransfer) => void;
};

type Pending = CoinTransferData & { user_coin_uuid: string };

/**
 * The transfer-coin modal (docs/product/coins.md#transfer): the batch to take coins from, the recipient's e-mail, the
 * amount (≥ 10 and ≤ the batch's remaining coins) and notes (≤ 160). "Lanjutkan" asks for confirmation in a dialog that
 * only its buttons close; "Ya, transfer" sends POST /api/coin_transfers.
 */
export function TransferCoinDialog({ open, onOpenChange, onTransferred }: TransferCoinDialogProps) {
  const { t } = useTranslation();
  const batches = useQuery({ ...transferableBatchesQuery(browserApi), enabled: open });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("coins.transferTitle")}
      description={t("coins.transferIntro")}
      closeLabel={t("common.close")}
      className="transfer-dialog"
    >
      {batches.data ? (
        batches.data.length === 0 ? (
          <p>{t("coins.noBatch")}</p>
        ) : (
          <TransferForm
            batches={batches.data}
            onDone={(transfer) => {
              onTransferred(transfer);
              onOpenChange(false);
            }}
            onCancel={() => onOpenChange(false)}
          />
        )
      ) : batches.isError ? (
        <p className="form-error" role="alert">
          {t("common.requestFailed")}
        </p>
      ) : (
        <Skeleton lines={4} label={t("coins.loadingBatches")} />
      )}
    </Dialog>
  );
}

/** The fields the domain's coin transfer schema checks, as the form holds them. */
function readTransferForm(data: FormData) {
  return { email: text(data, "email"), amount: text(data, "amount"), notes: text(data, "notes") };
}

function TransferForm({
  batches,
  onDone,
  onCancel,
}: {
  batches: CoinPurchase[];
  onDone: (transfer: CoinTransfer) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  // The API's 470 messages; the form's own check is useCheckedForm's.
  const [refused, setRefused] = useState<FormFailure>();
  const [pending, setPending] = useState<Pending | null>(null);
  const [firstBatch] = useState(() => batches[0]!.uuid);
  const availableIn = (uuid: unknown) => batches.find((batch) => batch.uuid === uuid)?.remaining ?? 0;

  const transfer = useMutation({
    mutationFn: async (body: Pending) => {
      const { data } = await browserApi().POST("/api/coin_transfers", { body });
      if (!data) throw new Error("Empty transfer answer");
      return data.data;
    },
    onSuccess: (done) => {
      setPending(null);
      onDone(done);
    },
    onError: (error) => {
      setPending(null);
      if (error instanceof ValidationError) setRefused(formFailure({ fieldErrors: error.errors }));
    },
  });

  const { form, errors } = useCheckedForm({
    id: "transfer-coin-form",
    defaultValue: { user_coin_uuid: firstBatch },
    // The amount is bounded by the coins left in the batch chosen.
    schema: (data) => coinTransferSchema(availableIn(text(data, "user_coin_uuid"))),
    read: readTransferForm,
    result: refused,
    onValid: (data, value) => setPending({ ...value, user_coin_uuid: text(data, "user_coin_uuid") }),
  });
  const available = availableIn(form.value?.user_coin_uuid ?? firstBatch);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  return (
    <>
      <form ref={formRef} id={form.id} className="g-stack" noValidate={form.noValidate} onSubmit={form.onSubmit}>
        <Select
          label={t("coins.batch")}
          name="user_coin_uuid"
          defaultValue={firstBatch}
          placeholder={null}
          options={batches.map((batch) => ({
            value: batch.uuid,
            label: t("coins.batchOption", {
              name: batch.product_name,
              remaining: batch.remaining,
              date: formatDate(batch.expires_at),
            }),
          }))}
          error={errors.user_coin_uuid}
        />
        <TextField
          label={t("coins.recipient")}
          name="email"
          type="email"
          autoComplete="off"
          required
          maxLength={COMMERCE_LIMITS.EMAIL_MAX}
          error={errors.email}
        />
        <TextField
          label={t("coins.amount")}
          name="amount"
          type="number"
          inputMode="numeric"
          required
          min={COMMERCE_LIMITS.COIN_TRANSFER_MIN}
          max={available}
          hint={t("coins.amountHint", { min: COMMERCE_LIMITS.COIN_TRANSFER_MIN, max: available })}
          error={errors.amount}
        />
        <Textarea
          label={t("coins.notes")}
          name="notes"
          maxLength={COMMERCE_LIMITS.COIN_TRANSFER_NOTES_MAX}
          showCount
          hint={t("coins.notesHint", { max: COMMERCE_LIMITS.COIN_TRANSFER_NOTES_MAX })}
          error={errors.notes}
        />
        <div className="form-actions">
          <Button type="submit">{t("coins.continue")}</Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
        </div>
      </form>
      <AlertDialog
        open={pending !== null}
        tone="warning"
        title={t("coins.confirmTitle")}
        message={pending ? t("coins.confirmMessage", { amount: pending.amount, email: pending.email }) : undefined}
        confirmLabel={transfer.isPending ? t("common.submitting") : t("coins.confirmYes")}
        cancelLabel={t("common.cancel")}
        onConfirm={() => {
          if (pending && !transfer.isPending) transfer.mutate(pending);
        }}
        onCancel={() => {
          if (!transfer.isPending) setPending(null);
        }}
      />
    </>
  );
}
