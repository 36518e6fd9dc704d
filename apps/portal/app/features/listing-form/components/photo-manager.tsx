import { LISTING_LIMITS } from "@griya/domain/listing-schemas";
import { useEffect, useId, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "./photo-manager.css";
import { initialPhotoManagerState, photoManagerReducer } from "./photo-manager-reducer";
import type { ManagedPhoto } from "./photo-manager-state";
import { PhotoDropZone } from "./photo-drop-zone";
import { PhotoTile } from "./photo-tile";
import { UploadRow } from "./photo-upload-row";
import { releaseListingPhoto } from "./photo-upload";
import { useFocusAfterRender } from "./use-focus-after-render";
import { usePhotoUploads } from "./use-photo-uploads";
import "../../../locales/listing-form-media";

export type PhotoManagerProps = {
  /** Sent as the multipart field `form_key` with every upload (the server counts a form's photos by it). */
  formKey: string;
  /** Controlled: order = display order, exactly one isPrimary when non-empty. */
  photos: ManagedPhoto[];
  onChange: (photos: ManagedPhoto[]) => void;
  /** Server/field error text for photos, shown under the control. */
  error?: string;
  max?: number;
};

type PhotoAction = "left" | "right" | "primary" | "remove";

/**
 * Listing photos: several uploads at once (picker or drag and drop) with a progress bar each, at most three in
 * parallel, cancel and retry per file; then reorder, choose the primary photo and remove. Controlled through
 * `photos`/`onChange`; uploads still running live here and reach the form only once stored. The state and its
 * rules are photo-manager-reducer.ts, the uploads run in use-photo-uploads.ts; this view moves focus.
 */
export function PhotoManager({ formKey, photos, onChange, error, max = LISTING_LIMITS.PHOTOS_MAX }: PhotoManagerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [state, dispatch] = useReducer(photoManagerReducer, photos, initialPhotoManagerState);
  const { uploads, notice, announcement } = state;
  const [draggedUuid, setDraggedUuid] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const uploadListRef = useRef<HTMLUListElement>(null);
  const focusLater = useFocusAfterRender();

  // A list handed in: ours coming back, or the form's own (a restored draft), adopted ("state from props").
  if (photos !== state.given) dispatch({ type: "given", photos });

  // Our changes reach the form once rendered (until it hands the same list back).
  const current = state.photos;
  useEffect(() => {
    if (current !== photos) onChange(current);
  }, [current, photos, onChange]);

  useEffect(() => {
    if (state.toRelease.length === 0) return;
    for (const uuid of state.toRelease) releaseListingPhoto(uuid, formKey);
    dispatch({ type: "released", uuids: state.toRelease });
  }, [state.toRelease, formKey]);

  const cancelRunning = usePhotoUploads({ uploads, dispatch, formKey, max });

  const addFiles = (files: File[]) => dispatch({ type: "pick", files, max, idPrefix: id });

  function cancelUpload(uploadId: string) {
    cancelRunning(uploadId);
    dispatch({ type: "cancel", id: uploadId });
    focusLater(() => inputRef.current);
  }

  function retryUpload(uploadId: string) {
    dispatch({ type: "retry", id: uploadId });
    focusLater(() =>
      uploadListRef.current?.querySelector<HTMLElement>(`[data-upload-id="${uploadId}"] [data-upload-action="cancel"]`),
    );
  }

  const photoControl = (uuid: string, action: PhotoAction) =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>("[data-photo-uuid]") ?? [])
      .find((item) => item.dataset.photoUuid === uuid)
      ?.querySelector<HTMLButtonElement>(`[data-photo-action="${action}"]`);

  function move(uuid: string, toIndex: number, action: "left" | "right") {
    dispatch({ type: "move", uuid, toIndex });
    // At either end the pressed arrow is disabled: keep focus on the photo through the other one.
    focusLater(() => {
      const pressed = photoControl(uuid, action);
      return pressed && !pressed.hasAttribute("disabled")
        ? pressed
        : photoControl(uuid, action === "left" ? "right" : "left");
    });
  }

  function choosePrimary(uuid: string) {
    dispatch({ type: "makePrimary", uuid });
    // The button goes away on the new primary photo; its remove button is the nearest control.
    focusLater(() => photoControl(uuid, "remove"));
  }

  function remove(uuid: string, index: number) {
    dispatch({ type: "remove", uuid });
    focusLater(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-photo-action="remove"]');
      if (!buttons || buttons.length === 0) return inputRef.current;
      return buttons[Math.min(index, buttons.length - 1)];
    });
  }

  const noticeText =
    notice &&
    [
      t("listingFormMedia.photos.maxPhotosExceeded", { max: notice.max }),
      t("listingFormMedia.photos.refusedFiles", { names: notice.names.join(", ") }),
    ].join(" ");
  const announcementText = !announcement
    ? ""
    : announcement.kind === "done"
      ? t("listingFormMedia.photos.announceDone", { name: announcement.name })
      : t("listingFormMedia.photos.announceFailed", { name: announcement.name, message: announcement.message });

  const inputId = `${id}-input`;
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const noticeId = `${id}-notice`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, counterId, notice ? noticeId : null, error ? errorId : null].filter(Boolean).join(" ");

  return (
    <fieldset className="photo-manager">
      <legend className="photo-manager-legend">{t("listingFormMedia.photos.legend")}</legend>
      <div className="photo-manager-head">
        <p id={hintId} className="g-field-hint">
          {t("listingFormMedia.photos.hint")}
        </p>
        <p id={counterId} className="photo-manager-counter">
          {t("listingFormMedia.photos.counter", { count: state.photos.length, max })}
        </p>
      </div>

      <PhotoDropZone
        inputRef={inputRef}
        inputId={inputId}
        titleId={titleId}
        describedBy={describedBy}
        invalid={Boolean(error)}
        onFiles={addFiles}
      />

      {noticeText && (
        <p id={noticeId} role="alert" className="photo-manager-notice">
          {noticeText}
        </p>
      )}

      {uploads.length > 0 && (
        <ul
          ref={uploadListRef}
          className="photo-manager-uploads"
          aria-label={t("listingFormMedia.photos.uploadsLabel")}
        >
          {uploads.map((upload) => (
            <UploadRow key={upload.id} upload={upload} onCancel={cancelUpload} onRetry={retryUpload} />
          ))}
        </ul>
      )}

      {state.photos.length > 0 && (
        <ol ref={listRef} className="photo-manager-grid" aria-label={t("listingFormMedia.photos.listLabel")}>
          {state.photos.map((photo, index) => {
            const n = index + 1;
            return (
              <PhotoTile
                key={photo.uuid}
                photo={photo}
                n={n}
                last={index === state.photos.length - 1}
                dragging={draggedUuid === photo.uuid}
                onDragStart={() => setDraggedUuid(photo.uuid)}
                onDropPhoto={(uuid) => {
                  setDraggedUuid(null);
                  dispatch({ type: "move", uuid, toIndex: index });
                }}
                onDragEnd={() => setDraggedUuid(null)}
                onMove={(toIndex, action) => move(photo.uuid, toIndex, action)}
                onMakePrimary={() => choosePrimary(photo.uuid)}
                onRemove={() => remove(photo.uuid, index)}
              />
            );
          })}
        </ol>
      )}

      {error && (
        <p id={errorId} className="g-field-error photo-manager-error">
          {error}
        </p>
      )}
      <p role="status" className="g-visually-hidden">
        {announcementText}
      </p>
    </fieldset>
  );
}
