import type { MembershipType } from "@griya/domain/membership";
import type { AppDb } from "../../platform/db/client.js";
import { readAppSetting } from "../settings/read-app-setting.js";
import { loadTerms, loadTiers, type MembershipTerm, type TierRow } from "./membership-repository.js";

export type MembershipState = {
  /** The term in force now, or else the last one that started (ended): what the user endpoint shows. */
  current: MembershipTerm | undefined;
  /** End of the agent's last term, queued renewals included; null without any membership. */
  lastEnd: Date | null;
  /** A renewal already paid for that has not started yet. */
  hasQueued: boolean;
  /** The agent has held a paid tier before (a seeded, bought, renewed or upgraded term). */
  hadPaid: boolean;
  tiers: Map<MembershipType, TierRow>;
  /** app_settings.membership_rules.upgrade_min_remaining_days (30). */
  upgradeMinRemainingDays: number;
};

/** Same choice as findUserWithMembership: the started term in force, else the one that ended last. */
export function currentTerm(terms: MembershipTerm[], now: Date): MembershipTerm | undefined {
  const started = terms.filter((t) => t.startedAt.getTime() <= now.getTime());
  const t = now.getTime();
  return started.sort(
    (a, b) =>
      Number(b.expiresAt.getTime() > t) - Number(a.expiresAt.getTime() > t) ||
      b.expiresAt.getTime() - a.expiresAt.getTime(),
  )[0];
}

/** Reads one after the other: `db` may be a transaction, whose single connection runs one query at a time. */
export async function loadMembershipState(db: AppDb, userId: number, now: Date): Promise<MembershipState> {
  const terms = await loadTerms(db, userId);
  const tiers = await loadTiers(db);
  const rules = await readAppSetting<{ upgrade_min_remaining_days: number }>(db, "membership_rules");
  const lastEnd = terms.reduce<Date | null>((end, t) => (end === null || t.expiresAt > end ? t.expiresAt : end), null);
  return {
    current: currentTerm(terms, now),
    lastEnd,
    hasQueued: terms.some((t) => t.startedAt.getTime() > now.getTime()),
    hadPaid: terms.some((t) => t.tier !== "TRIAL"),
    tiers,
    upgradeMinRemainingDays: rules.upgrade_min_remaining_days,
  };
}
