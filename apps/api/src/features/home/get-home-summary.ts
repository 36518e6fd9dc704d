import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import type { FastifyRequest } from "fastify";
import { authOf } from "../../kernels/auth/authenticate.js";
import { coinBalance } from "../../kernels/coins/ledger.js";
import { findEnquiries, presentEnquiry } from "../enquiries/index.js";
import { listingAvailability } from "../listings/index.js";
import { agentRevealsWithin } from "../marketplace/index.js";
import { AGENT_PAGE_REVEALS_WITHIN_DAYS, HOME_ITEMS, expiringListings, failedReposts } from "./home-summary-parts.js";
import { unreadLeadCount, unreadNotificationCount } from "./home-summary-repository.js";

/**
 * One part of the home. A part that fails is logged and answered as null, so the home still shows the others
 * (each block of the page says when its own part could not be read).
 */
async function part<T>(request: FastifyRequest, name: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    request.log.error({ err: error, part: name }, "home summary part failed");
    return null;
  }
}

/**
 * GET /api/home/summary: everything the agent's home shows, in one round trip (agents often work on patchy
 * mobile connections): coins and their nearest expiry, slots in use, the newest unread leads, listings about to
 * move to Lampau, failed scheduled reposts, unread notifications and how often the agent page's WhatsApp number
 * was revealed lately (ADR 0060). Only the caller's own data.
 */
export const getHomeSummary: OperationHandler<"getHomeSummary"> = async (request) => {
  const { userId } = authOf(request);
  const { db } = request.server.database;
  const [coins, slots, leads, expiring, failed, notifications, reveals] = await Promise.all([
    part(request, "coins", async () => {
      const b = await coinBalance(db, userId);
      return {
        total_coins: b.spendable,
        frozen_coins: b.frozen,
        nearest_expiry: b.nearestExpiry
          ? { expires_at: b.nearestExpiry.expiresAt.toISOString(), coins: b.nearestExpiry.coins }
          : null,
      };
    }),
    part(request, "slots", async () => {
      const a = await listingAvailability(db, userId);
      return { current_amount: a.currentAmount, quota: a.quota };
    }),
    part(request, "leads", async () => {
      const [unread, rows] = await Promise.all([
        unreadLeadCount(db, userId),
        findEnquiries(db, { agentUserId: userId, read: false, archived: false }, { limit: HOME_ITEMS, offset: 0 }),
      ]);
      return { unread_count: unread, items: rows.map((r) => presentEnquiry(request.server.publicFiles, r)) };
    }),
    part(request, "expiring_listings", () => expiringListings(db, userId)),
    part(request, "failed_reposts", () => failedReposts(db, userId)),
    part(request, "notifications", async () => ({ unread_count: await unreadNotificationCount(db, userId) })),
    part(request, "agent_page_reveals", async () => ({
      window_days: AGENT_PAGE_REVEALS_WITHIN_DAYS,
      total: await agentRevealsWithin(db, userId, AGENT_PAGE_REVEALS_WITHIN_DAYS),
    })),
  ]);
  return {
    data: {
      coins,
      slots,
      leads,
      expiring_listings: expiring,
      failed_reposts: failed,
      notifications,
      agent_page_reveals: reveals,
    },
  };
};
