import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import type { FastifyReply } from "fastify";
import type { Readable } from "node:stream";
import { authOf } from "../../kernels/auth/authenticate.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { documentKey } from "../../kernels/files/file-keys.js";
import { findOwnPhoto } from "../../kernels/files/photo-repository.js";

const IMMUTABLE = "public, max-age=31536000, immutable";

function sendWebp(reply: FastifyReply, stream: Readable, cacheControl: string) {
  return reply.header("cache-control", cacheControl).type("image/webp").send(stream);
}

/** GET /api/files/avatars/{file}: public; names change with every upload, so caching is forever. */
export const getAvatarFile: OperationHandler<"getAvatarFile"> = async (request, reply) => {
  const { file } = request.params;
  const stream = await request.server.storage.get(`avatars/${file}`);
  if (!stream) return notFound();
  return sendWebp(reply, stream, IMMUTABLE);
};

/** GET /api/files/photos/{file}: listing photos only (documents live under another prefix). */
export const getListingPhotoFile: OperationHandler<"getListingPhotoFile"> = async (request, reply) => {
  const { file } = request.params;
  const stream = await request.server.storage.get(`photos/${file}`);
  if (!stream) return notFound();
  return sendWebp(reply, stream, IMMUTABLE);
};

/** GET /api/files/documents/{photo_uuid}: KTP/NPWP to their owner; anyone else gets the same 404 as "missing". */
export const getDocumentFile: OperationHandler<"getDocumentFile"> = async (request, reply) => {
  const { userId } = authOf(request);
  const { photo_uuid: uuid } = request.params;
  const photo = await findOwnPhoto(request.server.database.db, uuid.toLowerCase(), userId);
  if (!photo || photo.purpose === "listing") return notFound();
  const stream = await request.server.storage.get(documentKey(photo.uuid));
  if (!stream) return notFound();
  return sendWebp(reply, stream, "private, no-store");
};
