// Membership tiers and how they are shown (docs/product/memberships.md#tiers).

export const MEMBERSHIP_TYPES = ["TRIAL", "SILVER", "GOLD", "PLATINUM"] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

/** Paid tiers, cheapest first (TRIAL is granted, never bought). */
export const PAID_MEMBERSHIP_TYPES = ["SILVER", "GOLD", "PLATINUM"] as const satisfies readonly MembershipType[];
export type PaidMembershipType = (typeof PAID_MEMBERSHIP_TYPES)[number];

export const TIER_DISPLAY_NAMES = {
  TRIAL: "Trial",
  SILVER: "Starter",
  GOLD: "Pro",
  PLATINUM: "Executive",
} as const satisfies Record<MembershipType, string>;

export const NO_MEMBERSHIP_LABEL = "Belum ada membership";

export function isMembershipType(value: unknown): value is MembershipType {
  return typeof value === "string" && (MEMBERSHIP_TYPES as readonly string[]).includes(value);
}

export function isPaidMembershipType(value: unknown): value is PaidMembershipType {
  return typeof value === "string" && (PAID_MEMBERSHIP_TYPES as readonly string[]).includes(value);
}

export function tierDisplayName<T extends MembershipType>(type: T): (typeof TIER_DISPLAY_NAMES)[T] {
  return TIER_DISPLAY_NAMES[type];
}

/** The label of a user's membership card: the tier name, or "Belum ada membership" when there is none. */
export function membershipLabel(membership: { type: MembershipType } | null | undefined): string {
  return membership ? tierDisplayName(membership.type) : NO_MEMBERSHIP_LABEL;
}
