import { count, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { projects, users } from "../../platform/db/schema.js";

export async function userExists(db: AppDb, id: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return rows.length > 0;
}

export const OwnerProjectRow = v.object({
  uuid: v.string(),
  name: v.string(),
  created_at: v.string(),
  city: v.nullable(v.object({ id: v.string(), name: v.string(), province_id: v.string() })),
  total: v.number(),
});
export type OwnerProjectRow = v.InferOutput<typeof OwnerProjectRow>;

/** A page of the owner's projects, newest first, each row carrying how many there are in all. */
export function findOwnerProjects(
  db: AppDb,
  ownerId: number,
  page: { limit: number; offset: number },
): Promise<OwnerProjectRow[]> {
  return rowsOf(
    db,
    OwnerProjectRow,
    sql`
    SELECT p.uuid::text AS uuid, p.name, p.created_at,
      CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name, 'province_id', c.province_id) END AS city,
      count(*) OVER ()::int AS total
    FROM projects p LEFT JOIN cities c ON c.id = p.city_id
    WHERE p.owner_user_id = ${ownerId}::int
    ORDER BY p.created_at DESC, p.uuid
    LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

export async function countOwnerProjects(db: AppDb, ownerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projects).where(eq(projects.ownerUserId, ownerId));
  return row!.n;
}
