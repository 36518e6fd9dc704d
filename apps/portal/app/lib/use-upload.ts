import { NetworkError, ValidationError } from "@griya/api-client/errors";
import { ERROR_MESSAGES } from "@griya/domain/error-codes";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { reportApiError } from "./report-api-error";
import { UploadTimeoutError, uploadWithProgress } from "./upload";

/**
 * The upload timeout (docs/product/files-and-photos.md#in-the-portal): generous, a 10 MB photo on a slow mobile
 * connection.
 */
const UPLOAD_TIMEOUT_MS = 120_000;

export type UploadState<T> = {
  upload: (body: FormData) => Promise<T | undefined>;
  /** 0–100 while sending, null otherwise. */
  progress: number | null;
  uploading: boolean;
  /** The message to show on the file field (470 text, timeout, connection), null when none. */
  error: string | null;
  reset: () => void;
};

/**
 * A multipart POST with real upload progress (XMLHttpRequest) through the /api proxy. Field problems (470), timeouts
 * and lost connections are returned as `error` for the field; 401 and 5xx go through the global handling.
 */
export function useUpload<T>(path: string, field: string): UploadState<T> {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: FormData) =>
      uploadWithProgress<T>(path, body, { onProgress: setProgress, timeoutMs: UPLOAD_TIMEOUT_MS }),
    meta: { silent: true },
    onMutate: () => {
      setError(null);
      setProgress(0);
    },
    onSettled: () => setProgress(null),
    onError: (failure) => {
      if (failure instanceof ValidationError) {
        setError(failure.errors[field]?.join(" ") ?? Object.values(failure.errors).flat().join(" ") ?? failure.message);
      } else if (failure instanceof UploadTimeoutError) {
        setError(ERROR_MESSAGES.photoUploadTimeout);
      } else if (failure instanceof NetworkError) {
        setError(ERROR_MESSAGES.photoUploadFailed);
      } else if (!reportApiError(failure)) {
        setError(ERROR_MESSAGES.photoUploadFailed);
      }
    },
  });
  return {
    upload: async (body) => {
      try {
        return await mutation.mutateAsync(body);
      } catch {
        return undefined;
      }
    },
    progress,
    uploading: mutation.isPending,
    error,
    reset: () => {
      setError(null);
      mutation.reset();
    },
  };
}
