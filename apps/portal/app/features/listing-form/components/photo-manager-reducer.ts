// The photo manager's whole state as one pure reducer: the photo list (order, primary, limit), the uploads still
// running or failed, and what the view announces. Uploads finish outside render; as actions they always build on
// the latest list, so two finishing in the same tick cannot overwrite each other. No React, no I/O: the view runs
// the uploads and gives back the places listed in `toRelease`.
import {
  addPhoto,
  makePrimary,
  movePhoto,
  pickedOrderIndex,
  placesTaken,
  removePhoto,
  takeFreePlaces,
  uploadsReducer,
  type ManagedPhoto,
  type PendingUpload,
} from "./photo-manager-state";

/** A selection that did not fit: the limit and the files left out, named in the notice. */
type RefusedNotice = { max: number; names: string[] };

/** Said to screen readers once an upload ends. */
type UploadAnnouncement = { kind: "done"; name: string } | { kind: "failed"; name: string; message: string };

export type PhotoManagerState = {
  photos: ManagedPhoto[];
  /** The list as the form last handed it in, to tell the form's own changes (a restored draft) from ours. */
  given: ManagedPhoto[];
  /** Lists made here and reported to the form that it has not handed back yet (oldest first). */
  sent: ManagedPhoto[][];
  uploads: PendingUpload[];
  /** Pick order of the photos stored here, so parallel uploads land in the order they were picked. */
  picked: Record<string, number>;
  /** Picks so far: the next pick's order. */
  picks: number;
  /** The primary this manager chose (the agent did not): it yields to an earlier pick that finishes later. */
  automaticPrimary: string | null;
  notice: RefusedNotice | null;
  announcement: UploadAnnouncement | null;
  /** Stored photos whose place the server should give back (removed, or stored after the list filled). */
  toRelease: string[];
};

export type PhotoManagerAction =
  /** The form handed a list in: one made here coming back, or its own (a restored or discarded draft). */
  | { type: "given"; photos: ManagedPhoto[] }
  /** Files picked or dropped; `idPrefix` makes upload ids unique on the page. */
  | { type: "pick"; files: File[]; max: number; idPrefix: string }
  | { type: "start"; id: string }
  | { type: "progress"; id: string; percent: number }
  /** The server stored the upload; `fullMessage` is its failure text when the list filled up meanwhile. */
  | { type: "stored"; id: string; photo: ManagedPhoto; max: number; fullMessage: string }
  | { type: "fail"; id: string; error: string; retryable: boolean }
  | { type: "retry"; id: string }
  | { type: "cancel"; id: string }
  | { type: "move"; uuid: string; toIndex: number }
  | { type: "makePrimary"; uuid: string }
  | { type: "remove"; uuid: string }
  | { type: "released"; uuids: string[] };

export function initialPhotoManagerState(photos: ManagedPhoto[]): PhotoManagerState {
  return {
    photos,
    given: photos,
    sent: [],
    uploads: [],
    picked: {},
    picks: 0,
    automaticPrimary: null,
    notice: null,
    announcement: null,
    toRelease: [],
  };
}

/** A new list made here: shown at once, and remembered until the form hands it back. */
const withPhotos = (state: PhotoManagerState, photos: ManagedPhoto[]): PhotoManagerState => ({
  ...state,
  photos,
  sent: [...state.sent, photos],
});

const samePhotos = (a: ManagedPhoto[], b: ManagedPhoto[]) =>
  a.length === b.length &&
  a.every(
    (photo, index) =>
      photo.uuid === b[index]!.uuid &&
      photo.src === b[index]!.src &&
      photo.isPrimary === b[index]!.isPrimary &&
      (photo.fileName ?? null) === (b[index]!.fileName ?? null),
  );

const fileName = (state: PhotoManagerState, id: string) =>
  state.uploads.find((item) => item.id === id)?.file.name ?? "";

