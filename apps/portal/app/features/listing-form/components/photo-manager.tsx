import { LISTING_LIMITS } from "@griya/domain/listing-schemas";
import { useEffect, useId, useReducer, useRef, useState, type ChangeEvent, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import "./photo-manager.css";
import { ArrowIcon, TrashIcon, UploadIcon } from "./photo-manager-icons";
import { initialPhotoManagerState, photoManagerReducer } from "./photo-manager-reducer";
import { thumbnailUrl, uploadsToStart, type ManagedPhoto, type PendingUpload } from "./photo-manager-state";
import { UploadRow } from "./photo-upload-row";
import { describeUploadFailure, releaseListingPhoto, uploadListingPhoto } from "./photo-upload";
import { useFocusAfterRender } from "./use-focus-after-render";
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

const ACCEPTED_TYPES = "image/jpeg,image/png,image/webp";
/** Parallel uploads: enough to use the line, few enough that each still progresses on a patchy connection. */
const UPLOAD_CONCURRENCY = 3;
/** dataTransfer type of a photo dragged inside the grid (files dragged in from outside carry "Files"). */
const PHOTO_DRAG_TYPE = "application/x-griya-photo";

type PhotoAction = "left" | "right" | "primary" | "remove";

/**
 * Listing photos: several uploads at once (picker or drag and drop) with a progress bar each, at most three in
 * parallel, cancel and retry per file; then reorder, choose the primary photo and remove. Controlled through
 * `photos`/`onChange`; uploads still running live here and reach the form only once stored. The state and its
 * rules are photo-manager-reducer.ts; this view runs the uploads and moves focus.
 */
export function PhotoManager({ formKey, photos, onChange, error, max = LISTING_LIMITS.PHOTOS_MAX }: PhotoManagerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [state, dispatch] = useReducer(photoManagerReducer, photos, initialPhotoManagerState);
  const { uploads, notice, announcement } = state;
  const [dropActive, setDropActive] = useState(false);
  const [draggedUuid, setDraggedUuid] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const uploadListRef = useRef<HTMLUListElement>(null);
  const controllers = useRef(new Map<string, AbortController>());
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

  function startUpload(item: PendingUpload) {
    if (controllers.current.has(item.id)) return;
    const controller = new AbortController();
    controllers.current.set(item.id, controller);
    dispatch({ type: "start", id: item.id });
    uploadListingPhoto(item.file, formKey, {
      signal: controller.signal,
      onProgress: (percent) => dispatch({ type: "progress", id: item.id, percent }),
    }).then(
      (answer) => {
        controllers.current.delete(item.id);
        const src = thumbnailUrl(answer);
        const photo = { uuid: answer.photo_uuid, src, isPrimary: false, fileName: item.file.name };
        const fullMessage = t("listingFormMedia.photos.maxPhotosExceeded", { max });
        dispatch({ type: "stored", id: item.id, photo, max, fullMessage });
      },
      (failure: unknown) => {
        controllers.current.delete(item.id);
        const described = describeUploadFailure(failure);
        if (!described) return;
        dispatch({ type: "fail", id: item.id, error: described.message, retryable: described.retryable });
      },
    );
  }

  useEffect(() => {
    for (const uploadId of uploadsToStart(uploads, UPLOAD_CONCURRENCY)) {
      const item = uploads.find((upload) => upload.id === uploadId);
      if (item) startUpload(item);
    }
  });

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const addFiles = (files: File[]) => dispatch({ type: "pick", files, max, idPrefix: id });

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    addFiles(Array.from(event.target.files ?? []));
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
    addFiles(Array.from(event.dataTransfer.files));
  }

  function cancelUpload(uploadId: string) {
    controllers.current.get(uploadId)?.abort();
    controllers.current.delete(uploadId);
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

  function onPhotoDragStart(event: DragEvent<HTMLLIElement>, uuid: string) {
    event.dataTransfer.setData(PHOTO_DRAG_TYPE, uuid);
    event.dataTransfer.effectAllowed = "move";
    setDraggedUuid(uuid);
  }

  function onPhotoDragOver(event: DragEvent<HTMLLIElement>) {
    if (!event.dataTransfer.types.includes(PHOTO_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
  }

  function onPhotoDrop(event: DragEvent<HTMLLIElement>, toIndex: number) {
    const uuid = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
    if (!uuid) return;
    event.preventDefault();
    setDraggedUuid(null);
    dispatch({ type: "move", uuid, toIndex });
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
          aria-invalid={error ? true : undefined}
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
              <li
                key={photo.uuid}
                data-photo-uuid={photo.uuid}
                className={`photo-manager-item${photo.isPrimary ? " photo-manager-item--primary" : ""}${
                  draggedUuid === photo.uuid ? " photo-manager-item--dragging" : ""
                }`}
                draggable
                onDragStart={(event) => onPhotoDragStart(event, photo.uuid)}
                onDragOver={onPhotoDragOver}
                onDrop={(event) => onPhotoDrop(event, index)}
                onDragEnd={() => setDraggedUuid(null)}
              >
                <div className="photo-manager-figure">
                  <img
                    src={photo.src}
                    alt={t("listingFormMedia.photos.photoAlt", { n })}
                    width={240}
                    height={180}
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                  />
                  {photo.isPrimary && (
                    <span className="g-badge photo-manager-badge">{t("listingFormMedia.photos.primaryBadge")}</span>
                  )}
                </div>
                <div className="photo-manager-actions">
                  <button
                    type="button"
                    className="photo-manager-icon-button"
                    data-photo-action="left"
                    aria-label={t("listingFormMedia.photos.moveLeft", { n })}
                    title={t("listingFormMedia.photos.moveLeft", { n })}
                    disabled={index === 0}
                    onClick={() => move(photo.uuid, index - 1, "left")}
                  >
                    <ArrowIcon direction="left" />
                  </button>
                  <button
                    type="button"
                    className="photo-manager-icon-button"
                    data-photo-action="right"
                    aria-label={t("listingFormMedia.photos.moveRight", { n })}
                    title={t("listingFormMedia.photos.moveRight", { n })}
                    disabled={index === state.photos.length - 1}
                    onClick={() => move(photo.uuid, index + 1, "right")}
                  >
                    <ArrowIcon direction="right" />
                  </button>
                </div>
                {!photo.isPrimary && (
                  <button
                    type="button"
                    className="g-button g-button--secondary g-button--sm photo-manager-primary"
                    data-photo-action="primary"
                    aria-label={t("listingFormMedia.photos.makePrimaryLabel", { n })}
                    onClick={() => choosePrimary(photo.uuid)}
                  >
                    {t("listingFormMedia.photos.makePrimary")}
                  </button>
                )}
                {/* Last in the tab order (destructive), shown over the thumbnail's corner. */}
                <button
                  type="button"
                  className="photo-manager-icon-button photo-manager-icon-button--danger photo-manager-remove"
                  data-photo-action="remove"
                  aria-label={t("listingFormMedia.photos.remove", { n })}
                  title={t("listingFormMedia.photos.remove", { n })}
                  onClick={() => remove(photo.uuid, index)}
                >
                  <TrashIcon />
                </button>
              </li>
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
