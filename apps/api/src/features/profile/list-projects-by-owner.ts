import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows-of.js";
import { notFound } from "../../http/http-error.js";

const PER_PAGE = 30;

type ProjectRow = {
  uuid: string;
  name: string;
  created_at: Date;
  city: { id: string; name: string; province_id: string } | null;
  total: number;
};

/** GET /api/v2/projects/owner/{id}: one page of an owner's projects, newest first. */
export const listProjectsByOwner: OperationHandler<"listProjectsByOwner"> = async (request) => {
  const { id } = request.params;
  const { page = 1 } = request.query;
  const { db } = request.server.database;
  const owner = await rowsOf<{ id: number }>(db, sql`SELECT id FROM users WHERE id = ${id}::int`);
  if (owner.length === 0) throw notFound("Pemilik proyek tidak ditemukan.");
  const offset = Math.min(page - 1, 1_000_000) * PER_PAGE;
  const rows = await rowsOf<ProjectRow>(
    db,
    sql`
    SELECT p.uuid::text AS uuid, p.name, p.created_at,
      CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name, 'province_id', c.province_id) END AS city,
      count(*) OVER ()::int AS total
    FROM projects p LEFT JOIN cities c ON c.id = p.city_id
    WHERE p.owner_user_id = ${id}::int
    ORDER BY p.created_at DESC, p.uuid
    LIMIT ${PER_PAGE} OFFSET ${offset}`,
  );
  // Past the last page there are no rows to carry the window count: count separately then.
  const total =
    rows[0]?.total ??
    (page > 1
      ? (
          await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM projects WHERE owner_user_id = ${id}::int`)
        )[0]!.n
      : 0);
  return {
    data: rows.map((r) => ({
      uuid: r.uuid,
      name: r.name,
      city: r.city,
      created_at: new Date(r.created_at).toISOString(),
    })),
    meta: { current_page: page, per_page: PER_PAGE, total, last_page: Math.max(1, Math.ceil(total / PER_PAGE)) },
  };
};
