import { Button } from "@griya/ui/button";
import { ProgressBar } from "@griya/ui/progress-bar";
import { useTranslation } from "react-i18next";
import type { PendingUpload } from "./photo-manager-state";
import "../../../locales/listing-form-media";

/** One upload of the photo manager: its progress while queued or sending, its failure with retry, and cancel. */
export function UploadRow({
  upload,
  onCancel,
  onRetry,
}: {
  upload: PendingUpload;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
}) {
  const { t } = useTranslation();
  const name = upload.file.name;
  const errorId = `${upload.id}-error`;
  const failed = upload.status === "failed";
  return (
    <li data-upload-id={upload.id} className={`photo-manager-upload${failed ? " photo-manager-upload--failed" : ""}`}>
      <span className="photo-manager-upload-name">{name}</span>
      {failed ? (
        <p id={errorId} className="g-field-error photo-manager-upload-error">
          {upload.error}
        </p>
      ) : (
        <>
          <ProgressBar
            value={upload.status === "queued" ? 0 : upload.progress}
            label={t("listingFormMedia.photos.uploading", { name })}
            showValue={upload.status === "uploading"}
          />
          {upload.status === "queued" && (
            <p className="photo-manager-upload-status">{t("listingFormMedia.photos.queued")}</p>
          )}
          {upload.status === "uploading" && upload.progress >= 100 && (
            <p className="photo-manager-upload-status">{t("listingFormMedia.photos.processing")}</p>
          )}
        </>
      )}
      <div className="photo-manager-upload-actions">
        {failed && upload.retryable && (
          <Button
            type="button"
            variant="secondary"
            aria-label={t("listingFormMedia.photos.retryLabel", { name })}
            aria-describedby={errorId}
            onClick={() => onRetry(upload.id)}
          >
            {t("listingFormMedia.photos.retry")}
          </Button>
        )}
        <Button
          type="button"
          variant="ghost"
          data-upload-action="cancel"
          aria-label={t("listingFormMedia.photos.cancelLabel", { name })}
          aria-describedby={failed ? errorId : undefined}
          onClick={() => onCancel(upload.id)}
        >
          {t("listingFormMedia.photos.cancel")}
        </Button>
      </div>
    </li>
  );
}
