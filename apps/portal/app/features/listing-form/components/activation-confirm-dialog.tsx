import { AlertDialog } from "@griya/ui/alert-dialog";
import { useTranslation } from "react-i18next";
import "../../../locales/listing-form";

export type ActivationCost = {
  /** Coins one activation costs. */
  coins: number;
  /** Active listings now, and the slots the agent holds. */
  used: number;
  quota: number;
  /** Spendable coins now. */
  balance: number;
};

export type ActivationConfirmDialogProps = {
  cost: ActivationCost | null;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** "Aktifkan listing ini? Biaya 5 koin. Slot terpakai 2 dari 3." before anything is spent. */
export function ActivationConfirmDialog({ cost, sending, onConfirm, onCancel }: ActivationConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      open={cost !== null}
      tone="info"
      title={t("listingForm.confirm.title")}
      message={
        cost ? (
          <>
            <p>{t("listingForm.confirm.message", { coins: cost.coins, used: cost.used, quota: cost.quota })}</p>
            <p>{t("listingForm.confirm.balance", { balance: cost.balance })}</p>
          </>
        ) : undefined
      }
      confirmLabel={sending ? t("common.submitting") : t("listingForm.confirm.yes")}
      cancelLabel={t("common.cancel")}
      onConfirm={() => {
        if (!sending) onConfirm();
      }}
      onCancel={() => {
        if (!sending) onCancel();
      }}
    />
  );
}
