import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { enforceRateLimit } from "../../platform/rate-limit/rate-limit.js";
import { cleanHelpComment } from "./help-comment.js";
import { insertHelpFeedback } from "./help-repository.js";

/**
 * POST /api/help/feedback: "Apakah artikel ini membantu?" (the contract checks the topic and the comment's
 * length). Stored anonymously: no token is read and nothing about the visitor is kept, only what they said,
 * cleaned of contact details and live links. Limited per client address so a script cannot skew the counts.
 */
export const submitHelpFeedback: OperationHandler<"submitHelpFeedback"> = async (request, reply) => {
  const { body } = request;
  await enforceRateLimit(request, "helpFeedback", body.topic);
  const uuid = await insertHelpFeedback(request.server.database.db, {
    topic: body.topic,
    helpful: body.helpful,
    comment: cleanHelpComment(body.comment),
  });
  return reply.code(201).send({ data: { uuid } });
};
