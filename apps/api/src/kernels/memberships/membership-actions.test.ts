import { describe, expect, it } from "vitest";
import { ACTION_MESSAGES, decideMembershipActions, type MembershipActionsInput } from "./membership-actions.js";

const now = new Date("2025-06-01T00:00:00Z");
const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000);
const decide = (over: Partial<MembershipActionsInput>) =>
  decideMembershipActions({
    membership: undefined,
    hasQueuedRenewal: false,
    higherTierExists: true,
    upgradeMinRemainingDays: 30,
    now,
    ...over,
  });
const flags = (a: ReturnType<typeof decide>) => [a.buy.allowed, a.renew.allowed, a.upgrade.allowed];

describe("decideMembershipActions", () => {
  it("without any membership: buy only", () => {
    const a = decide({});
    expect(flags(a)).toEqual([true, false, false]);
    expect(a).toMatchObject({ membership_type: null, is_active: false, expires_at: null, days_remaining: null });
    expect(a.renew.message).toBe(ACTION_MESSAGES.noMembership);
  });

  it.each([10, 0.5])("a running TRIAL (%i days left) goes to upgrade, whatever remains", (days) => {
    const a = decide({ membership: { tier: "TRIAL", expiresAt: inDays(days) } });
    expect(flags(a)).toEqual([false, false, true]);
    expect(a.upgrade.message).toBe(ACTION_MESSAGES.trialUpgrade);
  });

  it("an ended TRIAL is not a running one: it buys a paid tier (nothing left to upgrade, nothing to renew)", () => {
    const a = decide({ membership: { tier: "TRIAL", expiresAt: inDays(-3) } });
    expect(flags(a)).toEqual([true, false, false]);
    expect(a).toMatchObject({ membership_type: "TRIAL", is_active: false, days_remaining: 0 });
    expect(a.buy.message).toBe(ACTION_MESSAGES.trialEndedBuy);
    expect(a.upgrade.message).toBe(ACTION_MESSAGES.trialEndedUpgrade);
    expect(a.renew.message).toBe(ACTION_MESSAGES.trialRenew);
  });

  it("active paid with more than 30 days: renew and upgrade", () => {
    const a = decide({ membership: { tier: "SILVER", expiresAt: inDays(200) } });
    expect(flags(a)).toEqual([false, true, true]);
    expect(a).toMatchObject({ membership_type: "SILVER", is_active: true, days_remaining: 200 });
  });

  it("upgrade closes once 30 days or fewer remain, pointing to renewal", () => {
    const edge = decide({ membership: { tier: "GOLD", expiresAt: inDays(30) } });
    expect(flags(edge)).toEqual([false, true, false]);
    expect(edge.upgrade.message).toBe(ACTION_MESSAGES.upgradeTooLate(30));
    expect(edge.upgrade.message).toMatch(/lebih dari 30 hari.*perpanjang/);
    const justOver = decide({ membership: { tier: "GOLD", expiresAt: new Date(inDays(30).getTime() + 1000) } });
    expect(justOver.upgrade.allowed).toBe(true);
  });

  it("reads the threshold from the settings", () => {
    expect(
      decide({ membership: { tier: "GOLD", expiresAt: inDays(50) }, upgradeMinRemainingDays: 60 }).upgrade.allowed,
    ).toBe(false);
  });

  it("the top tier cannot upgrade", () => {
    const a = decide({ membership: { tier: "PLATINUM", expiresAt: inDays(300) }, higherTierExists: false });
    expect(a.upgrade).toEqual({ allowed: false, message: ACTION_MESSAGES.topTier });
  });

  it("a queued renewal closes renew", () => {
    const a = decide({ membership: { tier: "SILVER", expiresAt: inDays(20) }, hasQueuedRenewal: true });
    expect(a.renew).toEqual({ allowed: false, message: ACTION_MESSAGES.renewQueued });
  });

  it("expired paid: buy or renew, no upgrade, 0 days remaining", () => {
    const a = decide({ membership: { tier: "GOLD", expiresAt: inDays(-5) } });
    expect(flags(a)).toEqual([true, true, false]);
    expect(a).toMatchObject({ is_active: false, days_remaining: 0 });
  });
});
