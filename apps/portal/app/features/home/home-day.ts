// What the home makes of the summary: days left, which action a block offers, where a listing opens.
import { pathTo } from "../../paths";
import type { Membership } from "../../lib/current-user";
import type { HomeSummary } from "./queries";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until `at`, rounded up (a listing ending in 2 h ends "today", 0); never below 0. */
export function daysUntil(at: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(at) - now) / DAY_MS));
}

export type MembershipAction = "buy" | "upgrade" | "renew";

/**
 * The membership block's one action: none or ended → buy one; Trial → upgrade (the guards send Trial members to
 * /upgrade from the other purchase pages); a paid tier in force → renew.
 */
export function membershipAction(membership: Membership | null): { action: MembershipAction; href: string } {
  if (!membership || !membership.is_active) return { action: "buy", href: pathTo("product") };
  if (membership.type === "TRIAL") return { action: "upgrade", href: pathTo("upgrade") };
  return { action: "renew", href: pathTo("renewal") };
}

export type SlotAction = "add" | "buy" | "buyMembership";

/** A free slot → add a listing; all in use → buy slots; no quota at all (no membership) → buy a membership. */
export function slotAction(slots: NonNullable<HomeSummary["slots"]>): { action: SlotAction; href: string } {
  if (slots.quota === 0) return { action: "buyMembership", href: pathTo("product") };
  if (slots.current_amount < slots.quota) return { action: "add", href: pathTo("listingAdd") };
  return { action: "buy", href: pathTo("listingAvailability") };
}

/** Coins can be bought with a paid membership in force; otherwise the block opens the coin pages. */
export function coinAction(membership: Membership | null): { action: "buy" | "open"; href: string } {
  return membership?.is_active && membership.type !== "TRIAL"
    ? { action: "buy", href: pathTo("coin") }
    : { action: "open", href: pathTo("coinPurchase") };
}

const CATEGORY_OF_STATUS = { ACTIVE: null, DRAFT: "draft", INACTIVE: "inactive" } as const;

/**
 * My listings searched for one listing number, in the tab of its status: its card, with the Aksi menu (repost,
 * schedule), is the only one shown.
 */
export function myListingPath(listing: { listing_number: string; status?: keyof typeof CATEGORY_OF_STATUS }): string {
  const params = new URLSearchParams();
  const category = CATEGORY_OF_STATUS[listing.status ?? "ACTIVE"];
  if (category) params.set("category", category);
  params.set("q", listing.listing_number);
  return `${pathTo("myListings")}?${params.toString()}`;
}

/** My listings' Aktif tab, the listings that end soonest first. */
export const EXPIRING_FIRST_PATH = `${pathTo("myListings")}?sort=expired&order=asc`;

/** Where the summary stands: read, still being read, or failed. */
export type SummaryState = "ready" | "loading" | "unavailable";

/**
 * The state of one block: its part when the summary has it; "unavailable" when the summary came without that part
 * (the server could not read it) or failed altogether; "loading" while the summary is still being read.
 */
export function partState(part: unknown, summary: SummaryState): SummaryState {
  if (part !== null && part !== undefined) return "ready";
  return summary === "loading" ? "loading" : "unavailable";
}
