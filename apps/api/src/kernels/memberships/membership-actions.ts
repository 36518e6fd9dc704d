import type { MembershipType } from "@griya/domain/membership";

const DAY_MS = 86_400_000;

type MembershipAction = { allowed: boolean; message: string };

export type MembershipActionsInput = {
  /** The current membership, or the last one when none is active; undefined when the agent never had one. */
  membership: { tier: MembershipType; expiresAt: Date } | undefined;
  /** A renewal already paid for, waiting for the current term to end. */
  hasQueuedRenewal: boolean;
  /** A paid tier priced above the current one exists. */
  higherTierExists: boolean;
  /** app_settings.membership_rules.upgrade_min_remaining_days (seeded 30; docs/product/memberships.md). */
  upgradeMinRemainingDays: number;
  now: Date;
};

export type MembershipActions = {
  membership_type: MembershipType | null;
  is_active: boolean;
  expires_at: string | null;
  days_remaining: number | null;
  buy: MembershipAction;
  renew: MembershipAction;
  upgrade: MembershipAction;
};

const yes = (message: string): MembershipAction => ({ allowed: true, message });
const no = (message: string): MembershipAction => ({ allowed: false, message });

export const ACTION_MESSAGES = {
  buyFirst: "Pilih paket membership untuk mulai memasang listing.",
  noMembership: "Anda belum memiliki membership. Silakan beli paket membership terlebih dahulu.",
  trialBuy: "Anda menggunakan membership Trial. Silakan upgrade ke paket berbayar.",
  trialRenew: "Membership Trial tidak dapat diperpanjang. Silakan upgrade ke paket berbayar.",
  trialUpgrade: "Upgrade membership Trial Anda ke paket berbayar.",
  trialEndedBuy: "Masa Trial Anda telah berakhir. Pilih paket membership berbayar untuk melanjutkan.",
  trialEndedUpgrade: "Masa Trial Anda telah berakhir. Silakan beli paket membership berbayar.",
  activeBuy: "Anda sudah memiliki membership aktif. Gunakan perpanjangan atau upgrade.",
  renew: "Perpanjang membership Anda: langsung aktif saat pembayaran, atau mulai setelah masa aktif sekarang berakhir.",
  renewQueued: "Perpanjangan membership Anda sudah terjadwal dan akan aktif setelah masa aktif sekarang berakhir.",
  upgrade: "Upgrade ke paket yang lebih tinggi; biaya dihitung sesuai sisa masa aktif membership Anda.",
  topTier: "Anda sudah menggunakan paket membership tertinggi.",
  upgradeTooLate: (days: number) =>
    `Upgrade hanya dapat dilakukan jika masa aktif membership lebih dari ${days} hari. Silakan perpanjang membership Anda.`,
  expiredBuy: "Membership Anda telah berakhir. Pilih paket membership untuk mengaktifkan kembali akun Anda.",
  expiredRenew: "Membership Anda telah berakhir. Perpanjang untuk mengaktifkan kembali listing Anda.",
  expiredUpgrade: "Membership Anda telah berakhir. Silakan perpanjang atau beli paket membership.",
} as const;

/**
 * What the agent may do with memberships now (docs/product/memberships.md#what-an-agent-may-buy-now): a running TRIAL
 * is sent to upgrade; an active paid member renews, and upgrades only while more than upgradeMinRemainingDays remain
 * and a higher tier exists; without an active paid membership the agent buys (or renews an expired paid one). An ended
 * TRIAL is not a running one (ADR 0011): there is nothing left to upgrade, so the agent buys a paid tier at full price.
 */
export function decideMembershipActions(input: MembershipActionsInput): MembershipActions {
  const { membership: m, now } = input;
  if (!m) {
    return {
      membership_type: null,
      is_active: false,
      expires_at: null,
      days_remaining: null,
      buy: yes(ACTION_MESSAGES.buyFirst),
      renew: no(ACTION_MESSAGES.noMembership),
      upgrade: no(ACTION_MESSAGES.noMembership),
    };
  }
  const remainingMs = m.expiresAt.getTime() - now.getTime();
  const isActive = remainingMs > 0;
  const base = {
    membership_type: m.tier,
    is_active: isActive,
    expires_at: m.expiresAt.toISOString(),
    days_remaining: Math.max(0, Math.ceil(remainingMs / DAY_MS)),
  };
  if (m.tier === "TRIAL") {
    return {
      ...base,
      buy: isActive ? no(ACTION_MESSAGES.trialBuy) : yes(ACTION_MESSAGES.trialEndedBuy),
      renew: no(ACTION_MESSAGES.trialRenew),
      upgrade: isActive ? yes(ACTION_MESSAGES.trialUpgrade) : no(ACTION_MESSAGES.trialEndedUpgrade),
    };
  }
  if (!isActive) {
    return {
      ...base,
      buy: yes(ACTION_MESSAGES.expiredBuy),
      renew: yes(ACTION_MESSAGES.expiredRenew),
      upgrade: no(ACTION_MESSAGES.expiredUpgrade),
    };
  }
  const upgrade = !input.higherTierExists
    ? no(ACTION_MESSAGES.topTier)
    : remainingMs > input.upgradeMinRemainingDays * DAY_MS
      ? yes(ACTION_MESSAGES.upgrade)
      : no(ACTION_MESSAGES.upgradeTooLate(input.upgradeMinRemainingDays));
  return {
    ...base,
    buy: no(ACTION_MESSAGES.activeBuy),
    renew: input.hasQueuedRenewal ? no(ACTION_MESSAGES.renewQueued) : yes(ACTION_MESSAGES.renew),
    upgrade,
  };
}
