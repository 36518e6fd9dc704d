import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { countOwnerProjects, findOwnerProjects, userExists } from "./owner-projects-repository.js";

const PER_PAGE = 30;

/** GET /api/v2/projects/owner/{id}: one page of an owner's projects, newest first. */
export const listProjectsByOwner: OperationHandler<"listProjectsByOwner"> = async (request) => {
  const { id } = request.params;
  const { page = 1 } = request.query;
  const { db } = request.server.database;
  if (!(await userExists(db, id))) return notFound("Pemilik proyek tidak ditemukan.");
  const offset = Math.min(page - 1, 1_000_000) * PER_PAGE;
  const rows = await findOwnerProjects(db, id, { limit: PER_PAGE, offset });
  // Past the last page there are no rows to carry the window count: count separately then.
  const total = rows[0]?.total ?? (page > 1 ? await countOwnerProjects(db, id) : 0);
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
