import { useEffect, useRef, type Dispatch } from "react";
import { useTranslation } from "react-i18next";
import type { PhotoManagerAction } from "./photo-manager-reducer";
import { thumbnailUrl, uploadsToStart, type PendingUpload } from "./photo-manager-state";
import { describeUploadFailure, uploadListingPhoto } from "./photo-upload";
import "../../../locales/listing-form-media";

/** Parallel uploads: enough to use the line, few enough that each still progresses on a patchy connection. */
const UPLOAD_CONCURRENCY = 3;

export type PhotoUploadsOptions = {
  uploads: PendingUpload[];
  dispatch: Dispatch<PhotoManagerAction>;
  /** Sent as the multipart field `form_key` with every upload. */
  formKey: string;
  max: number;
};

/**
 * Runs the photo manager's uploads, at most three at a time, and reports each one's progress and end to its
 * reducer; all stop when the manager goes. Returns how to stop one that is running.
 */
export function usePhotoUploads({ uploads, dispatch, formKey, max }: PhotoUploadsOptions) {
  const { t } = useTranslation();
  const controllers = useRef(new Map<string, AbortController>());

  function startUpload(item: PendingUpload) {
    if (controllers.current.has(item.id)) return;
    const controller = new AbortController();
    controllers.current.set(item.id, controller);
    dispatch({ type: "start", id: item.id });
    uploadListingPhoto(item.file, formKey, {
      signal: controller.signal,
      onProgress: (percent) => dispatch({ type: "progress", id: item.id, percent }),
    }).then(
      (answer) => {
        controllers.current.delete(item.id);
        const src = thumbnailUrl(answer);
        const photo = { uuid: answer.photo_uuid, src, isPrimary: false, fileName: item.file.name };
        const fullMessage = t("listingFormMedia.photos.maxPhotosExceeded", { max });
        dispatch({ type: "stored", id: item.id, photo, max, fullMessage });
      },
      (failure: unknown) => {
        controllers.current.delete(item.id);
        const described = describeUploadFailure(failure);
        if (!described) return;
        dispatch({ type: "fail", id: item.id, error: described.message, retryable: described.retryable });
      },
    );
  }

  useEffect(() => {
    for (const uploadId of uploadsToStart(uploads, UPLOAD_CONCURRENCY)) {
      const item = uploads.find((upload) => upload.id === uploadId);
      if (item) startUpload(item);
    }
  });

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  return (uploadId: string) => {
    controllers.current.get(uploadId)?.abort();
    controllers.current.delete(uploadId);
  };
}
