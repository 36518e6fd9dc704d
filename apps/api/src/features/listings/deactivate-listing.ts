import type { UntypedHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { canDeactivate } from "@griya/domain/listing-rules";
import { authOf } from "../../auth/authenticate.js";
import type { AppDb } from "../../db/client.js";
import { validationFailed } from "../../http/http-error.js";
import { findOwnListing } from "./own-listing.js";
import { presentListingAction } from "./present-listing-action.js";

export const NOT_ACTIVE = "Hanya listing aktif yang dapat dinonaktifkan.";

/** POST /api/listings/deactivate {uuid}: an ACTIVE listing moves to Lampau, freeing its slot; nothing is refunded. */
export const deactivateListing: UntypedHandler = async (request) => {
  const { userId } = authOf(request);
  const { uuid } = request.body as { uuid: string };
  const data = await request.server.database.db.transaction(async (tx) => {
    const listing = await findOwnListing(tx, userId, uuid, true);
    if (!canDeactivate(listing.status)) throw validationFailed({ uuid: [NOT_ACTIVE] });
    await tx.execute(sql`
      UPDATE listings SET status = 'INACTIVE', deactivated_at = now(), updated_at = now() WHERE id = ${listing.id}`);
    return presentListingAction(tx, listing.id);
  });
  return { data };
};
