import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { authOf } from "../../auth/authenticate.js";
import { securityEvent } from "../../http/security-event.js";

/** Revokes the token used for this request; other devices stay logged in. */
export const logout: OperationHandler<"logout"> = async (request) => {
  const { userId, tokenId } = authOf(request);
  await request.server.database.db.execute(sql`UPDATE auth_tokens SET revoked_at = now() WHERE id = ${tokenId}`);
  securityEvent(request, "session_revoked", { userId });
  return { data: { success: true } };
};
