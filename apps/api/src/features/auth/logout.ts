import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { securityEvent } from "../../platform/http/security-event.js";
import { revokeSession } from "./session-repository.js";

/** Revokes the token used for this request; other devices stay logged in. */
export const logout: OperationHandler<"logout"> = async (request) => {
  const { userId, tokenId } = authOf(request);
  await revokeSession(request.server.database.db, tokenId);
  securityEvent(request, "session_revoked", { userId });
  return { data: { success: true } };
};
