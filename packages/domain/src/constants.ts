// Business constants and limits, each written on its docs/product/ page (the planned features' numbers:
// docs/product/README.md#planned). Prices, quotas and package durations are NOT here: they live in seeded, editable
// data (docs/product/README.md#keeping-these-pages-true), so the business can tune them without a release.

// Listings
export const LISTING_EXPIRY_DAYS = 120;
export const MAX_PHOTOS = 15;
export const MIN_PHOTOS = 1;
export const MAX_VIDEOS = 5;
export const DEFAULT_LISTING_TYPE = "S";
export const DEFAULT_LISTING_STATUS = "DRAFT";

// Memberships, coins, referral
export const REFERRAL_REWARD_COINS = 20;
/** What the referral reward is worth: 20 coins = Rp 40.000 (docs/product/time-and-money.md#money). */
export const REFERRAL_REWARD_RUPIAH = 40_000;
export const COIN_TRANSFER_MIN = 10;
export const COIN_TRANSFER_NOTES_MAX = 160;

// Identity documents and forms
export const KTP_LENGTH = 16;
export const NPWP_MAX = 15;
export const LOAN_TENURE_MIN_YEARS = 1;
export const LOAN_TENURE_MAX_YEARS = 30;
/** OTP codes are 6 digits (docs/product/accounts-and-security.md#the-phone-and-its-one-time-code). */
export const OTP_LENGTH = 6;

// Money
export const VAT_PERCENT = 11;
const RENTAL_BOOKING_FEE_PERCENT = 5;
/** The rest of the rent, paid to the owner at handover. */
export const RENTAL_OWNER_SHARE_PERCENT = 100 - RENTAL_BOOKING_FEE_PERCENT;
/** Number of instalments offered; 24 only for 2-year rentals. */
export const INSTALLMENT_OPTIONS = [6, 12, 24] as const;

// Paging
export const FEATURED_AGENT_PAGE_SIZE = 30;
export const BULK_REPOST_PAGE_SIZE = 50;
export const BULK_REPOST_SEARCH_PAGE_SIZE = 30;

// Client runtime
export const AUTH_COOKIE_DAYS = 365;
export const DEFAULT_TIME_ZONE = "Asia/Jakarta";
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Widths in CSS pixels: three layout steps, plus the mobile and desktop thresholds. */
export const BREAKPOINTS = {
  small: 427,
  medium: 769,
  large: 1023,
  mobile: 768,
  desktop: 1366,
} as const;

// Orders
export const ORDER_STATUS_FILTERS = ["on_going", "completed"] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

// My listings: sort options and category tabs. The one table of both: the portal's URL state, sort select and
// tabs, and the API's category → status filter read it.
export type SortOption = "newest" | "oldest" | "highestPrice" | "lowestPrice" | "expiredOldest" | "expiredNewest";

/** Each option as the catalog API (GET /api/v2/catalog/items) takes it, with its Indonesian label. */
export const SORT_OPTIONS = {
  newest: { sort: "date", order: "desc", label: "Terbaru" },
  oldest: { sort: "date", order: "asc", label: "Terlama" },
  highestPrice: { sort: "price", order: "desc", label: "Harga tertinggi" },
  lowestPrice: { sort: "price", order: "asc", label: "Harga terendah" },
  expiredOldest: { sort: "expired", order: "asc", label: "Berakhir paling cepat" },
  expiredNewest: { sort: "expired", order: "desc", label: "Berakhir paling lama" },
} as const satisfies Record<SortOption, { sort: "date" | "price" | "expired"; order: "asc" | "desc"; label: string }>;
export const SORT_OPTION_KEYS = Object.keys(SORT_OPTIONS) as SortOption[];
export const DEFAULT_SORT: SortOption = "newest";

export type ListingCategory = "active" | "draft" | "inactive";
/** The My-listings tabs in order, each with the listing status it shows (docs/product/listings.md#states). */
export const LISTING_CATEGORIES = [
  { value: "active", status: "ACTIVE", label: "Aktif" },
  { value: "draft", status: "DRAFT", label: "Draft" },
  { value: "inactive", status: "INACTIVE", label: "Lampau" },
] as const satisfies readonly { value: ListingCategory; status: "ACTIVE" | "DRAFT" | "INACTIVE"; label: string }[];
export const DEFAULT_LISTING_CATEGORY: ListingCategory = "active";
