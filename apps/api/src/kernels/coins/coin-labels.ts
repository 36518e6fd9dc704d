import type { CoinActivity, CoinSource } from "./ledger.js";

/** How the coin screens name where a batch came from. */
export const COIN_SOURCE_LABELS = {
  PURCHASE: "Pembelian",
  MEMBERSHIP_BONUS: "Bonus membership",
  REFERRAL: "Referral",
  TRIAL: "Trial",
  TRANSFER_IN: "Transfer masuk",
} as const satisfies Record<CoinSource, string>;

/** How the coin-usage screen names what coins were spent on. */
export const COIN_ACTIVITY_LABELS = {
  ACTIVATE_LISTING: "Aktivasi listing",
  REPOST_LISTING: "Repost listing",
  RECOMMENDED_LISTING: "Recommended Listing",
  FEATURED_AGENT: "Featured Agent",
} as const satisfies Record<CoinActivity, string>;
