import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows-of.js";
import { enforceRateLimit } from "../../rate-limit/rate-limit.js";
import { cleanHelpComment } from "./help-comment.js";

type Body = { topic: string; helpful: boolean; comment?: string | null };

/**
 * POST /api/help/feedback: "Apakah artikel ini membantu?" (the contract checks the topic and the comment's
 * length). Stored anonymously: no token is read and nothing about the visitor is kept, only what they said,
 * cleaned of contact details and live links. Limited per client address so a script cannot skew the counts.
 */
export const submitHelpFeedback: OperationHandler<"submitHelpFeedback"> = async (request, reply) => {
  const body = request.body as Body;
  await enforceRateLimit(request, "helpFeedback", body.topic);
  const [row] = await rowsOf<{ uuid: string }>(request.server.database.db, sql`
    INSERT INTO help_feedback (topic, helpful, comment)
    VALUES (${body.topic}, ${body.helpful}, ${cleanHelpComment(body.comment)})
    RETURNING uuid::text AS uuid`);
  return reply.code(201).send({ data: { uuid: row!.uuid } });
};
