import { describe, expect, it } from "vitest";
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

const photo = (uuid: string, isPrimary = false): ManagedPhoto => ({
  uuid,
  src: `/api/files/photos/${uuid}-480.webp`,
  isPrimary,
});
const uuids = (photos: ManagedPhoto[] | null) => photos?.map((item) => item.uuid);
const primaries = (photos: ManagedPhoto[] | null) => photos?.filter((item) => item.isPrimary).map((item) => item.uuid);

describe("addPhoto", () => {
  it("makes the first photo primary", () => {
    const next = addPhoto([], photo("a"), 15);
    expect(next).toEqual([{ ...photo("a"), isPrimary: true }]);
  });

  it("appends later photos without touching the primary", () => {
    const next = addPhoto([photo("a", true), photo("b")], { ...photo("c"), isPrimary: true }, 15);
    expect(uuids(next)).toEqual(["a", "b", "c"]);
    expect(primaries(next)).toEqual(["a"]);
  });

  it("makes the new photo primary when the list has none (edit data without a primary)", () => {
    expect(primaries(addPhoto([photo("a"), photo("b")], photo("c"), 15))).toEqual(["c"]);
  });

  it("refuses a photo beyond the limit", () => {
    const full = Array.from({ length: 15 }, (_, index) => photo(`p${index}`, index === 0));
    expect(addPhoto(full, photo("x"), 15)).toBeNull();
    expect(addPhoto(full.slice(0, 14), photo("x"), 15)).toHaveLength(15);
    expect(addPhoto([photo("a", true)], photo("b"), 1)).toBeNull();
  });

  it("inserts at a given place", () => {
    expect(uuids(addPhoto([photo("a", true), photo("c")], photo("b"), 15, { at: 1 }))).toEqual(["a", "b", "c"]);
    expect(uuids(addPhoto([photo("a", true)], photo("z"), 15, { at: 0 }))).toEqual(["z", "a"]);
    expect(uuids(addPhoto([photo("a", true)], photo("z"), 15, { at: 9 }))).toEqual(["a", "z"]);
  });

  it("takes the primary over when asked, keeping exactly one", () => {
    const next = addPhoto([photo("b", true), photo("c")], photo("a"), 15, { at: 0, takePrimary: true });
    expect(uuids(next)).toEqual(["a", "b", "c"]);
    expect(primaries(next)).toEqual(["a"]);
    expect(addPhoto([photo("b", true)], photo("a"), 1, { at: 0, takePrimary: true })).toBeNull();
  });

  it("keeps the file name", () => {
    expect(addPhoto([], { ...photo("a"), fileName: "depan.jpg" }, 15)?.[0]?.fileName).toBe("depan.jpg");
  });
});

describe("removePhoto", () => {
  it("removes a photo that is not primary and keeps the primary", () => {
    const next = removePhoto([photo("a", true), photo("b"), photo("c")], "b");
    expect(uuids(next)).toEqual(["a", "c"]);
    expect(primaries(next)).toEqual(["a"]);
  });

  it("passes the primary to the first remaining photo", () => {
    expect(primaries(removePhoto([photo("a"), photo("b", true), photo("c")], "b"))).toEqual(["a"]);
    expect(primaries(removePhoto([photo("a", true), photo("b"), photo("c")], "a"))).toEqual(["b"]);
  });

  it("leaves an empty list when the last photo goes", () => {
    expect(removePhoto([photo("a", true)], "a")).toEqual([]);
  });

  it("ignores an unknown uuid", () => {
    const photos = [photo("a", true), photo("b")];
    expect(removePhoto(photos, "zzz")).toEqual(photos);
  });
});

describe("makePrimary", () => {
  it("moves the primary to the chosen photo, keeping exactly one", () => {
    const next = makePrimary([photo("a", true), photo("b"), photo("c")], "c");
    expect(primaries(next)).toEqual(["c"]);
    expect(uuids(next)).toEqual(["a", "b", "c"]);
  });

  it("keeps the current primary when it is chosen again (never none)", () => {
    expect(primaries(makePrimary([photo("a", true), photo("b")], "a"))).toEqual(["a"]);
  });

  it("ignores an unknown uuid", () => {
    expect(primaries(makePrimary([photo("a", true), photo("b")], "zzz"))).toEqual(["a"]);
  });
});

