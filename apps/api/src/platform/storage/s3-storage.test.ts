import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { S3Config } from "../config.js";
import { newTestBucket } from "../../../test/storage-drivers.js";
import { createS3Storage, s3ClientOf } from "./s3-storage.js";

// What every driver does is in file-storage.test.ts; these are the bucket's own concerns.
let config: S3Config;
beforeAll(async () => {
  config = await newTestBucket();
});

describe("S3 storage", () => {
  const sent: Record<string, string>[] = [];
  let client: ReturnType<typeof s3ClientOf>;
  beforeAll(() => {
    client = s3ClientOf(config);
    client.middlewareStack.add(
      (next) => async (args) => {
        sent.push({ ...(args.request as { headers: Record<string, string> }).headers });
        return next(args);
      },
      { step: "finalizeRequest", name: "recordHeaders" },
    );
  });
  afterAll(() => client.destroy());

  it("writes objects with their content type and no ACL, so nothing becomes public by itself", async () => {
    const storage = createS3Storage(config, client);
    await storage.put("documents/0b8f5c8e-6d0b-4f3b-9d0e-5d3c2a1b0c9d.webp", Buffer.from("ktp"), "image/webp");
    const put = sent.at(-1)!;
    expect(Object.keys(put).filter((h) => /acl|grant/i.test(h))).toEqual([]);
    const head = await client.send(
      new HeadObjectCommand({ Bucket: config.bucket, Key: "documents/0b8f5c8e-6d0b-4f3b-9d0e-5d3c2a1b0c9d.webp" }),
    );
    expect([head.ContentType, head.ContentLength]).toEqual(["image/webp", 3]);
  });

  it("checks at start that the bucket can be used, naming it when it cannot", async () => {
    await expect(createS3Storage(config, client).check!()).resolves.toBeUndefined();
    await expect(createS3Storage({ ...config, bucket: "griya-tidak-ada" }, client).check!()).rejects.toThrow(
      /^S3_BUCKET: the bucket "griya-tidak-ada" at http:\/\/127\.0\.0\.1:\d+ cannot be used \(.*404.*\): check the bucket/,
    );
  });

  it("surfaces a failure other than a missing object (here: a bucket that does not exist)", async () => {
    const storage = createS3Storage({ ...config, bucket: "griya-tidak-ada" }, client);
    await expect(storage.get("photos/a-480.webp")).rejects.toThrow();
  });
});
