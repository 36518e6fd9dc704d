import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { assertStorageKey, type FileStorage } from "./file-storage.js";

/** Files under root (DATA_DIR/files by default), written to a temporary name and renamed into place. */
export function createLocalDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, ...key.split("/"));
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(temp, body);
        else await pipeline(body, createWriteStream(temp));
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        if (!(await stat(path)).isFile()) return undefined;
      } catch {
        return undefined;
      }
      // Open first so a file deleted between stat and read surfaces here, not as a stream error mid-response.
      const handle = await open(path, "r").catch(() => undefined);
      if (!handle) return undefined;
      return createReadStream("", { fd: handle });
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
