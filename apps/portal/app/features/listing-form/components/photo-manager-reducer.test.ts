import { describe, expect, it } from "vitest";
import {
  initialPhotoManagerState,
  photoManagerReducer,
  type PhotoManagerAction,
  type PhotoManagerState,
} from "./photo-manager-reducer";
import type { ManagedPhoto } from "./photo-manager-state";

const photo = (uuid: string, isPrimary = false): ManagedPhoto => ({
  uuid,
  src: `/api/files/photos/${uuid}-480.webp`,
  isPrimary,
});
const file = (name: string) => new File(["x"], name, { type: "image/jpeg" });
const run = (state: PhotoManagerState, ...actions: PhotoManagerAction[]) => actions.reduce(photoManagerReducer, state);
const pick = (names: string[], max = 15): PhotoManagerAction => ({
  type: "pick",
  files: names.map(file),
  max,
  idPrefix: "p",
});
const stored = (id: string, uuid: string, max = 15): PhotoManagerAction => ({
  type: "stored",
  id,
  photo: photo(uuid),
  max,
  fullMessage: "Maksimal 15 foto.",
});
const uuids = (state: PhotoManagerState) => state.photos.map((item) => item.uuid);
const primary = (state: PhotoManagerState) => state.photos.filter((item) => item.isPrimary).map((item) => item.uuid);
const statuses = (state: PhotoManagerState) => state.uploads.map((item) => `${item.id}:${item.status}`);

