import { buffer } from "node:stream/consumers";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../config.js";
import { assertStorageKey, type FileStorage } from "./file-storage.js";

/** The SDK client for the configured bucket's service. */
export function s3ClientOf(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 demands them: R2, MinIO and older S3-compatible servers reject the SDK's newer
    // streaming-checksum uploads, and every body here is a small buffer anyway.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * Files as objects of one S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), under the same keys as on disk.
 * Objects are written without any ACL, so they are as private as the bucket: only a bucket policy or CDN in front
 * of photos/ and avatars/ makes those public (ADR 0039); documents/ is read through the API alone.
 */
export function createS3Storage(config: S3Config, client: S3Client = s3ClientOf(config)): FileStorage {
  const Bucket = config.bucket;
  return {
    async put(key, body, contentType) {
      assertStorageKey(key);
      // A PUT needs its length up front; uploads are at most a few MB, so a stream is read whole first.
      const bytes = Buffer.isBuffer(body) ? body : await buffer(body);
      // One PUT replaces the object atomically: readers see the old or the new file, never half of one.
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Body instanceof Readable ? Body : undefined;
      } catch (error) {
        // Only a missing object is "no file"; a missing bucket or refused credentials are failures to see.
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      // S3 answers a missing key with 204 too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
        const where = config.endpoint ? ` at ${config.endpoint}` : ` in ${config.region}`;
        throw new Error(
          `S3_BUCKET: the bucket "${Bucket}"${where} cannot be used (${name ?? "error"}` +
            `${$metadata?.httpStatusCode ? `, HTTP ${$metadata.httpStatusCode}` : ""}): check the bucket, endpoint and credentials`,
          { cause: error },
        );
      }
    },
    close() {
      client.destroy();
    },
  };
}
