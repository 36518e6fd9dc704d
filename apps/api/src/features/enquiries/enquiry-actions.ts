import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import type { FastifyRequest } from "fastify";
import { authOf } from "../../kernels/auth/authenticate.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { changeEnquiry, readOwnEnquiry, removeEnquiry, type OwnEnquiryResult } from "./enquiry-actions-service.js";
import type { EnquiryChange } from "./enquiry-repository.js";
import { ENQUIRY_NOT_FOUND } from "./enquiry-view.js";

// The agent's actions on one lead. Another agent's lead answers 404 like one that does not exist.

function answer(result: OwnEnquiryResult) {
  if (!result.ok) return notFound(ENQUIRY_NOT_FOUND);
  return { data: result.enquiry };
}

function change(request: FastifyRequest, uuid: string, how: EnquiryChange) {
  const { userId } = authOf(request);
  return changeEnquiry(request.server.database.db, request.server.publicFiles, userId, uuid, how).then(answer);
}

/** GET /api/enquiries/{uuid}: one lead (the deep link of the new-lead e-mail). */
export const getEnquiry: OperationHandler<"getEnquiry"> = async (request) => {
  const { userId } = authOf(request);
  const { uuid } = request.params;
  return answer(await readOwnEnquiry(request.server.database.db, request.server.publicFiles, userId, uuid));
};

/** POST /api/enquiries/set_read {uuid, value}: opening a lead marks it read, and that counts as a first response. */
export const setEnquiryRead: OperationHandler<"setEnquiryRead"> = async (request) => {
  const { uuid, value } = request.body;
  return change(request, uuid, value ? "read" : "unread");
};

/** POST /api/enquiries/set_archive {uuid, value}. */
export const setEnquiryArchive: OperationHandler<"setEnquiryArchive"> = async (request) => {
  const { uuid, value } = request.body;
  return change(request, uuid, value ? "archive" : "unarchive");
};

/** POST /api/enquiries/record_reply {uuid, channel}: a reply button was pressed: read, and answered. */
export const recordEnquiryReply: OperationHandler<"recordEnquiryReply"> = async (request) => {
  const { uuid } = request.body;
  return change(request, uuid, "replied");
};

/** DELETE /api/enquiries/{uuid}: the lead and its messages, for good. */
export const deleteEnquiry: OperationHandler<"deleteEnquiry"> = async (request) => {
  const { userId } = authOf(request);
  const { uuid } = request.params;
  const removed = await removeEnquiry(request.server.database.db, userId, uuid);
  if (!removed.ok) return notFound(ENQUIRY_NOT_FOUND);
  return { data: { success: true } };
};
