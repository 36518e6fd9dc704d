import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { LISTING_NOT_FOUND, ownListing } from "../listings/index.js";
import { readScheduleItems } from "./repost-schedule-repository.js";

/** GET /api/repost_schedules?listing_uuid: the schedule of the caller's own listing (404 for anyone else's). */
export const listRepostSchedules: OperationHandler<"listRepostSchedules"> = async (request) => {
  const { userId } = authOf(request);
  const { listing_uuid } = request.query;
  const { db } = request.server.database;
  const listing = await ownListing(db, userId, listing_uuid);
  if (!listing) return notFound(LISTING_NOT_FOUND);
  return { data: await readScheduleItems(db, listing.id) };
};
