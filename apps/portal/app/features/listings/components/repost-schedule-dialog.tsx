// Scheduled repost modal (docs/product/listings.md#scheduled-reposts).
import { Button } from "@griya/ui/button";
import { Dialog } from "@griya/ui/dialog";
import { Skeleton } from "@griya/ui/skeleton";
import { useQuery } from "@tanstack/react-query";
import type { JSX } from "react";
import { useTranslation } from "react-i18next";
import { browserApi } from "../../../lib/browser-api";
import { repostScheduleQuery } from "../repost-schedule-query";
import { RepostScheduleEditor } from "./repost-schedule-editor";
import "./repost-schedule-dialog.css";
import "../../../locales/repost";

export type RepostScheduleDialogProps = {
  listingUuid: string;
  listingTitle: string;
  open: boolean;
  /** `saved` is true after the schedule was stored (the listing queries are already invalidated). */
  onClose: (saved: boolean) => void;
};

/**
 * The listing's weekly repost slots: load GET /api/repost_schedules, edit (day, time) rows and one end date,
 * save with POST /api/repost_schedules (an empty list removes the schedule).
 */
export function RepostScheduleDialog({
  listingUuid,
  listingTitle,
  open,
  onClose,
}: RepostScheduleDialogProps): JSX.Element {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose(false);
      }}
      title={t("repost.schedule.title")}
      description={t("repost.schedule.description", { title: listingTitle })}
      closeLabel={t("common.close")}
      className="repost-schedule-dialog"
    >
      {/* Mounted only while open, so every opening starts from the schedule as saved. */}
      <ScheduleLoader listingUuid={listingUuid} onClose={onClose} />
    </Dialog>
  );
}

function ScheduleLoader({ listingUuid, onClose }: Pick<RepostScheduleDialogProps, "listingUuid" | "onClose">) {
  const { t } = useTranslation();
  const schedule = useQuery(repostScheduleQuery(browserApi, listingUuid));
  // A cached answer from an earlier opening may be out of date: wait for this opening's read.
  if (schedule.isFetchedAfterMount && schedule.data) {
    return <RepostScheduleEditor listingUuid={listingUuid} items={schedule.data} onClose={onClose} />;
  }
  if (schedule.isError) {
    return (
      <div className="g-stack">
        <p className="form-error" role="alert">
          {t("repost.schedule.loadFailed")}
        </p>
        <div className="form-actions">
          <Button type="button" variant="secondary" onClick={() => void schedule.refetch()}>
            {t("repost.schedule.retry")}
          </Button>
          <Button type="button" variant="ghost" onClick={() => onClose(false)}>
            {t("common.cancel")}
          </Button>
        </div>
      </div>
    );
  }
  return <Skeleton lines={4} label={t("repost.schedule.loading")} />;
}
