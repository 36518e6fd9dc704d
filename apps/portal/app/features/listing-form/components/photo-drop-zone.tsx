import { useState, type ChangeEvent, type DragEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { UploadIcon } from "./photo-manager-icons";
import "../../../locales/listing-form-media";

const ACCEPTED_TYPES = "image/jpeg,image/png,image/webp";

export type PhotoDropZoneProps = {
  inputRef: RefObject<HTMLInputElement | null>;
  inputId: string;
  /** The id of the zone's title, which names the file input. */
  titleId: string;
  describedBy: string;
  invalid: boolean;
  /** Files picked or dropped. */
  onFiles: (files: File[]) => void;
};

/** The photo manager's file picker, which is also where files are dropped. */
export function PhotoDropZone({ inputRef, inputId, titleId, describedBy, invalid, onFiles }: PhotoDropZoneProps) {
  const { t } = useTranslation();
  const [dropActive, setDropActive] = useState(false);

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    onFiles(Array.from(event.target.files ?? []));
    // The same file can be picked again (after a failure or a removal).
    event.target.value = "";
  }

  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

  function onZoneDragOver(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDropActive(true);
  }

  function onZoneDragLeave(event: DragEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropActive(false);
  }

  function onZoneDrop(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDropActive(false);
    onFiles(Array.from(event.dataTransfer.files));
  }

  return (
    <div
      className={`photo-manager-zone${dropActive ? " photo-manager-zone--active" : ""}`}
      onDragOver={onZoneDragOver}
      onDragLeave={onZoneDragLeave}
      onDrop={onZoneDrop}
    >
      {/* No name: the files travel by upload, never with the listing form itself. */}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        accept={ACCEPTED_TYPES}
        className="photo-manager-input"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={onInputChange}
      />
      <label htmlFor={inputId} className="photo-manager-drop">
        <UploadIcon />
        <span id={titleId} className="photo-manager-drop-title">
          {t("listingFormMedia.photos.dropZone")}
        </span>
        <span className="photo-manager-drop-hint" aria-hidden="true">
          {dropActive ? t("listingFormMedia.photos.dropZoneActive") : t("listingFormMedia.photos.dropZoneHint")}
        </span>
      </label>
    </div>
  );
}
