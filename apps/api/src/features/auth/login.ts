import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { securityEvent } from "../../platform/http/security-event.js";
import { refuse } from "../../platform/openapi/refusal.js";
import { ACCOUNT_MESSAGES } from "./account-messages.js";
import { checkCredentials, credentialsRefusal } from "./check-credentials.js";
import { issueSession } from "./issue-session.js";

export { WRONG_CREDENTIALS } from "./check-credentials.js";

export const loginAgent: OperationHandler<"loginAgent"> = async (request) => {
  const { email, password, remember = false } = request.body;
  const checked = await checkCredentials(request, email, password);
  if (!checked.ok) return credentialsRefusal(checked.reason);
  const { user } = checked;
  if (!user.is_agent) {
    securityEvent(request, "login_failed", { reason: "not_agent", userId: user.id });
    return refuse(403, { errors: ACCOUNT_MESSAGES.notAgent, needs_conversion: true });
  }
  const session = await issueSession(request, user.id, remember);
  securityEvent(request, "login_succeeded", { userId: user.id });
  return { data: session };
};
