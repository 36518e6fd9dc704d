import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { authOf } from "../../auth/authenticate.js";
import { rowsOf } from "../../db/rows-of.js";
import { readAppSetting } from "../profile/read-app-setting.js";
import { findUserWithMembership } from "../user/user-repository.js";
import { decideMembershipActions } from "./membership-actions.js";

type MembershipRules = { upgrade_min_remaining_days: number };

/** GET /api/memberships/actions: buy / renew / upgrade, each allowed or not with an Indonesian message. */
export const getMembershipActions: OperationHandler<"getMembershipActions"> = async (request) => {
  const { userId } = authOf(request);
  const { db } = request.server.database;
  const [found, rules, facts] = await Promise.all([
    findUserWithMembership(db, userId),
    readAppSetting<MembershipRules>(db, "membership_rules"),
    rowsOf<{ queued: boolean; higher: boolean }>(
      db,
      sql`
      SELECT
        EXISTS (SELECT 1 FROM memberships WHERE user_id = ${userId}::int AND started_at > now()) AS queued,
        EXISTS (SELECT 1 FROM membership_tiers t
          WHERE t.code <> 'TRIAL' AND t.price > (
            SELECT ct.price FROM memberships m JOIN membership_tiers ct ON ct.code = m.tier
            WHERE m.user_id = ${userId}::int AND m.started_at <= now()
            ORDER BY (m.expires_at > now()) DESC, m.expires_at DESC LIMIT 1)) AS higher`,
    ),
  ]);
  const m = found?.membership;
  return {
    data: decideMembershipActions({
      membership: m ? { tier: m.tier, expiresAt: new Date(m.expires_at) } : undefined,
      hasQueuedRenewal: facts[0]?.queued ?? false,
      higherTierExists: facts[0]?.higher ?? false,
      upgradeMinRemainingDays: rules.upgrade_min_remaining_days,
      now: new Date(),
    }),
  };
};
