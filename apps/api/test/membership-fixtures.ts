import type { MembershipType } from "@griya/domain/membership";
import type { TierRow } from "../src/kernels/memberships/membership-repository.js";
import type { MembershipState } from "../src/kernels/memberships/membership-state.js";

// Pure tests' fixture: the seeded tiers and a state built from one term.
export const NOW = new Date("2025-06-01T00:00:00Z");
export const inDays = (d: number) => new Date(NOW.getTime() + d * 86_400_000);

export const TIERS = new Map<MembershipType, TierRow>([
  ["TRIAL", { code: "TRIAL", display_name: "Trial", duration_days: 14, listing_slots: 3, bonus_coins: 10, price: 0 }],
  [
    "SILVER",
    {
      code: "SILVER",
      display_name: "Starter",
      duration_days: 365,
      listing_slots: 10,
      bonus_coins: 50,
      price: 1_200_000,
    },
  ],
  [
    "GOLD",
    { code: "GOLD", display_name: "Pro", duration_days: 365, listing_slots: 30, bonus_coins: 150, price: 3_000_000 },
  ],
  [
    "PLATINUM",
    {
      code: "PLATINUM",
      display_name: "Executive",
      duration_days: 365,
      listing_slots: 100,
      bonus_coins: 500,
      price: 7_500_000,
    },
  ],
]);

export function stateWith(
  tier: MembershipType | null,
  expiresInDays = 100,
  extra: Partial<MembershipState> = {},
): MembershipState {
  const current = tier ? { id: 1, tier, startedAt: inDays(-10), expiresAt: inDays(expiresInDays) } : undefined;
  return {
    current,
    lastEnd: current?.expiresAt ?? null,
    hasQueued: false,
    hadPaid: tier !== null && tier !== "TRIAL",
    tiers: TIERS,
    upgradeMinRemainingDays: 30,
    ...extra,
  };
}
