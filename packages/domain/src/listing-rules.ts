// Listing rules (docs/product/listings.md): field rules per property type, statuses and the
// actions each allows, expiry, the activation/repost refusal order, ownership and listing types.
import { LISTING_EXPIRY_DAYS } from "./constants";
import { type ErrorCode, type ErrorCodeFields } from "./error-codes";

// Field rules ------------------------------------------------------------------------------------------

export const FIELD_RULE_TYPES = [
  "BEDROOM",
  "BATHROOM",
  "UNIT_BLOCK",
  "LAND_SIZE",
  "TOTAL_FLOOR",
  "FLOOR",
  "BUILDING_SIZE",
  "ELECTRICAL_POWER",
  "HOEK",
  "FURNISHING_STATUS",
] as const;
export type FieldRuleType = (typeof FIELD_RULE_TYPES)[number];

/** The form fields each rule type governs; UNIT_BLOCK covers two inputs. */
export const FIELD_RULE_FIELDS = {
  BEDROOM: ["bedroom"],
  BATHROOM: ["bathroom"],
  UNIT_BLOCK: ["block_number", "unit_number"],
  LAND_SIZE: ["land_size"],
  TOTAL_FLOOR: ["total_floor"],
  FLOOR: ["floor"],
  BUILDING_SIZE: ["building_size"],
  ELECTRICAL_POWER: ["electrical_power"],
  HOEK: ["hoek"],
  FURNISHING_STATUS: ["furnishing_status_id"],
} as const satisfies Record<FieldRuleType, readonly string[]>;
export type RuledField = (typeof FIELD_RULE_FIELDS)[FieldRuleType][number];
export const RULED_FIELDS = FIELD_RULE_TYPES.flatMap((type) => FIELD_RULE_FIELDS[type]) as readonly RuledField[];

/** One row of the base data's `field_rules`. */
export type FieldRule = {
  type: string;
  property_type_id: number;
  allowed: boolean;
  required: boolean;
};

export type FieldVisibility = { allowed: boolean; required: boolean };

export function isFieldRuleType(value: unknown): value is FieldRuleType {
  return typeof value === "string" && (FIELD_RULE_TYPES as readonly string[]).includes(value);
}

/**
 * Which ruled fields the form shows (allowed) and demands (required) for a property type. A rule type with no
 * row for the property type is hidden: the seeded rules list every type a property type uses. `required`
 * implies `allowed`, so a required field is never hidden. Unknown rule types are ignored.
 */
export function fieldVisibility(
  rules: readonly FieldRule[],
  propertyTypeId: number | null | undefined,
): Record<RuledField, FieldVisibility> {
  const out = Object.fromEntries(RULED_FIELDS.map((field) => [field, { allowed: false, required: false }])) as Record<
    RuledField,
    FieldVisibility
  >;
  if (propertyTypeId === null || propertyTypeId === undefined) return out;
  for (const rule of rules) {
    if (rule.property_type_id !== propertyTypeId || !isFieldRuleType(rule.type)) continue;
    const visibility = { allowed: rule.allowed || rule.required, required: rule.required };
    for (const field of FIELD_RULE_FIELDS[rule.type]) out[field] = { ...visibility };
  }
  return out;
}

// Statuses and the actions they allow ------------------------------------------------------------------

