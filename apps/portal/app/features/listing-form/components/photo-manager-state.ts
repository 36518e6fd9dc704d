// Pure rules of the listing photo manager: the controlled photo list (primary, order, limit) and the queue of
// uploads still running or failed. No React, no I/O, so every rule is unit-tested.
import { togglePrimary } from "@griya/domain/listing-schemas";

export type ManagedPhoto = { uuid: string; src: string; isPrimary: boolean; fileName?: string | null };

/**
 * Adds an uploaded photo at `at` (the end by default). It becomes primary when none is, or, with
 * `takePrimary`, in place of the current one. Null when the list is already full.
 */
export function addPhoto(
  photos: readonly ManagedPhoto[],
  photo: ManagedPhoto,
  max: number,
  { at = photos.length, takePrimary = false }: { at?: number; takePrimary?: boolean } = {},
): ManagedPhoto[] | null {
  if (photos.length >= max) return null;
  const primary = takePrimary || !photos.some((item) => item.isPrimary);
  const rest = primary ? photos.map((item) => (item.isPrimary ? { ...item, isPrimary: false } : item)) : [...photos];
  rest.splice(Math.min(Math.max(at, 0), rest.length), 0, { ...photo, isPrimary: primary });
  return rest;
}

/**
 * Where a finished upload goes so that parallel uploads keep the order the files were picked in: before the
 * first photo picked after it (`picked` maps uuids to pick order; photos not in it came earlier).
 */
export function pickedOrderIndex(
  photos: readonly ManagedPhoto[],
  picked: ReadonlyMap<string, number>,
  order: number,
): number {
  const later = photos.findIndex((photo) => (picked.get(photo.uuid) ?? -Infinity) > order);
  return later === -1 ? photos.length : later;
}

/** Removes a photo; when it was the primary, the first remaining photo takes over. */
export function removePhoto(photos: readonly ManagedPhoto[], uuid: string): ManagedPhoto[] {
  const removed = photos.find((photo) => photo.uuid === uuid);
  const rest = photos.filter((photo) => photo.uuid !== uuid);
  if (!removed?.isPrimary || rest.length === 0) return rest;
  return rest.map((photo, index) => ({ ...photo, isPrimary: index === 0 }));
}

/** Makes `uuid` the only primary. The current primary stays primary (a non-empty list always has one). */
export function makePrimary(photos: readonly ManagedPhoto[], uuid: string): ManagedPhoto[] {
  const target = photos.find((photo) => photo.uuid === uuid);
  if (!target || target.isPrimary) return [...photos];
  return togglePrimary(photos, uuid);
}

/** Moves a photo to `toIndex` (clamped to the list); the others keep their relative order. */
export function movePhoto(photos: readonly ManagedPhoto[], uuid: string, toIndex: number): ManagedPhoto[] {
  const from = photos.findIndex((photo) => photo.uuid === uuid);
  if (from === -1) return [...photos];
  const to = Math.min(Math.max(toIndex, 0), photos.length - 1);
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Splits a selection into the files that fit the free places (in selection order) and the refused rest. */
export function takeFreePlaces<T>(files: readonly T[], used: number, max: number): { accepted: T[]; refused: T[] } {
  const free = Math.max(0, max - used);
  return { accepted: files.slice(0, free), refused: files.slice(free) };
}

/** The URL to show a thumbnail: the smallest stored variant (the answer lists them smallest first). */
export function thumbnailUrl(answer: { url: string; variants: ReadonlyArray<{ width: number; url: string }> }): string {
  const smallest = [...answer.variants].sort((a, b) => a.width - b.width)[0];
  return smallest?.url ?? answer.url;
}

// The upload queue ------------------------------------------------------------------------------------------

type UploadStatus = "queued" | "uploading" | "failed";

export type PendingUpload = {
  id: string;
  file: File;
  /** Pick order across selections, to place the photo once stored. */
  order: number;
  status: UploadStatus;
  /** 0–100 while sending. */
  progress: number;
  error: string | null;
  /** False for refusals a retry cannot fix (the server's 470 on the file). */
  retryable: boolean;
};

export type UploadAction =
  | { type: "enqueue"; items: ReadonlyArray<{ id: string; file: File; order: number }> }
  | { type: "start"; id: string }
  | { type: "progress"; id: string; percent: number }
  | { type: "fail"; id: string; error: string; retryable: boolean }
  | { type: "retry"; id: string }
  | { type: "remove"; id: string };

function update(uploads: PendingUpload[], id: string, change: (item: PendingUpload) => PendingUpload): PendingUpload[] {
  let changed = false;
  const next = uploads.map((item) => {
    if (item.id !== id) return item;
    const updated = change(item);
    changed ||= updated !== item;
    return updated;
  });
  return changed ? next : uploads;
}

export function uploadsReducer(uploads: PendingUpload[], action: UploadAction): PendingUpload[] {
  switch (action.type) {
    case "enqueue":
      return [
        ...uploads,
        ...action.items.map(({ id, file, order }) => ({
          id,
          file,
          order,
          status: "queued" as const,
          progress: 0,
          error: null,
          retryable: true,
        })),
      ];
    case "start":
      return update(uploads, action.id, (item) =>
        item.status === "queued" ? { ...item, status: "uploading", progress: 0, error: null } : item,
      );
    case "progress":
      return update(uploads, action.id, (item) =>
        item.status === "uploading" && item.progress !== action.percent ? { ...item, progress: action.percent } : item,
      );
    case "fail":
      return update(uploads, action.id, (item) => ({
        ...item,
        status: "failed",
        error: action.error,
        retryable: action.retryable,
      }));
    case "retry":
      return update(uploads, action.id, (item) =>
        item.status === "failed" && item.retryable ? { ...item, status: "queued", progress: 0, error: null } : item,
      );
    case "remove":
      return uploads.some((item) => item.id === action.id) ? uploads.filter((item) => item.id !== action.id) : uploads;
  }
}

/** Places the list and the unfinished uploads hold; a refused file (not retryable) holds none. */
export function placesTaken(photoCount: number, uploads: readonly PendingUpload[]): number {
  return photoCount + uploads.filter((item) => item.status !== "failed" || item.retryable).length;
}

/** The queued uploads to start now so that at most `limit` run at once, oldest first. */
export function uploadsToStart(uploads: readonly PendingUpload[], limit: number): string[] {
  const running = uploads.filter((item) => item.status === "uploading").length;
  return uploads
    .filter((item) => item.status === "queued")
    .slice(0, Math.max(0, limit - running))
    .map((item) => item.id);
}
