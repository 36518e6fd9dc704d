import type { OperationHandler } from "../../openapi/operation-handler.js";
import { ENQUIRY_LIMITS } from "@griya/domain/enquiry-rules";
import { sql, type SQL } from "drizzle-orm";
import { authOf } from "../../auth/authenticate.js";
import { rowsOf } from "../../db/rows-of.js";
import { selectEnquiries } from "./enquiry-view.js";

type Query = { archive?: boolean; read?: boolean; page?: number };

/**
 * The filter of an inbox tab, written as the partial indexes of 0015 are ("Semua": archive=false, "Belum
 * dibaca": archive=false&read=false, "Diarsipkan": archive=true), so each tab walks its index newest first.
 */
function tabFilter(userId: number, q: Query): SQL {
  const parts: SQL[] = [sql`e.agent_user_id = ${userId}`];
  if (q.archive === false) parts.push(sql`e.archived_at IS NULL`);
  if (q.archive === true) parts.push(sql`e.archived_at IS NOT NULL`);
  if (q.read === false) parts.push(sql`e.read_at IS NULL`);
  if (q.read === true) parts.push(sql`e.read_at IS NOT NULL`);
  return sql.join(parts, sql` AND `);
}

/** GET /api/enquiries: a page of the caller's leads, newest activity first, 20 a page. */
export const listEnquiries: OperationHandler<"listEnquiries"> = async (request) => {
  const { userId } = authOf(request);
  const query = request.query;
  const page = query.page ?? 1;
  const perPage = ENQUIRY_LIMITS.perPage;
  const where = tabFilter(userId, query);
  const { db } = request.server.database;
  const [counted] = await rowsOf<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM enquiries e WHERE ${where}`,
  );
  const total = counted?.total ?? 0;
  const data =
    total === 0
      ? []
      : await selectEnquiries(
          db,
          request.server.publicFiles,
          where,
          sql`ORDER BY e.last_message_at DESC, e.uuid DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
        );
  return {
    data,
    meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
};
