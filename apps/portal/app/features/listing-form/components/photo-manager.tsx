import { LISTING_LIMITS } from "@griya/domain/listing-schemas";
import { Button } from "@griya/ui/button";
import { ProgressBar } from "@griya/ui/progress-bar";
import { useEffect, useId, useReducer, useRef, useState, type ChangeEvent, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import "./photo-manager.css";
import {
  addPhoto,
  makePrimary,
  movePhoto,
  pickedOrderIndex,
  placesTaken,
  removePhoto,
  takeFreePlaces,
  thumbnailUrl,
  uploadsReducer,
  uploadsToStart,
  type ManagedPhoto,
  type PendingUpload,
} from "./photo-manager-state";
import { describeUploadFailure, releaseListingPhoto, uploadListingPhoto } from "./photo-upload";
import { useFocusAfterRender } from "./use-focus-after-render";
import "../../../locales/listing-form-media";

export type { ManagedPhoto } from "./photo-manager-state";

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
 * `photos`/`onChange`; uploads still running live here and reach the form only once stored.
 */
export function PhotoManager({ formKey, photos, onChange, error, max = LISTING_LIMITS.PHOTOS_MAX }: PhotoManagerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [uploads, dispatch] = useReducer(uploadsReducer, []);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [dropActive, setDropActive] = useState(false);
  const [draggedUuid, setDraggedUuid] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const uploadListRef = useRef<HTMLUListElement>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const pickCount = useRef(0);
  /** Pick order of the photos stored here, and the primary this component chose (the agent did not). */
  const picked = useRef(new Map<string, number>());
  const automaticPrimary = useRef<string | null>(null);
  const focusLater = useFocusAfterRender();

  // Uploads finish outside render: they read the latest props here, and two finishing in the same tick build on
  // each other's list (commit updates the ref at once) instead of on a stale render.
  const latest = useRef({ photos, onChange, formKey, max });
  useEffect(() => {
    latest.current = { photos, onChange, formKey, max };
  }, [photos, onChange, formKey, max]);

  function commit(next: ManagedPhoto[]) {
    latest.current = { ...latest.current, photos: next };
    latest.current.onChange(next);
  }

  function startUpload(item: PendingUpload) {
    if (controllers.current.has(item.id)) return;
    const controller = new AbortController();
    controllers.current.set(item.id, controller);
    dispatch({ type: "start", id: item.id });
    const name = item.file.name;
    const fail = (message: string, retryable: boolean) => {
      dispatch({ type: "fail", id: item.id, error: message, retryable });
      setAnnouncement(t("listingFormMedia.photos.announceFailed", { name, message }));
    };
    uploadListingPhoto(item.file, latest.current.formKey, {
      signal: controller.signal,
      onProgress: (percent) => dispatch({ type: "progress", id: item.id, percent }),
    }).then(
      (answer) => {
        controllers.current.delete(item.id);
        const current = latest.current.photos;
        const photo = { uuid: answer.photo_uuid, src: thumbnailUrl(answer), isPrimary: false, fileName: name };
        const at = pickedOrderIndex(current, picked.current, item.order);
        // An automatic primary yields to a photo picked before it: a batch ends with its first pick as primary.
        const primaryUuid = current.find((candidate) => candidate.isPrimary)?.uuid ?? null;
        const takePrimary = at === 0 && primaryUuid !== null && primaryUuid === automaticPrimary.current;
        const next = addPhoto(current, photo, latest.current.max, { at, takePrimary });
        if (!next) {
          // The list filled up meanwhile: give the stored photo's place back.
          releaseListingPhoto(answer.photo_uuid, latest.current.formKey);
          fail(t("listingFormMedia.photos.maxPhotosExceeded", { max: latest.current.max }), false);
          return;
        }
        picked.current.set(photo.uuid, item.order);
        if (next.find((candidate) => candidate.isPrimary)?.uuid === photo.uuid) automaticPrimary.current = photo.uuid;
        commit(next);
        dispatch({ type: "remove", id: item.id });
        setAnnouncement(t("listingFormMedia.photos.announceDone", { name }));
      },
      (failure: unknown) => {
        controllers.current.delete(item.id);
        const described = describeUploadFailure(failure);
        if (described) fail(described.message, described.retryable);
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

  function addFiles(files: File[]) {
    if (files.length === 0) return;
    const { accepted, refused } = takeFreePlaces(files, placesTaken(photos.length, uploads), max);
    setNotice(
      refused.length > 0
        ? `${t("listingFormMedia.photos.maxPhotosExceeded", { max })} ${t("listingFormMedia.photos.refusedFiles", {
            names: refused.map((file) => file.name).join(", "),
          })}`
        : null,
    );
    if (accepted.length === 0) return;
    dispatch({
      type: "enqueue",
      items: accepted.map((file) => {
        const order = (pickCount.current += 1);
        return { id: `${id}-upload-${order}`, file, order };
      }),
    });
  }

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
    dispatch({ type: "remove", id: uploadId });
    focusLater(() => inputRef.current);
  }

  function retryUpload(uploadId: string) {
    dispatch({ type: "retry", id: uploadId });
    focusLater(() => uploadListRef.current?.querySelector<HTMLElement>(`[data-upload-id="${uploadId}"] [data-upload-action="cancel"]`));
  }

  const photoControl = (uuid: string, action: PhotoAction) =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>("[data-photo-uuid]") ?? [])
      .find((item) => item.dataset.photoUuid === uuid)
      ?.querySelector<HTMLButtonElement>(`[data-photo-action="${action}"]`);

  function move(uuid: string, toIndex: number, action: "left" | "right") {
    commit(movePhoto(latest.current.photos, uuid, toIndex));
    // At either end the pressed arrow is disabled: keep focus on the photo through the other one.
    focusLater(() => {
      const pressed = photoControl(uuid, action);
      return pressed && !pressed.hasAttribute("disabled") ? pressed : photoControl(uuid, action === "left" ? "right" : "left");
    });
  }

  function choosePrimary(uuid: string) {
    automaticPrimary.current = null;
    commit(makePrimary(latest.current.photos, uuid));
    // The button goes away on the new primary photo; its remove button is the nearest control.
    focusLater(() => photoControl(uuid, "remove"));
  }

  function remove(uuid: string, index: number) {
    const wasPrimary = latest.current.photos.some((photo) => photo.uuid === uuid && photo.isPrimary);
    const next = removePhoto(latest.current.photos, uuid);
    picked.current.delete(uuid);
    // The agent did not choose the fallback primary (the first remaining photo).
    if (wasPrimary) automaticPrimary.current = next[0]?.uuid ?? null;
    commit(next);
    releaseListingPhoto(uuid, latest.current.formKey);
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
    commit(movePhoto(latest.current.photos, uuid, toIndex));
  }

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
          {t("listingFormMedia.photos.counter", { count: photos.length, max })}
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

      {notice && (
        <p id={noticeId} role="alert" className="photo-manager-notice">
          {notice}
        </p>
      )}

      {uploads.length > 0 && (
        <ul ref={uploadListRef} className="photo-manager-uploads" aria-label={t("listingFormMedia.photos.uploadsLabel")}>
          {uploads.map((upload) => (
            <UploadRow key={upload.id} upload={upload} onCancel={cancelUpload} onRetry={retryUpload} />
          ))}
        </ul>
      )}

      {photos.length > 0 && (
        <ol ref={listRef} className="photo-manager-grid" aria-label={t("listingFormMedia.photos.listLabel")}>
          {photos.map((photo, index) => {
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
                    disabled={index === photos.length - 1}
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
        {announcement}
      </p>
    </fieldset>
  );
}

function UploadRow({
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
          {upload.status === "queued" && <p className="photo-manager-upload-status">{t("listingFormMedia.photos.queued")}</p>}
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

function UploadIcon() {
  return (
    <svg className="g-icon photo-manager-drop-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </svg>
  );
}

function ArrowIcon({ direction }: { direction: "left" | "right" }) {
  return (
    <svg className="g-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === "left" ? "M19 12H5M11 6l-6 6 6 6" : "M5 12h14M13 6l6 6-6 6"} />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg className="g-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}
