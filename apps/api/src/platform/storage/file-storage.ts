import type { Readable } from "node:stream";

/**
 * Where uploaded files live. Keys are relative paths such as "avatars/ab12…-512.webp"; the local disk is the
 * default (local-disk-storage.ts); FILES_DRIVER=s3 keeps them in an S3-compatible bucket (s3-storage.ts).
 */
export interface FileStorage {
  /** Writes the whole body under key, replacing what was there; readers never see a half-written file. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** A stream of the file, or undefined when there is none. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Fails with a clear message when the storage cannot be used (checked once at start). */
  check?(): Promise<void>;
  /** Lets go of connections when the app closes. */
  close?(): void;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Keys are built by the server, never taken verbatim from a request; this stops traversal if one ever is. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.includes("..") || key.length > 200) throw new Error(`invalid storage key: ${key}`);
}
