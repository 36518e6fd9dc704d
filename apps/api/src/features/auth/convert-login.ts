import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { securityEvent } from "../../platform/http/security-event.js";
import { markAsAgent } from "./account-repository.js";
import { checkCredentials, credentialsRefusal } from "./check-credentials.js";
import { issueSession } from "./issue-session.js";

/**
 * Turns a non-agent account (users.is_agent = false) into an agent account and logs it in; an agent account
 * just logs in, so a repeated call is harmless. Agent data (type, office …) is completed in the profile.
 */
export const convertLogin: OperationHandler<"convertLogin"> = async (request) => {
  const { email, password, remember = false } = request.body;
  const checked = await checkCredentials(request, email, password);
  if (!checked.ok) return credentialsRefusal(checked.reason);
  const { user } = checked;
  if (!user.is_agent) {
    await markAsAgent(request.server.database.db, user.id);
  }
  const session = await issueSession(request, user.id, remember);
  securityEvent(request, "login_succeeded", { userId: user.id });
  return { data: session };
};
