import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { securityEvent } from "../../http/security-event.js";
import { checkCredentials } from "./check-credentials.js";
import { issueSession } from "./issue-session.js";

type ConvertBody = { email: string; password: string; remember?: boolean };

/**
 * Turns a non-agent account (users.is_agent = false) into an agent account and logs it in; an agent account
 * just logs in, so a repeated call is harmless. Agent data (type, office …) is completed in the profile.
 */
export const convertLogin: OperationHandler<"convertLogin"> = async (request) => {
  const { email, password, remember = false } = request.body as ConvertBody;
  const user = await checkCredentials(request, email, password);
  if (!user.is_agent) {
    await request.server.database.db.execute(sql`UPDATE users SET is_agent = true, updated_at = now() WHERE id = ${user.id}`);
  }
  const session = await issueSession(request, user.id, remember);
  securityEvent(request, "login_succeeded", { userId: user.id });
  return { data: session };
};