describe("photoManagerReducer", () => {
  const empty = initialPhotoManagerState([]);

  it("starts from the form's photos with no upload, notice or announcement", () => {
    const state = initialPhotoManagerState([photo("a", true)]);
    expect(state).toMatchObject({ uploads: [], notice: null, announcement: null, toRelease: [] });
    expect(state.given).toBe(state.photos);
  });

  it("queues picked files in order with ids unique across picks", () => {
    const state = run(empty, pick(["1.jpg", "2.jpg"]), pick(["3.jpg"]));
    expect(statuses(state)).toEqual(["p-upload-1:queued", "p-upload-2:queued", "p-upload-3:queued"]);
    expect(state.uploads.map((item) => item.order)).toEqual([1, 2, 3]);
    expect(state.notice).toBeNull();
    expect(run(state, pick([]))).toBe(state);
  });

  it("refuses the files beyond the limit, counting photos and unfinished uploads, and names them", () => {
    const start = initialPhotoManagerState([photo("a", true)]);
    const state = run(start, pick(["1.jpg"], 3), pick(["2.jpg", "3.jpg", "4.jpg"], 3));
    expect(statuses(state)).toEqual(["p-upload-1:queued", "p-upload-2:queued"]);
    expect(state.notice).toEqual({ max: 3, names: ["3.jpg", "4.jpg"] });
    // A pick that fits clears the notice.
    expect(run(state, { type: "cancel", id: "p-upload-1" }, pick(["5.jpg"], 3)).notice).toBeNull();
  });

  it("tracks an upload's start and progress, and keeps the same state for a progress that changes nothing", () => {
    let state = run(empty, pick(["1.jpg"]));
    expect(run(state, { type: "progress", id: "p-upload-1", percent: 30 })).toBe(state);
    state = run(state, { type: "start", id: "p-upload-1" }, { type: "progress", id: "p-upload-1", percent: 30 });
    expect(state.uploads[0]).toMatchObject({ status: "uploading", progress: 30 });
    expect(run(state, { type: "progress", id: "p-upload-1", percent: 30 })).toBe(state);
  });

  it("adds a stored photo, the first one as primary, drops its upload and announces it", () => {
    const state = run(empty, pick(["rumah.jpg"]), { type: "start", id: "p-upload-1" }, stored("p-upload-1", "u1"));
    expect(uuids(state)).toEqual(["u1"]);
    expect(primary(state)).toEqual(["u1"]);
    expect(state.uploads).toEqual([]);
    expect(state.announcement).toEqual({ kind: "done", name: "rumah.jpg" });
    expect(state.given).toEqual([]);
  });

  it("keeps the pick order when parallel uploads finish out of order, the first pick ending as primary", () => {
    const state = run(
      empty,
      pick(["1.jpg", "2.jpg", "3.jpg"]),
      stored("p-upload-3", "u3"),
      stored("p-upload-1", "u1"),
      stored("p-upload-2", "u2"),
    );
    expect(uuids(state)).toEqual(["u1", "u2", "u3"]);
    expect(primary(state)).toEqual(["u1"]);
  });

  it("keeps a primary the agent chose when an earlier pick finishes later", () => {
    const state = run(
      empty,
      pick(["1.jpg", "2.jpg"]),
      stored("p-upload-2", "u2"),
      { type: "makePrimary", uuid: "u2" },
      stored("p-upload-1", "u1"),
    );
    expect(uuids(state)).toEqual(["u1", "u2"]);
    expect(primary(state)).toEqual(["u2"]);
  });

  it("puts new photos after the ones the form already had", () => {
    const state = run(initialPhotoManagerState([photo("old", true)]), pick(["1.jpg"]), stored("p-upload-1", "u1"));
    expect(uuids(state)).toEqual(["old", "u1"]);
    expect(primary(state)).toEqual(["old"]);
  });

  it("fails an upload stored after the list filled up, without retry, and gives its place back", () => {
    const full = initialPhotoManagerState([photo("a", true), photo("b")]);
    const picked = { ...full, uploads: run(empty, pick(["c.jpg"])).uploads, picks: 1 };
    const state = run(picked, stored("p-upload-1", "u-late", 2));
    expect(uuids(state)).toEqual(["a", "b"]);
    expect(state.uploads[0]).toMatchObject({ status: "failed", error: "Maksimal 15 foto.", retryable: false });
    expect(state.toRelease).toEqual(["u-late"]);
    expect(state.announcement).toEqual({ kind: "failed", name: "c.jpg", message: "Maksimal 15 foto." });
  });

  it("gives back the place of a photo stored after its upload was cancelled", () => {
    const state = run(empty, pick(["1.jpg"]), { type: "cancel", id: "p-upload-1" }, stored("p-upload-1", "u1"));
    expect(state.photos).toEqual([]);
    expect(state.toRelease).toEqual(["u1"]);
  });

  it("marks a failure with its message and announces it; an unknown upload changes nothing", () => {
    const state = run(
      empty,
      pick(["1.jpg"]),
      { type: "start", id: "p-upload-1" },
      {
        type: "fail",
        id: "p-upload-1",
        error: "Koneksi terputus.",
        retryable: true,
      },
    );
    expect(state.uploads[0]).toMatchObject({ status: "failed", error: "Koneksi terputus.", retryable: true });
    expect(state.announcement).toEqual({ kind: "failed", name: "1.jpg", message: "Koneksi terputus." });
    expect(run(state, { type: "fail", id: "zzz", error: "x", retryable: true })).toBe(state);
  });

  it("queues a retryable failure again from 0%, never a refusal", () => {
    const failed = run(
      empty,
      pick(["1.jpg", "2.jpg"]),
      { type: "start", id: "p-upload-1" },
      { type: "fail", id: "p-upload-1", error: "Koneksi terputus.", retryable: true },
      { type: "start", id: "p-upload-2" },
      { type: "fail", id: "p-upload-2", error: "Format file salah.", retryable: false },
    );
    const state = run(failed, { type: "retry", id: "p-upload-1" }, { type: "retry", id: "p-upload-2" });
    expect(state.uploads[0]).toMatchObject({ status: "queued", progress: 0, error: null });
    expect(state.uploads[1]).toMatchObject({ status: "failed", retryable: false });
  });

  it("cancels an upload, freeing its place", () => {
    const state = run(empty, pick(["1.jpg", "2.jpg"], 2), { type: "cancel", id: "p-upload-1" }, pick(["3.jpg"], 2));
    expect(statuses(state)).toEqual(["p-upload-2:queued", "p-upload-3:queued"]);
  });

  it("reorders photos, the primary flag staying on its photo", () => {
    const start = initialPhotoManagerState([photo("a", true), photo("b"), photo("c")]);
    const state = run(start, { type: "move", uuid: "a", toIndex: 2 });
    expect(uuids(state)).toEqual(["b", "c", "a"]);
    expect(primary(state)).toEqual(["a"]);
    expect(uuids(run(state, { type: "move", uuid: "a", toIndex: -5 }))).toEqual(["a", "b", "c"]);
  });

  it("makes the chosen photo the only cover photo", () => {
    const state = run(initialPhotoManagerState([photo("a", true), photo("b")]), { type: "makePrimary", uuid: "b" });
    expect(primary(state)).toEqual(["b"]);
    expect(primary(run(state, { type: "makePrimary", uuid: "b" }))).toEqual(["b"]);
  });

  it("removes a photo, passing the cover to the first remaining one, and gives its place back", () => {
    const start = initialPhotoManagerState([photo("a"), photo("b", true), photo("c")]);
    const state = run(start, { type: "remove", uuid: "b" });
    expect(uuids(state)).toEqual(["a", "c"]);
    expect(primary(state)).toEqual(["a"]);
    expect(state.automaticPrimary).toBe("a");
    expect(state.toRelease).toEqual(["b"]);
    expect(run(state, { type: "remove", uuid: "zzz" })).toBe(state);
  });

  it("lets a photo picked earlier take over a cover the agent did not choose", () => {
    const start = initialPhotoManagerState([photo("a", true), photo("b")]);
    const state = run(start, pick(["1.jpg"]), { type: "remove", uuid: "a" }, stored("p-upload-1", "u1"));
    // "b" became cover by default; the new photo goes last (picked after "b" was there) and leaves it cover.
    expect(uuids(state)).toEqual(["b", "u1"]);
    expect(primary(state)).toEqual(["b"]);
  });

  it("forgets the places given back", () => {
    const start = initialPhotoManagerState([photo("a", true), photo("b")]);
    const state = run(start, { type: "remove", uuid: "a" }, { type: "remove", uuid: "b" });
    expect(state.toRelease).toEqual(["a", "b"]);
    expect(run(state, { type: "released", uuids: ["a"] }).toRelease).toEqual(["b"]);
  });

  it("takes the form's own list (a restored draft) and keeps the uploads running", () => {
    const restored = [photo("r1", true)];
    const state = run(empty, pick(["1.jpg"]), { type: "given", photos: restored });
    expect(state.photos).toBe(restored);
    expect(state.given).toBe(restored);
    expect(statuses(state)).toEqual(["p-upload-1:queued"]);
  });

  it("keeps its newer list when the form hands back an older one of its own (uploads finishing in one tick)", () => {
    const two = run(empty, pick(["1.jpg", "2.jpg"]), stored("p-upload-1", "u1"), stored("p-upload-2", "u2"));
    expect(two.sent).toHaveLength(2);
    const caughtUp = run(two, { type: "given", photos: two.sent[0]! });
    expect(uuids(caughtUp)).toEqual(["u1", "u2"]);
    expect(caughtUp.sent).toEqual([two.photos]);
    const done = run(caughtUp, { type: "given", photos: two.photos });
    expect(done.sent).toEqual([]);
    expect(run(done, { type: "given", photos: two.photos })).toBe(done);
  });

  it("knows its own list coming back as a copy (the form holds it as JSON) and keeps the copy", () => {
    const two = run(empty, pick(["1.jpg", "2.jpg"]), stored("p-upload-1", "u1"), stored("p-upload-2", "u2"));
    const copy = (list: typeof two.photos) => JSON.parse(JSON.stringify(list)) as typeof two.photos;
    const caughtUp = run(two, { type: "given", photos: copy(two.sent[0]!) });
    expect(caughtUp.photos).toBe(two.photos);
    expect(caughtUp.sent).toEqual([two.photos]);
    const latest = copy(two.photos);
    const done = run(caughtUp, { type: "given", photos: latest });
    expect(done.photos).toBe(latest);
    expect(done.sent).toEqual([]);
  });
});
