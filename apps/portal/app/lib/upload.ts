// File uploads through XMLHttpRequest: fetch cannot report upload progress, XHR's upload events can.
// Same origin as the page, so the /api proxy adds the bearer token from the httpOnly cookie.
import { NetworkError, toApiError } from "@griya/api-client/errors";
import { DEFAULT_TIME_ZONE } from "@griya/domain/constants";
import { reportProblem } from "./problem-store";

export type UploadOptions = {
  /** Called with 0–100 while the body is sent. */
  onProgress?: (percent: number) => void;
  /** Milliseconds before the upload is abandoned. */
  timeoutMs?: number;
  signal?: AbortSignal;
};

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** POSTs `body` as multipart/form-data and resolves with the parsed JSON answer; rejects with an ApiError. */
export function uploadWithProgress<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Content-Language", "id");
    xhr.setRequestHeader("X-Timezone", browserTimeZone());
    if (options.timeoutMs) xhr.timeout = options.timeoutMs;

    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    xhr.addEventListener("load", () => {
      const parsed = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(parsed as T);
        return;
      }
      if (xhr.status === 401) reportProblem({ kind: "session-expired" });
      reject(toApiError(xhr.status, parsed));
    });
    xhr.addEventListener("error", () => reject(new NetworkError(new Error("upload failed"))));
    xhr.addEventListener("timeout", () => reject(new UploadTimeoutError()));
    xhr.addEventListener("abort", () => reject(new DOMException("Upload aborted", "AbortError")));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

export class UploadTimeoutError extends Error {
  constructor() {
    super("upload timed out");
    this.name = "UploadTimeoutError";
  }
}
