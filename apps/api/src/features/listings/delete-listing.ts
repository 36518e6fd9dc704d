import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { authOf } from "../../auth/authenticate.js";
import { findOwnListing } from "./own-listing.js";

/** POST /api/listings/delete {uuid}: permanent; photos, facilities and schedules go with it (ON DELETE CASCADE). */
export const deleteListing: OperationHandler<"deleteListing"> = async (request) => {
  const { userId } = authOf(request);
  const { uuid } = request.body as { uuid: string };
  const db = request.server.database.db;
  const listing = await findOwnListing(db, userId, uuid);
  await db.execute(sql`DELETE FROM listings WHERE id = ${listing.id} AND user_id = ${userId}`);
  return { data: { success: true } };
};