export const LISTING_STATUSES = ["DRAFT", "ACTIVE", "INACTIVE"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export function isListingStatus(value: unknown): value is ListingStatus {
  return typeof value === "string" && (LISTING_STATUSES as readonly string[]).includes(value);
}

/** Activation takes a draft or an expired/deactivated listing. */
export const canActivate = (status: ListingStatus): boolean => status === "DRAFT" || status === "INACTIVE";
/** Only an active listing is reposted (and only one can be deactivated). */
export const canRepost = (status: ListingStatus): boolean => status === "ACTIVE";
export const canDeactivate = (status: ListingStatus): boolean => status === "ACTIVE";

// Expiry -----------------------------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;

/** expires_at after an activation or repost at `from`: exactly 120 × 24 h later (an instant, not a date). */
export function listingExpiry(from: Date): Date {
  return new Date(from.getTime() + LISTING_EXPIRY_DAYS * DAY_MS);
}

/** Expired once `now` reaches `expiresAt`; a listing without an expiry (a draft) never expires. */
export function isListingExpired(expiresAt: Date | null | undefined, now: Date): boolean {
  return expiresAt !== null && expiresAt !== undefined && now.getTime() >= expiresAt.getTime();
}

// Activation and repost checks --------------------------------------------------------------------------

export type ListingAction = "activate" | "repost";

export type ActivationContext = {
  membershipActive: boolean;
  /** Listings active now, the one being reposted included. */
  activeListings: number;
  /** Active-listing slots the agent holds. */
  quota: number;
  /** Spendable coins. */
  coins: number;
  requiredCoins: number;
};

export type ActivationCheck =
  | { ok: true }
  | ({ ok: false; code: ErrorCode } & Required<
      Pick<ErrorCodeFields, "coins_remaining" | "required_coins" | "listing_slot">
    >);

const CODES = {
  activate: { membership: 1002, slot: 1003, coins: 1001 },
  repost: { membership: 1005, slot: 1006, coins: 1004 },
} as const satisfies Record<ListingAction, Record<"membership" | "slot" | "coins", ErrorCode>>;

/**
 * The first refusal in the documented order (membership, slot, coins;
 * docs/product/listings.md#actions-and-their-checks) or `{ ok: true }`. Activation needs a free slot (active < quota);
 * a repost keeps its own slot, so it is refused only when active exceeds quota (slots shrank after a plan change).
 */
export function activationCheck(context: ActivationContext, action: ListingAction): ActivationCheck {
  const codes = CODES[action];
  const refuse = (code: ErrorCode): ActivationCheck => ({
    ok: false,
    code,
    coins_remaining: context.coins,
    required_coins: context.requiredCoins,
    listing_slot: context.quota,
  });
  if (!context.membershipActive) return refuse(codes.membership);
  const slotFull =
    action === "activate" ? context.activeListings >= context.quota : context.activeListings > context.quota;
  if (slotFull) return refuse(codes.slot);
  if (context.coins < context.requiredCoins) return refuse(codes.coins);
  return { ok: true };
}

/** Total coins of a bulk repost (all or none, so the whole cost is checked first). */
export function bulkRepostCost(count: number, perRepost: number): number {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`bulkRepostCost: bad count ${count}`);
  if (!Number.isSafeInteger(perRepost) || perRepost < 0) throw new RangeError(`bulkRepostCost: bad cost ${perRepost}`);
  return count * perRepost;
}

// Ownership and listing types ----------------------------------------------------------------------------

export const OWNERSHIPS = ["OWNED_BY_USER", "REPRESENTED_BY_USER", "MANAGED_BY_USER"] as const;
export type Ownership = (typeof OWNERSHIPS)[number];

/** Label and the extra name each ownership asks for (owner_name for an intermediary, company_name for a company). */
export const OWNERSHIP_OPTIONS = {
  OWNED_BY_USER: { label: "Milik sendiri", asks: null },
  REPRESENTED_BY_USER: { label: "Perantara (milik orang lain)", asks: "owner_name" },
  MANAGED_BY_USER: { label: "Milik perusahaan", asks: "company_name" },
} as const satisfies Record<Ownership, { label: string; asks: "owner_name" | "company_name" | null }>;
export const DEFAULT_OWNERSHIP: Ownership = "OWNED_BY_USER";

export function isOwnership(value: unknown): value is Ownership {
  return typeof value === "string" && (OWNERSHIPS as readonly string[]).includes(value);
}

/** The extra name field an ownership asks for, or null. */
export function ownershipNameField(ownership: Ownership): "owner_name" | "company_name" | null {
  return OWNERSHIP_OPTIONS[ownership].asks;
}

export const LISTING_TYPES = ["S", "R"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];
export const LISTING_TYPE_LABELS = { S: "Dijual", R: "Disewa" } as const satisfies Record<ListingType, string>;

export function isListingType(value: unknown): value is ListingType {
  return typeof value === "string" && (LISTING_TYPES as readonly string[]).includes(value);
}
