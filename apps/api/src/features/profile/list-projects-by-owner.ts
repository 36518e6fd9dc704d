import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { pageMeta, pagingOf } from "../../platform/http/page-meta.js";
import { countOwnerProjects, findOwnerProjects, userExists } from "./owner-projects-repository.js";

const PER_PAGE = 30;

/** GET /api/v2/projects/owner/{id}: one page of an owner's projects, newest first. */
export const listProjectsByOwner: OperationHandler<"listProjectsByOwner"> = async (request) => {
  const { id } = request.params;
  const { page } = request.query;
  const { db } = request.server.database;
  if (!(await userExists(db, id))) return notFound("Pemilik proyek tidak ditemukan.");
  const paging = pagingOf(page, PER_PAGE);
  const rows = await findOwnerProjects(db, id, paging);
  // Past the last page there are no rows to carry the window count: count separately then.
  const total = rows[0]?.total ?? (paging.page > 1 ? await countOwnerProjects(db, id) : 0);
  return {
    data: rows.map((r) => ({
      uuid: r.uuid,
      name: r.name,
      city: r.city,
      created_at: new Date(r.created_at).toISOString(),
    })),
    meta: pageMeta(paging, total),
  };
};
