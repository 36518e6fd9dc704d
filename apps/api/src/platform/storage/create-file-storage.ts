import type { Config } from "../config.js";
import type { FileStorage } from "./file-storage.js";
import { createLocalDiskStorage } from "./local-disk-storage.js";
import { createS3Storage } from "./s3-storage.js";

/** The storage FILES_DRIVER names: the local disk (FILES_DIR) by default, or the S3 bucket. */
export function createFileStorage(config: Pick<Config, "filesDir" | "s3">): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalDiskStorage(config.filesDir);
}
