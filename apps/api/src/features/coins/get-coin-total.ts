import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { coinBalance } from "../../kernels/coins/ledger.js";

/** GET /api/coins/total: spendable coins, coins frozen for lack of a membership, and the next expiry. */
export const getCoinTotal: OperationHandler<"getCoinTotal"> = async (request) => {
  const { userId } = authOf(request);
  const b = await coinBalance(request.server.database.db, userId);
  return {
    data: {
      total_coins: b.spendable,
      frozen_coins: b.frozen,
      membership_active: b.membershipActive,
      nearest_expiry: b.nearestExpiry
        ? { expires_at: b.nearestExpiry.expiresAt.toISOString(), coins: b.nearestExpiry.coins }
        : null,
    },
  };
};
