import type { RouteHandlerMethod } from "fastify";
import { authOf } from "../../auth/authenticate.js";
import { listingAvailability } from "./listing-quota.js";

/** GET /api/listings/availability: active listings against the quota. */
export const getListingAvailability: RouteHandlerMethod = async (request) => {
  const { userId } = authOf(request);
  const a = await listingAvailability(request.server.database.db, userId);
  return { data: { current_amount: a.currentAmount, quota: a.quota } };
};
