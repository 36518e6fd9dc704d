import type { DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { ArrowIcon, TrashIcon } from "./photo-manager-icons";
import type { ManagedPhoto } from "./photo-manager-state";
import "../../../locales/listing-form-media";

/** dataTransfer type of a photo dragged inside the grid (files dragged in from outside carry "Files"). */
const PHOTO_DRAG_TYPE = "application/x-griya-photo";

export type PhotoTileProps = {
  photo: ManagedPhoto;
  /** Its place in the list, from 1. */
  n: number;
  last: boolean;
  /** Being dragged to another place. */
  dragging: boolean;
  onDragStart: () => void;
  /** The photo of `uuid` dropped on this one's place. */
  onDropPhoto: (uuid: string) => void;
  onDragEnd: () => void;
  /** Move it to the place of index `toIndex` (from 0), by the arrow named. */
  onMove: (toIndex: number, action: "left" | "right") => void;
  onMakePrimary: () => void;
  onRemove: () => void;
};

/** One stored photo of the photo manager: the thumbnail, its arrows, "make primary" and remove. */
export function PhotoTile({
  photo,
  n,
  last,
  dragging,
  onDragStart,
  onDropPhoto,
  onDragEnd,
  onMove,
  onMakePrimary,
  onRemove,
}: PhotoTileProps) {
  const { t } = useTranslation();
  const dragsPhoto = (event: DragEvent<HTMLLIElement>) => event.dataTransfer.types.includes(PHOTO_DRAG_TYPE);
  return (
    <li
      data-photo-uuid={photo.uuid}
      className={`photo-manager-item${photo.isPrimary ? " photo-manager-item--primary" : ""}${
        dragging ? " photo-manager-item--dragging" : ""
      }`}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(PHOTO_DRAG_TYPE, photo.uuid);
        event.dataTransfer.effectAllowed = "move";
        onDragStart();
      }}
      onDragOver={(event) => {
        if (!dragsPhoto(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
      }}
      onDrop={(event) => {
        const uuid = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
        if (!uuid) return;
        event.preventDefault();
        onDropPhoto(uuid);
      }}
      onDragEnd={onDragEnd}
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
          disabled={n === 1}
          onClick={() => onMove(n - 2, "left")}
        >
          <ArrowIcon direction="left" />
        </button>
        <button
          type="button"
          className="photo-manager-icon-button"
          data-photo-action="right"
          aria-label={t("listingFormMedia.photos.moveRight", { n })}
          title={t("listingFormMedia.photos.moveRight", { n })}
          disabled={last}
          onClick={() => onMove(n, "right")}
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
          onClick={onMakePrimary}
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
        onClick={onRemove}
      >
        <TrashIcon />
      </button>
    </li>
  );
}
