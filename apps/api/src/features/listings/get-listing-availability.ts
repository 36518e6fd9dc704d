import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { coinPrice, listingAvailability } from "./listing-repository.js";

/** GET /api/listings/availability: active listings against the quota, and what the coin actions cost. */
export const getListingAvailability: OperationHandler<"getListingAvailability"> = async (request) => {
  const { userId } = authOf(request);
  const { db } = request.server.database;
  const [a, activation, repost] = await Promise.all([
    listingAvailability(db, userId),
    coinPrice(db, "ACTIVATE_LISTING"),
    coinPrice(db, "REPOST_LISTING"),
  ]);
  return {
    data: { current_amount: a.currentAmount, quota: a.quota, activation_coins: activation, repost_coins: repost },
  };
};
