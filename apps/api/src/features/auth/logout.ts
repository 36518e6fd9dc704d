import { sql } from "drizzle-orm";
import type { RouteHandlerMethod } from "fastify";
import { authOf } from "../../auth/authenticate.js";

/** Revokes the token used for this request; other devices stay logged in. */
export const logout: RouteHandlerMethod = async (request) => {
  const { tokenId } = authOf(request);
  await request.server.database.db.execute(sql`UPDATE auth_tokens SET revoked_at = now() WHERE id = ${tokenId}`);
  return { data: { success: true } };
};
