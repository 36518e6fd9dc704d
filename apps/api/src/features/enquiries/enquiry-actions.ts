import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { authOf } from "../../auth/authenticate.js";
import { rowsOf } from "../../db/rows-of.js";
import { notFound } from "../../http/http-error.js";
import { ENQUIRY_NOT_FOUND, ownEnquiry } from "./enquiry-view.js";

// The agent's actions on one lead. Each changes the caller's own lead only; another agent's answers 404 like one
// that does not exist.

/** Reading or replying is the agent's first response when there was none (the response time). */
const RESPONDED = sql`read_at = coalesce(read_at, now()), first_response_at = coalesce(first_response_at, now())`;

async function updateOwn(request: FastifyRequest, uuid: string, set: SQL) {
  const { userId } = authOf(request);
  const { db } = request.server.database;
  const changed = await rowsOf<{ uuid: string }>(
    db,
    sql`
    UPDATE enquiries SET ${set} WHERE uuid = ${uuid}::uuid AND agent_user_id = ${userId} RETURNING uuid`,
  );
  if (changed.length === 0) throw notFound(ENQUIRY_NOT_FOUND);
  return { data: await ownEnquiry(db, request.server.publicFiles, userId, uuid) };
}

/** GET /api/enquiries/{uuid}: one lead (the deep link of the new-lead e-mail). */
export const getEnquiry: OperationHandler<"getEnquiry"> = async (request) => {
  const { userId } = authOf(request);
  const { uuid } = request.params;
  return { data: await ownEnquiry(request.server.database.db, request.server.publicFiles, userId, uuid) };
};

/** POST /api/enquiries/set_read {uuid, value}: opening a lead marks it read, and that counts as a first response. */
export const setEnquiryRead: OperationHandler<"setEnquiryRead"> = async (request) => {
  const { uuid, value } = request.body;
  return updateOwn(request, uuid, value ? RESPONDED : sql`read_at = NULL`);
};

/** POST /api/enquiries/set_archive {uuid, value}. */
export const setEnquiryArchive: OperationHandler<"setEnquiryArchive"> = async (request) => {
  const { uuid, value } = request.body;
  return updateOwn(request, uuid, value ? sql`archived_at = coalesce(archived_at, now())` : sql`archived_at = NULL`);
};

/** POST /api/enquiries/record_reply {uuid, channel}: a reply button was pressed: read, and answered. */
export const recordEnquiryReply: OperationHandler<"recordEnquiryReply"> = async (request) => {
  const { uuid } = request.body;
  return updateOwn(request, uuid, RESPONDED);
};

/** DELETE /api/enquiries/{uuid}: the lead and its messages, for good. */
export const deleteEnquiry: OperationHandler<"deleteEnquiry"> = async (request) => {
  const { userId } = authOf(request);
  const { uuid } = request.params;
  const deleted = await rowsOf<{ uuid: string }>(
    request.server.database.db,
    sql`
    DELETE FROM enquiries WHERE uuid = ${uuid}::uuid AND agent_user_id = ${userId} RETURNING uuid`,
  );
  if (deleted.length === 0) throw notFound(ENQUIRY_NOT_FOUND);
  return { data: { success: true } };
};
