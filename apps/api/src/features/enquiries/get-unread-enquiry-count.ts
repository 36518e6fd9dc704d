import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { authOf } from "../../auth/authenticate.js";
import { rowsOf } from "../../db/rows-of.js";

/** GET /api/enquiries/unread_count: the caller's enquiries neither read nor archived. */
export const getUnreadEnquiryCount: OperationHandler<"getUnreadEnquiryCount"> = async (request) => {
  const { userId } = authOf(request);
  const rows = await rowsOf<{ count: number }>(
    request.server.database.db,
    sql`
    SELECT count(*)::int AS count FROM enquiries
    WHERE agent_user_id = ${userId} AND read_at IS NULL AND archived_at IS NULL`,
  );
  return { data: { count: rows[0]?.count ?? 0 } };
};