export function photoManagerReducer(state: PhotoManagerState, action: PhotoManagerAction): PhotoManagerState {
  switch (action.type) {
    case "given": {
      if (action.photos === state.given) return state;
      // The form holds the list as a copy (JSON in an input), so one of ours comes back equal, not the same.
      const at = state.sent.findIndex((sent) => samePhotos(sent, action.photos));
      // Ours: the form caught up (maybe not yet with the latest; when it has, its copy is the list from now on).
      if (at !== -1) {
        const latest = at === state.sent.length - 1;
        return {
          ...state,
          photos: latest ? action.photos : state.photos,
          given: action.photos,
          sent: state.sent.slice(at + 1),
        };
      }
      // Not ours: the form's list replaces this one.
      return { ...state, photos: action.photos, given: action.photos, sent: [], automaticPrimary: null };
    }
    case "pick": {
      if (action.files.length === 0) return state;
      const taken = placesTaken(state.photos.length, state.uploads);
      const { accepted, refused } = takeFreePlaces(action.files, taken, action.max);
      const notice = refused.length > 0 ? { max: action.max, names: refused.map((file) => file.name) } : null;
      const items = accepted.map((file, index) => {
        const order = state.picks + index + 1;
        return { id: `${action.idPrefix}-upload-${order}`, file, order };
      });
      return {
        ...state,
        notice,
        picks: state.picks + items.length,
        uploads: items.length > 0 ? uploadsReducer(state.uploads, { type: "enqueue", items }) : state.uploads,
      };
    }
    case "start":
    case "progress":
    case "retry": {
      const uploads = uploadsReducer(state.uploads, action);
      return uploads === state.uploads ? state : { ...state, uploads };
    }
    case "fail": {
      if (!state.uploads.some((item) => item.id === action.id)) return state;
      return {
        ...state,
        uploads: uploadsReducer(state.uploads, action),
        announcement: { kind: "failed", name: fileName(state, action.id), message: action.error },
      };
    }
    case "cancel":
      return { ...state, uploads: uploadsReducer(state.uploads, { type: "remove", id: action.id }) };
    case "stored": {
      const upload = state.uploads.find((item) => item.id === action.id);
      // Cancelled meanwhile: the stored photo is not wanted.
      if (!upload) return { ...state, toRelease: [...state.toRelease, action.photo.uuid] };
      const picked = new Map(Object.entries(state.picked));
      const at = pickedOrderIndex(state.photos, picked, upload.order);
      const primaryUuid = state.photos.find((photo) => photo.isPrimary)?.uuid ?? null;
      // An automatic primary yields to a photo picked before it: a batch ends with its first pick as primary.
      const takePrimary = at === 0 && primaryUuid !== null && primaryUuid === state.automaticPrimary;
      const photos = addPhoto(state.photos, action.photo, action.max, { at, takePrimary });
      if (!photos) {
        // The list filled up meanwhile: give the stored photo's place back.
        return {
          ...photoManagerReducer(state, { type: "fail", id: action.id, error: action.fullMessage, retryable: false }),
          toRelease: [...state.toRelease, action.photo.uuid],
        };
      }
      const isPrimary = photos.find((photo) => photo.isPrimary)?.uuid === action.photo.uuid;
      return {
        ...withPhotos(state, photos),
        uploads: uploadsReducer(state.uploads, { type: "remove", id: action.id }),
        picked: { ...state.picked, [action.photo.uuid]: upload.order },
        automaticPrimary: isPrimary ? action.photo.uuid : state.automaticPrimary,
        announcement: { kind: "done", name: upload.file.name },
      };
    }
    case "move":
      return withPhotos(state, movePhoto(state.photos, action.uuid, action.toIndex));
    case "makePrimary":
      return { ...withPhotos(state, makePrimary(state.photos, action.uuid)), automaticPrimary: null };
    case "remove": {
      if (!state.photos.some((photo) => photo.uuid === action.uuid)) return state;
      const wasPrimary = state.photos.some((photo) => photo.uuid === action.uuid && photo.isPrimary);
      const photos = removePhoto(state.photos, action.uuid);
      const { [action.uuid]: _removed, ...picked } = state.picked;
      return {
        ...withPhotos(state, photos),
        picked,
        // The agent did not choose the fallback primary (the first remaining photo).
        automaticPrimary: wasPrimary ? (photos[0]?.uuid ?? null) : state.automaticPrimary,
        toRelease: [...state.toRelease, action.uuid],
      };
    }
    case "released":
      return { ...state, toRelease: state.toRelease.filter((uuid) => !action.uuids.includes(uuid)) };
  }
}
