import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { readActionFacts } from "../../kernels/memberships/membership-repository.js";
import { readAppSetting } from "../../kernels/settings/read-app-setting.js";
import { findUserWithMembership } from "../../kernels/auth/user-repository.js";
import { decideMembershipActions } from "../../kernels/memberships/membership-actions.js";
import { clock } from "../../platform/clock.js";

type MembershipRules = { upgrade_min_remaining_days: number };

/** GET /api/memberships/actions: buy / renew / upgrade, each allowed or not with an Indonesian message. */
export const getMembershipActions: OperationHandler<"getMembershipActions"> = async (request) => {
  const { userId } = authOf(request);
  const { db } = request.server.database;
  const [found, rules, facts] = await Promise.all([
    findUserWithMembership(db, userId),
    readAppSetting<MembershipRules>(db, "membership_rules"),
    readActionFacts(db, userId),
  ]);
  const m = found?.membership;
  return {
    data: decideMembershipActions({
      membership: m ? { tier: m.tier, expiresAt: new Date(m.expires_at) } : undefined,
      hasQueuedRenewal: facts.queued,
      higherTierExists: facts.higher,
      upgradeMinRemainingDays: rules.upgrade_min_remaining_days,
      now: clock.now(),
    }),
  };
};
