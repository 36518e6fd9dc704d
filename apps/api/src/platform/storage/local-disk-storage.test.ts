import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "./local-disk-storage.js";

// What every driver does is in file-storage.test.ts; this is the disk's own way of replacing a file.
const root = mkdtempSync(join(tmpdir(), "griya-storage-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = createLocalDiskStorage(root);

describe("local disk storage", () => {
  it("writes to a temporary name and renames it into place, leaving no temporary files behind", async () => {
    await storage.put("documents/c.webp", Buffer.from("lama"), "image/webp");
    await storage.put("documents/c.webp", Buffer.from("baru"), "image/webp");
    expect(await text((await storage.get("documents/c.webp"))!)).toBe("baru");
    expect(readdirSync(join(root, "documents"))).toEqual(["c.webp"]);
  });
});
