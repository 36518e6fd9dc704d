// The API's side of the route guards (docs/product/accounts-and-security.md#onboarding-chain-and-guards): which
// onboarding steps each authenticated operation of openapi/ needs. The API refuses the call with 403 where the portal
// would redirect the page, with the same rule (`accessRefusal` in guard.ts). ADR 0020.
import type { AccessRefusal } from "./guard";

/**
 * - session: a valid token is all (the onboarding screens' own calls, logout, reading oneself, the invoice);
 * - agent: phone verified and password set, as every agent page of the portal;
 * - member: agent plus an active membership, for the member-only screens' calls that no business refusal
 *   (1002/1005/1008/1010, the purchase allowances) already answers.
 */
export type OperationGuard = "session" | "agent" | "member";

/** Every operation of openapi/ that takes a bearer token, by operationId. The API checks the two match. */
export const OPERATION_GUARDS = {
  // The public marketplace reads an optional token (is_favourite); favourites belong to any signed-in account, as
  // /favorit is a public-layout page that only needs a login.
  searchListings: "session",
  getMarketplaceListing: "session",
  // The views beacon tells a signed-in viewer apart by their id (one count per person and hour).
  countListingViews: "session",
  listFavourites: "session",
  addFavourite: "session",
  removeFavourite: "session",
  // Promo pages read an optional token: project discount offers show only to users on the allow-list.
  listPromoCampaigns: "session",
  getPromoCampaign: "session",

  // Onboarding: /input-phone, /otp and /user/create-password call these before the agent may use the portal.
  getUserAgent: "session",
  logout: "session",
  sendPhoneOtp: "session",
  requestNewOtp: "session",
  verifyOtp: "session",
  createPassword: "session",
  // Verifies a first number as verify_otp does; a change also needs the account's password.
  updatePhoneNumber: "session",
  // The invoice has no guard (the token is optional there; docs/product/orders-and-payments.md#invoice).
  getInvoice: "session",

  // Profile, password, referral, files
  changePassword: "agent",
  getAgentProfileForm: "agent",
  updateAgentProfile: "agent",
  uploadProfilePicture: "agent",
  getBillingInformation: "agent",
  updateBillingInformation: "agent",
  getReferralBenefits: "agent",
  getMembershipActions: "agent",
  checkCanAcceptBooking: "agent",
  checkCanAddProject: "agent",
  checkCanAddProjectUserId: "agent",
  listProjectsByOwner: "agent",
  uploadPhoto: "agent",
  releasePhoto: "agent",
  getDocumentFile: "agent",

  // Enquiries and notifications
  listEnquiries: "agent",
  getUnreadEnquiryCount: "agent",
  setEnquiryRead: "agent",
  setEnquiryArchive: "agent",
  deleteEnquiry: "agent",
  getEnquiry: "agent",
  recordEnquiryReply: "agent",
  getEnquiryResponseTime: "agent",
  listNotifications: "agent",
  markNotificationRead: "agent",
  // The portal home (an agent page that needs no membership)
  getHomeSummary: "agent",

  // Products: membership and TRIAL are the purchase allowances' to answer (403 with their own message).
  listMainPackages: "agent",
  listCoinPackages: "agent",
  isCoinPurchaseAllowed: "agent",
  listUpgradePackages: "agent",
  isUpgradeAllowed: "agent",
  listRenewalPackages: "agent",
  isRenewalAllowed: "agent",
  getRenewalDuration: "agent",
  listListingSlotPackages: "agent",
  isListingSlotPurchaseAllowed: "agent",

  // Checkout, orders, payments
  getCheckout: "agent",
  isOrderFree: "agent",
  checkPromo: "agent",
  createOrder: "agent",
  listOrders: "agent",
  cancelOrder: "agent",
  getOrder: "agent",
  payOrderWithCard: "agent",
  // The sandbox gateway's card tokens, asked for by the checkout's card form.
  createSandboxCardToken: "agent",

  // Coins: frozen coins are the ledger's refusal.
  getCoinTotal: "agent",
  listCoinPurchases: "agent",
  listCoinUsages: "agent",
  listCoinTransfers: "agent",
  createCoinTransfer: "agent",

  // Listings: activation and reposts without a membership stay the business codes 1002/1005.
  listCatalogItems: "agent",
  getListingAvailability: "agent",
  getListingFormAdd: "member",
  getListingFormEdit: "agent",
  saveListingForm: "agent",
  activateListing: "agent",
  deactivateListing: "agent",
  deleteListing: "agent",
  duplicateListing: "agent",
  repostListing: "agent",
  repostListings: "agent",
  listRepostSchedules: "agent",
  saveRepostSchedules: "agent",

  // Featured agent and Recommended Listing: member screens; buying answers 1008/1010 itself.
  listPurchasedFeaturedAgents: "member",
  getFeaturedAgentAvailability: "member",
  getFeaturedAgentCost: "member",
  buyFeaturedAgentSlots: "agent",
  listRecommendedBoosts: "member",
  getRecommendedBoostForm: "member",
  purchaseRecommendedBoost: "agent",
  changeRecommendedBoostListing: "agent",
  // Banners: the portal home's carousel, the takeover modal and /banner/detail/{uuid}, agent pages.
  listBanners: "agent",
  getAgentBannerDetail: "agent",
} as const satisfies Record<string, OperationGuard>;

/** The 403 texts: what is missing, and where to do it. */
export const ACCESS_REFUSAL_MESSAGES = {
  phone_required: "Tambahkan nomor HP Anda dan verifikasi dengan kode OTP sebelum menggunakan portal.",
  phone_unverified: "Verifikasi nomor HP Anda dengan kode OTP sebelum menggunakan portal.",
  password_required: "Buat kata sandi akun Anda sebelum menggunakan portal.",
  membership_required:
    "Fitur ini hanya untuk member dengan membership aktif. Silakan beli paket membership terlebih dahulu.",
} as const satisfies Record<AccessRefusal, string>;