describe("movePhoto", () => {
  const photos = [photo("a", true), photo("b"), photo("c"), photo("d")];

  it("moves left and right by one", () => {
    expect(uuids(movePhoto(photos, "c", 1))).toEqual(["a", "c", "b", "d"]);
    expect(uuids(movePhoto(photos, "b", 2))).toEqual(["a", "c", "b", "d"]);
  });

  it("moves to any place (drag and drop) and keeps the primary flag on its photo", () => {
    const next = movePhoto(photos, "a", 3);
    expect(uuids(next)).toEqual(["b", "c", "d", "a"]);
    expect(primaries(next)).toEqual(["a"]);
    expect(uuids(movePhoto(photos, "d", 0))).toEqual(["d", "a", "b", "c"]);
  });

  it("clamps beyond either end and ignores an unknown uuid", () => {
    expect(uuids(movePhoto(photos, "a", -1))).toEqual(["a", "b", "c", "d"]);
    expect(uuids(movePhoto(photos, "d", 9))).toEqual(["a", "b", "c", "d"]);
    expect(uuids(movePhoto(photos, "zzz", 0))).toEqual(["a", "b", "c", "d"]);
  });

  it("does not change the list it was given", () => {
    movePhoto(photos, "a", 3);
    expect(uuids(photos)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("pickedOrderIndex", () => {
  it("places a photo before the first one picked after it, so parallel uploads keep the pick order", () => {
    const picked = new Map([
      ["p2", 2],
      ["p4", 4],
    ]);
    const photos = [photo("old", true), photo("p2"), photo("p4")];
    expect(pickedOrderIndex(photos, picked, 1)).toBe(1);
    expect(pickedOrderIndex(photos, picked, 3)).toBe(2);
    expect(pickedOrderIndex(photos, picked, 5)).toBe(3);
  });

  it("puts photos that were there before (edit data) first", () => {
    expect(pickedOrderIndex([photo("old1", true), photo("old2")], new Map(), 1)).toBe(2);
    expect(pickedOrderIndex([], new Map(), 1)).toBe(0);
  });
});

describe("takeFreePlaces", () => {
  it("accepts what fits in selection order and refuses the rest", () => {
    expect(takeFreePlaces(["1", "2", "3", "4"], 13, 15)).toEqual({ accepted: ["1", "2"], refused: ["3", "4"] });
  });

  it("accepts everything while there is room", () => {
    expect(takeFreePlaces(["1", "2"], 0, 15)).toEqual({ accepted: ["1", "2"], refused: [] });
  });

  it("refuses everything when full (or over, after edit data with more photos)", () => {
    expect(takeFreePlaces(["1"], 15, 15)).toEqual({ accepted: [], refused: ["1"] });
    expect(takeFreePlaces(["1"], 16, 15)).toEqual({ accepted: [], refused: ["1"] });
  });

  it("refuses the 16th of a 16-file selection", () => {
    const files = Array.from({ length: 16 }, (_, index) => `f${index + 1}`);
    const { accepted, refused } = takeFreePlaces(files, 0, 15);
    expect(accepted).toHaveLength(15);
    expect(refused).toEqual(["f16"]);
  });
});

describe("thumbnailUrl", () => {
  it("takes the smallest variant whatever the order", () => {
    const answer = {
      url: "/api/files/photos/u-960.webp",
      variants: [
        { width: 960, url: "/api/files/photos/u-960.webp" },
        { width: 480, url: "/api/files/photos/u-480.webp" },
      ],
    };
    expect(thumbnailUrl(answer)).toBe("/api/files/photos/u-480.webp");
  });

  it("falls back to the url without variants", () => {
    expect(thumbnailUrl({ url: "/api/files/photos/u-960.webp", variants: [] })).toBe("/api/files/photos/u-960.webp");
  });
});

describe("upload queue", () => {
  const file = (name: string) => new File(["x"], name, { type: "image/jpeg" });
  const enqueue = (names: string[]) =>
    uploadsReducer([], {
      type: "enqueue",
      items: names.map((name, index) => ({ id: name, file: file(name), order: index + 1 })),
    });
  const statuses = (uploads: PendingUpload[]) => uploads.map((item) => `${item.id}:${item.status}`);

  it("queues files in order", () => {
    const uploads = enqueue(["a", "b"]);
    expect(statuses(uploads)).toEqual(["a:queued", "b:queued"]);
    expect(uploads[0]).toMatchObject({ progress: 0, error: null, retryable: true });
  });

  it("starts at most `limit` at once, oldest first, and the next when one ends", () => {
    let uploads = enqueue(["a", "b", "c", "d", "e"]);
    expect(uploadsToStart(uploads, 3)).toEqual(["a", "b", "c"]);
    for (const id of ["a", "b", "c"]) uploads = uploadsReducer(uploads, { type: "start", id });
    expect(uploadsToStart(uploads, 3)).toEqual([]);
    uploads = uploadsReducer(uploads, { type: "remove", id: "b" });
    expect(uploadsToStart(uploads, 3)).toEqual(["d"]);
    uploads = uploadsReducer(uploads, { type: "fail", id: "a", error: "gagal", retryable: true });
    expect(uploadsToStart(uploads, 3)).toEqual(["d", "e"]);
  });

  it("tracks progress only while uploading and keeps the same state when nothing changes", () => {
    let uploads = enqueue(["a"]);
    expect(uploadsReducer(uploads, { type: "progress", id: "a", percent: 40 })).toBe(uploads);
    uploads = uploadsReducer(uploads, { type: "start", id: "a" });
    uploads = uploadsReducer(uploads, { type: "progress", id: "a", percent: 40 });
    expect(uploads[0]?.progress).toBe(40);
    expect(uploadsReducer(uploads, { type: "progress", id: "a", percent: 40 })).toBe(uploads);
  });

  it("retries a retryable failure from the start, not a refusal", () => {
    let uploads = uploadsReducer(enqueue(["a", "b"]), { type: "start", id: "a" });
    uploads = uploadsReducer(uploads, { type: "progress", id: "a", percent: 70 });
    uploads = uploadsReducer(uploads, { type: "fail", id: "a", error: "Koneksi terputus", retryable: true });
    uploads = uploadsReducer(uploads, { type: "start", id: "b" });
    uploads = uploadsReducer(uploads, {
      type: "fail",
      id: "b",
      error: "Format file harus JPEG, PNG, atau WebP.",
      retryable: false,
    });
    expect(uploads[0]).toMatchObject({ status: "failed", error: "Koneksi terputus" });

    uploads = uploadsReducer(uploads, { type: "retry", id: "a" });
    uploads = uploadsReducer(uploads, { type: "retry", id: "b" });
    expect(uploads[0]).toMatchObject({ status: "queued", progress: 0, error: null });
    expect(uploads[1]).toMatchObject({ status: "failed", retryable: false });
  });

  it("does not start an upload that is not queued", () => {
    const uploads = uploadsReducer(enqueue(["a"]), { type: "fail", id: "a", error: "x", retryable: true });
    expect(uploadsReducer(uploads, { type: "start", id: "a" })).toBe(uploads);
  });

  it("removes finished or cancelled uploads", () => {
    const uploads = enqueue(["a", "b"]);
    expect(statuses(uploadsReducer(uploads, { type: "remove", id: "a" }))).toEqual(["b:queued"]);
    expect(uploadsReducer(uploads, { type: "remove", id: "zzz" })).toBe(uploads);
  });

  it("counts photos and unfinished uploads as taken places, refusals not", () => {
    let uploads = enqueue(["a", "b", "c"]);
    uploads = uploadsReducer(uploads, { type: "start", id: "a" });
    uploads = uploadsReducer(uploads, { type: "fail", id: "a", error: "Koneksi terputus", retryable: true });
    uploads = uploadsReducer(uploads, { type: "start", id: "b" });
    uploads = uploadsReducer(uploads, { type: "fail", id: "b", error: "Format file salah", retryable: false });
    expect(placesTaken(10, uploads)).toBe(12);
    expect(placesTaken(0, [])).toBe(0);
  });
});
