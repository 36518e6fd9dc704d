// The two calls of the photo manager. Plain same-origin requests (the /api proxy adds the bearer): the upload
// needs XMLHttpRequest for its progress events, and release_photo is not in the generated client yet.
import { NetworkError, ValidationError } from "@griya/api-client/errors";
import { ERROR_MESSAGES } from "@griya/domain/error-codes";
import { reportingFetch } from "../../../lib/browser-api";
import { reportApiError } from "../../../lib/report-api-error";
import { UploadTimeoutError, uploadWithProgress } from "../../../lib/upload";

const UPLOAD_PATH = "/api/file_content/upload_photo";
const RELEASE_PATH = "/api/file_content/release_photo";

/**
 * The photo upload timeout (docs/product/files-and-photos.md#in-the-portal): generous, a 10 MB photo on a slow mobile
 * connection.
 */
const PHOTO_UPLOAD_TIMEOUT_MS = 120_000;

export type UploadedPhoto = {
  photo_uuid: string;
  url: string;
  variants: Array<{ width: number; url: string }>;
};

export function uploadListingPhoto(
  file: File,
  formKey: string,
  options: { onProgress: (percent: number) => void; signal: AbortSignal },
): Promise<UploadedPhoto> {
  const body = new FormData();
  body.append("purpose", "listing");
  body.append("form_key", formKey);
  body.append("photo", file);
  return uploadWithProgress<{ data: UploadedPhoto }>(UPLOAD_PATH, body, {
    ...options,
    timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS,
  }).then((answer) => answer.data);
}

/** Frees the photo's place under the form key. Fire-and-forget: a failure must never block the removal. */
export function releaseListingPhoto(photoUuid: string, formKey: string): void {
  reportingFetch(RELEASE_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", "Content-Language": "id" },
    body: JSON.stringify({ photo_uuid: photoUuid, form_key: formKey }),
    // Still delivered when the agent leaves the page right after removing.
    keepalive: true,
  }).catch(() => undefined);
}

export type UploadFailure = { message: string; retryable: boolean };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * What to show on a failed file: the server's 470 text (a retry cannot fix it), or the catalogue's text "check
 * your connection, retry". Null for a cancelled upload. 401 and 5xx also get the global handling.
 */
export function describeUploadFailure(error: unknown): UploadFailure | null {
  if (isAbort(error)) return null;
  if (error instanceof ValidationError) {
    const messages = error.errors.photo ?? Object.values(error.errors).flat();
    return { message: messages.length > 0 ? messages.join(" ") : error.message, retryable: false };
  }
  if (error instanceof UploadTimeoutError) return { message: ERROR_MESSAGES.photoUploadTimeout, retryable: true };
  if (!(error instanceof NetworkError)) reportApiError(error);
  return { message: ERROR_MESSAGES.photoUploadFailed, retryable: true };
}
