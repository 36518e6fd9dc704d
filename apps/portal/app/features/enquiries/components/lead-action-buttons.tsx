import { AlertDialog } from "@griya/ui/alert-dialog";
import { Button } from "@griya/ui/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Enquiry } from "../queries";
import type { LeadAction } from "../use-lead-actions";
import "../../../locales/leads";

export type LeadActionButtonsProps = {
  lead: Enquiry;
  run: (action: LeadAction, lead: Enquiry) => void;
  /** The action in flight, if any (all buttons wait for it). */
  current?: { action: LeadAction; lead: Enquiry };
};

/** Read/unread, archive/unarchive and delete; deleting asks first. */
export function LeadActionButtons({ lead, run, current }: LeadActionButtonsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const busy = current !== undefined;
  const isBusy = (action: LeadAction) => current?.lead.uuid === lead.uuid && current.action === action;
  const button = (action: LeadAction) => (
    <Button
      type="button"
      size="sm"
      variant="ghost"
      disabled={busy}
      loading={isBusy(action)}
      loadingLabel={t("common.submitting")}
      onClick={() => (action === "delete" ? setConfirming(true) : run(action, lead))}
    >
      {t(`leads.actions.${action}`)}
      <span className="g-visually-hidden"> ({lead.name})</span>
    </Button>
  );

  return (
    <div className="lead-actions" role="group" aria-label={t("leads.actionsLabel", { name: lead.name })}>
      {lead.read ? button("unread") : button("read")}
      {lead.archive ? button("unarchive") : button("archive")}
      {button("delete")}
      <AlertDialog
        open={confirming}
        tone="danger"
        title={t("leads.deleteTitle")}
        message={t("leads.deleteMessage", { name: lead.name })}
        confirmLabel={t("leads.deleteConfirm")}
        cancelLabel={t("leads.deleteKeep")}
        onConfirm={() => {
          setConfirming(false);
          run("delete", lead);
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
