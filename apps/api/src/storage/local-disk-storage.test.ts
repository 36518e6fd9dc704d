import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "./local-disk-storage.js";

const root = mkdtempSync(join(tmpdir(), "griya-storage-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = createLocalDiskStorage(root);

describe("local disk storage", () => {
  it("puts, gets and deletes by key, from a buffer or a stream", async () => {
    await storage.put("avatars/a-256.webp", Buffer.from("satu"), "image/webp");
    await storage.put("photos/b-480.webp", Readable.from([Buffer.from("du"), Buffer.from("a")]), "image/webp");
    expect(await text((await storage.get("avatars/a-256.webp"))!)).toBe("satu");
    expect(await text((await storage.get("photos/b-480.webp"))!)).toBe("dua");
    await storage.delete("avatars/a-256.webp");
    expect(await storage.get("avatars/a-256.webp")).toBeUndefined();
  });

  it("replaces a file and leaves no temporary files behind", async () => {
    await storage.put("documents/c.webp", Buffer.from("lama"), "image/webp");
    await storage.put("documents/c.webp", Buffer.from("baru"), "image/webp");
    expect(await text((await storage.get("documents/c.webp"))!)).toBe("baru");
    expect(readdirSync(join(root, "documents"))).toEqual(["c.webp"]);
  });

  it("treats a missing file as absent and deleting it as a no-op", async () => {
    expect(await storage.get("photos/tidak-ada.webp")).toBeUndefined();
    await expect(storage.delete("photos/tidak-ada.webp")).resolves.toBeUndefined();
  });

  it.each(["../etc/passwd", "avatars/../../x", "/abs", "Avatars/X.webp", "a//b"])("refuses the key %s", async (key) => {
    await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    await expect(storage.put(key, Buffer.from(""), "text/plain")).rejects.toThrow(/invalid storage key/);
  });
});
