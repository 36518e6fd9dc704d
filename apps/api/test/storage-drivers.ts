import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { inject } from "vitest";
import type { S3Config } from "../src/platform/config.js";
import type { FileStorage } from "../src/platform/storage/file-storage.js";
import { LOCAL_S3_CREDENTIALS } from "./local-s3.js";

/** The storage tests run once per driver: the same expectations for the local disk and for S3. */
export const STORAGE_DRIVERS = ["disk", "s3"] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

export type TestStorage = {
  /** The environment that points createTestApp at this storage. */
  env: Record<string, string>;
  remove: () => Promise<void>;
};

/** An empty bucket of its own on the suite's local S3 server (global-setup.ts). */
export async function newTestBucket(): Promise<S3Config> {
  const config: S3Config = {
    bucket: `griya-test-${randomBytes(6).toString("hex")}`,
    region: "us-east-1",
    endpoint: inject("s3Endpoint"),
    forcePathStyle: true,
    credentials: LOCAL_S3_CREDENTIALS,
    publicUrl: undefined,
  };
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: config.credentials,
  });
  await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  client.destroy();
  return config;
}

/** A fresh, empty storage of the driver: a temporary folder, or a new bucket on the local S3 server. */
export async function testStorage(driver: StorageDriver): Promise<TestStorage> {
  if (driver === "disk") {
    const dir = mkdtempSync(join(tmpdir(), "griya-files-"));
    return { env: { FILES_DIR: dir }, remove: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const s3 = await newTestBucket();
  return {
    env: {
      FILES_DRIVER: "s3",
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint!,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
    },
    // The server's folder goes when the suite ends.
    remove: async () => {},
  };
}

/** Whether the storage holds a file under key (the stream is closed unread). */
export async function hasFile(storage: FileStorage, key: string): Promise<boolean> {
  const stream = await storage.get(key);
  stream?.destroy();
  return stream !== undefined;
}
