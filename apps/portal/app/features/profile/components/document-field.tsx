import { FileUpload } from "@griya/ui/file-upload";
import { TextField } from "@griya/ui/text-field";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useUpload } from "../../../lib/use-upload";
import "../../../locales/profile";

/** The API's limit for KTP/NPWP photos (openapi file_content/upload_photo). */
const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
const DOCUMENT_TYPES = "image/jpeg,image/png,image/webp";

type PhotoAnswer = { data: { photo_uuid: string; url: string } };

export type DocumentFieldProps = {
  purpose: "ktp" | "npwp";
  numberLabel: string;
  numberHint: string;
  photoLabel: string;
  numberMaxLength: number;
  defaultNumber: string | null;
  defaultPhotoUuid: string | null;
  /** Served to the owner only, through the /api proxy (the cookie becomes the bearer token). */
  defaultPhotoUrl: string | null;
  errors: Record<string, string[]>;
};

/**
 * A KTP or NPWP number with its photo. The photo goes first to POST /api/file_content/upload_photo (purpose
 * ktp/npwp) with a progress bar; its uuid travels with the profile form in a hidden field.
 */
export function DocumentField(props: DocumentFieldProps) {
  const { t } = useTranslation();
  const { purpose } = props;
  const upload = useUpload<PhotoAnswer>("/api/file_content/upload_photo", "photo");
  const [photoUuid, setPhotoUuid] = useState(props.defaultPhotoUuid ?? "");
  const [preview, setPreview] = useState<string | null>(props.defaultPhotoUrl);
  const [uploaded, setUploaded] = useState(false);

  // Object URLs of local previews are released when replaced or unmounted.
  useEffect(() => {
    return () => {
      if (preview?.startsWith("blob:")) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  async function onSelect(file: File) {
    setUploaded(false);
    const body = new FormData();
    body.append("purpose", purpose);
    body.append("photo", file);
    const answer = await upload.upload(body);
    if (!answer) return;
    setPhotoUuid(answer.data.photo_uuid);
    setPreview(URL.createObjectURL(file));
    setUploaded(true);
  }

  const numberName = `${purpose}_number`;
  const photoName = `${purpose}_photo_uuid`;
  const photoError = upload.error ?? props.errors[photoName];
  return (
    <div className="document-field g-stack">
      <TextField
        label={props.numberLabel}
        name={numberName}
        inputMode="numeric"
        autoComplete="off"
        maxLength={props.numberMaxLength}
        defaultValue={props.defaultNumber ?? ""}
        hint={props.numberHint}
        error={props.errors[numberName]}
      />
      <input type="hidden" name={photoName} value={photoUuid} />
      <FileUpload
        label={props.photoLabel}
        name={`${purpose}_photo`}
        accept={DOCUMENT_TYPES}
        maxSizeBytes={DOCUMENT_MAX_BYTES}
        onSelect={(file) => void onSelect(file)}
        progress={upload.progress}
        error={photoError}
        hint={t("profile.documentHint")}
        buttonLabel={t("profile.documentButton")}
        previewUrl={preview ?? undefined}
        disabled={upload.uploading}
      />
      {uploaded && (
        <p className="form-success" role="status">
          {t("profile.documentUploaded")}
        </p>
      )}
    </div>
  );
}
