import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { STORAGE_DRIVERS, testStorage, type TestStorage } from "../../../test/storage-drivers.js";
import { createFileStorage } from "./create-file-storage.js";
import type { FileStorage } from "./file-storage.js";

// The same expectations for every driver: the local disk and an S3-compatible server (s3rver, test/local-s3.ts).
describe.each(STORAGE_DRIVERS)("%s file storage", (driver) => {
  let place: TestStorage;
  let storage: FileStorage;
  beforeAll(async () => {
    place = await testStorage(driver);
    storage = createFileStorage(loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/unused", ...place.env }));
  });
  afterAll(async () => {
    storage.close?.();
    await place.remove();
  });

  it("puts, gets and deletes by key, from a buffer or a stream", async () => {
    await storage.put("avatars/a-256.webp", Buffer.from("satu"), "image/webp");
    await storage.put("photos/b-480.webp", Readable.from([Buffer.from("du"), Buffer.from("a")]), "image/webp");
    expect(await text((await storage.get("avatars/a-256.webp"))!)).toBe("satu");
    expect(await text((await storage.get("photos/b-480.webp"))!)).toBe("dua");
    await storage.delete("avatars/a-256.webp");
    expect(await storage.get("avatars/a-256.webp")).toBeUndefined();
  });

  it("replaces a file whole", async () => {
    await storage.put("documents/c.webp", Buffer.from("lama"), "image/webp");
    await storage.put("documents/c.webp", Buffer.from("baru"), "image/webp");
    expect(await text((await storage.get("documents/c.webp"))!)).toBe("baru");
  });

  it("treats a missing file as absent and deleting it as a no-op", async () => {
    expect(await storage.get("photos/tidak-ada.webp")).toBeUndefined();
    await expect(storage.delete("photos/tidak-ada.webp")).resolves.toBeUndefined();
  });

  it.each(["../etc/passwd", "avatars/../../x", "/abs", "Avatars/X.webp", "a//b"])("refuses the key %s", async (key) => {
    await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    await expect(storage.put(key, Buffer.from(""), "text/plain")).rejects.toThrow(/invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
  });
});
