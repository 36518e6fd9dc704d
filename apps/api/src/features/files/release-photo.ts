import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { releaseFormKey } from "../../kernels/files/photo-repository.js";

/**
 * POST /api/file_content/release_photo {photo_uuid, form_key} (x-addition): the form removed the photo, so it no
 * longer counts under that key. A saved listing keeps the photo until the form is saved without it.
 */
export const releasePhoto: OperationHandler<"releasePhoto"> = async (request) => {
  const { userId } = authOf(request);
  const { photo_uuid: uuid, form_key: formKey } = request.body;
  if (!(await releaseFormKey(request.server.database.db, uuid, userId, formKey))) return notFound();
  return { data: { success: true } };
};
