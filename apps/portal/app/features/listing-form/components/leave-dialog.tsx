import { AlertDialog } from "@griya/ui/alert-dialog";
import { useTranslation } from "react-i18next";
import type { Blocker } from "react-router";
import "../../../locales/listing-form";

/** "Tinggalkan halaman ini?" while a navigation away from a touched form is held. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      open={blocker.state === "blocked"}
      tone="warning"
      title={t("listingForm.leave.title")}
      message={t("listingForm.leave.message")}
      confirmLabel={t("listingForm.leave.leave")}
      cancelLabel={t("listingForm.leave.stay")}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
