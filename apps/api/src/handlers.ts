import type { Handlers } from "./platform/openapi/register-routes.js";
import { activateEmail } from "./features/auth/activate-email.js";
import { changePassword } from "./features/auth/change-password.js";
import { checkEmailExist } from "./features/auth/check-email-exist.js";
import { convertLogin } from "./features/auth/convert-login.js";
import { createPassword } from "./features/auth/create-password.js";
import { forgotPassword } from "./features/auth/forgot-password.js";
import { getRegisterForm } from "./features/auth/get-register-form.js";
import { loginAgent } from "./features/auth/login.js";
import { registerAgent } from "./features/auth/register.js";
import { resendActivation } from "./features/auth/resend-activation.js";
import { resetPassword } from "./features/auth/reset-password.js";
import { listDevOutbox } from "./features/outbox/list-dev-outbox.js";
import { requestNewOtp, sendPhoneOtp } from "./features/phone/send-phone-otp.js";
import { updatePhoneNumber } from "./features/phone/update-phone-number.js";
import { verifyOtp } from "./features/phone/verify-otp.js";
import { getHealth, getReadiness } from "./platform/ops/health-handlers.js";
import { logout } from "./features/auth/logout.js";
import { getPublicConfig } from "./features/public/get-public-config.js";
import { getSearchFilters } from "./features/search-filters/get-search-filters.js";
import * as regional from "./features/regional/regional-handlers.js";
import { getUserAgent } from "./features/user/get-user-agent.js";
import { getUnreadEnquiryCount } from "./features/enquiries/get-unread-enquiry-count.js";
import {
  deleteEnquiry,
  getEnquiry,
  recordEnquiryReply,
  setEnquiryArchive,
  setEnquiryRead,
} from "./features/enquiries/enquiry-actions.js";
import { getEnquiryResponseTime } from "./features/enquiries/get-enquiry-response-time.js";
import { listEnquiries } from "./features/enquiries/list-enquiries.js";
import { submitConsultation } from "./features/enquiries/submit-consultation.js";
import { submitContactEnquiry } from "./features/enquiries/submit-contact-enquiry.js";
import { submitAgentRegistration } from "./features/sales-forms/submit-agent-registration.js";
import { submitFindProjectInquiry } from "./features/sales-forms/submit-find-project-inquiry.js";
import { submitProjectRegistration } from "./features/sales-forms/submit-project-registration.js";
import { getAvatarFile, getDocumentFile, getListingPhotoFile } from "./features/files/serve-files.js";
import { releasePhoto } from "./features/files/release-photo.js";
import { uploadPhoto } from "./features/files/upload-photo.js";
import { getMembershipActions } from "./features/memberships/get-membership-actions.js";
import { getBillingInformation, updateBillingInformation } from "./features/profile/billing-handlers.js";
import { getAgentProfileForm } from "./features/profile/get-agent-profile-form.js";
import { getAgentPublicProfile } from "./features/profile/get-agent-public-profile.js";
import { getReferralBenefits } from "./features/profile/get-referral-benefits.js";
import { listProjectsByOwner } from "./features/profile/list-projects-by-owner.js";
import {
  checkCanAcceptBooking,
  checkCanAddProject,
  checkCanAddProjectUserId,
} from "./features/profile/profile-checks.js";
import { updateAgentProfile } from "./features/profile/update-agent-profile.js";
import { uploadProfilePicture } from "./features/profile/upload-profile-picture.js";
import { createCoinTransfer } from "./features/coins/create-coin-transfer.js";
import { getCoinTotal } from "./features/coins/get-coin-total.js";
import { listCoinPurchases } from "./features/coins/list-coin-purchases.js";
import { listCoinTransfers } from "./features/coins/list-coin-transfers.js";
import { listCoinUsages } from "./features/coins/list-coin-usages.js";
import { changeRecommendedListing } from "./features/recommended/change-recommended-listing.js";
import { getRecommendedForm } from "./features/recommended/get-recommended-form.js";
import { listRecommended } from "./features/recommended/list-recommended.js";
import { purchaseRecommended } from "./features/recommended/purchase-recommended.js";
import { devPayOrder } from "./features/payments/dev-pay-order.js";
import { getDevPaymentPage } from "./features/payments/get-dev-payment-page.js";
import { getOrder } from "./features/payments/get-order.js";
import { createSandboxCardToken } from "./features/payments/create-sandbox-card-token.js";
import { payOrderWithCard } from "./features/payments/pay-order-with-card.js";
import { receivePaymentNotification } from "./features/payments/receive-payment-notification.js";
import * as products from "./features/products/products-handlers.js";
import { cancelOrder } from "./features/orders/cancel-order.js";
import { createOrder } from "./features/orders/create-order.js";
import { getCheckout } from "./features/orders/get-checkout.js";
import { getInvoice } from "./features/orders/get-invoice.js";
import { isOrderFree } from "./features/orders/is-order-free.js";
import { listOrders } from "./features/orders/list-orders.js";
import { checkPromo } from "./features/orders/check-promo.js";
import { getListingFormAdd } from "./features/listings/get-listing-form-add.js";
import { getListingFormEdit } from "./features/listings/get-listing-form-edit.js";
import { saveListingForm } from "./features/listings/save-listing-form.js";
import { activateListing } from "./features/listings/activate-listing.js";
import { deactivateListing } from "./features/listings/deactivate-listing.js";
import { deleteListing } from "./features/listings/delete-listing.js";
import { getListingAvailability } from "./features/listings/get-listing-availability.js";
import { repostListing, repostListings } from "./features/listings/repost-listings.js";
import { listCatalogItems } from "./features/listings/list-catalog-items.js";
import { duplicateListing } from "./features/listings/duplicate-listing.js";
import { listRepostSchedules } from "./features/repost-schedules/list-repost-schedules.js";
import { saveRepostSchedules } from "./features/repost-schedules/save-repost-schedules.js";
import { listNotifications } from "./features/notifications/list-notifications.js";
import { markNotificationRead } from "./features/notifications/mark-notification-read.js";
import { getHomeSummary } from "./features/home/get-home-summary.js";
import { getAgentBannerDetail } from "./features/banners/get-agent-banner-detail.js";
import { listBanners } from "./features/banners/list-banners.js";
import { getPromoCampaign } from "./features/promos/get-promo-campaign.js";
import { listPromoCampaigns } from "./features/promos/list-promo-campaigns.js";
import { addFavourite, listFavourites, removeFavourite } from "./features/marketplace/favourites.js";
import { getMarketplaceListing } from "./features/marketplace/get-marketplace-listing.js";
import { revealAgentContact } from "./features/marketplace/reveal-agent-contact.js";
import { revealListingContact } from "./features/marketplace/reveal-listing-contact.js";
import { searchListings } from "./features/marketplace/search-listings.js";
import { searchLocations } from "./features/marketplace/search-locations.js";
import { sitemapIndex, sitemapListings } from "./features/marketplace/sitemap.js";
import { buyFeaturedAgentSlots } from "./features/featured-agents/buy-featured-agent-slots.js";
import { getFeaturedAgentAvailability } from "./features/featured-agents/get-featured-agent-availability.js";
import { getFeaturedAgentCost } from "./features/featured-agents/get-featured-agent-cost.js";
import { listMarketplaceFeaturedAgents } from "./features/featured-agents/list-marketplace-featured-agents.js";
import { listPurchasedFeaturedAgents } from "./features/featured-agents/list-purchased-featured-agents.js";
import { getHelpFacts } from "./features/help/get-help-facts.js";
import { submitHelpFeedback } from "./features/help/submit-help-feedback.js";

/** Implemented operations, keyed by the contract's operationId; every other operation answers 501. */
export const handlers: Handlers = {
  getHealth,
  getReadiness,
  loginAgent,
  logout,
  getUserAgent,
  getPublicConfig,
  getAllProvinces: regional.listProvinces,
  listProvinces: regional.listProvinces,
  listCitiesByProvince: regional.listCitiesByProvince,
  listAreasByCity: regional.listAreasByCity,
  listVillagesByDistrict: regional.listVillagesByDistrict,
  searchAreas: regional.searchAreas,
  // Accounts and access (API-AUTH)
  registerAgent,
  getRegisterForm,
  checkEmailExist,
  activateEmail,
  resendActivation,
  convertLogin,
  forgotPassword,
  resetPassword,
  createPassword,
  changePassword,
  sendPhoneOtp,
  verifyOtp,
  requestNewOtp,
  updatePhoneNumber,
  listDevOutbox,
  // Profile, files and membership checks (API-PROFILE)
  uploadProfilePicture,
  getAgentProfileForm,
  updateAgentProfile,
  getAgentPublicProfile,
  listProjectsByOwner,
  getBillingInformation,
  updateBillingInformation,
  getReferralBenefits,
  getMembershipActions,
  checkCanAcceptBooking,
  checkCanAddProject,
  checkCanAddProjectUserId,
  getUnreadEnquiryCount,
  listEnquiries,
  getEnquiry,
  setEnquiryRead,
  setEnquiryArchive,
  recordEnquiryReply,
  deleteEnquiry,
  getEnquiryResponseTime,
  submitContactEnquiry,
  submitConsultation,
  // Sales forms (issue 14)
  submitAgentRegistration,
  submitProjectRegistration,
  submitFindProjectInquiry,
  uploadPhoto,
  releasePhoto,
  getAvatarFile,
  getListingPhotoFile,
  getDocumentFile,
  // Coins (COINS-API)
  getCoinTotal,
  listCoinPurchases,
  listCoinUsages,
  listCoinTransfers,
  createCoinTransfer,
  // Payments (PAYMENTS-API)
  receivePaymentNotification,
  createSandboxCardToken,
  devPayOrder,
  getDevPaymentPage,
  payOrderWithCard,
  getOrder,
  // Products, checkout, orders and promos (COMMERCE-API)
  listMainPackages: products.listMainPackages,
  listCoinPackages: products.listCoinPackages,
  isCoinPurchaseAllowed: products.isCoinPurchaseAllowed,
  listUpgradePackages: products.listUpgradePackages,
  isUpgradeAllowed: products.isUpgradeAllowed,
  listRenewalPackages: products.listRenewalPackages,
  isRenewalAllowed: products.isRenewalAllowed,
  getRenewalDuration: products.getRenewalDuration,
  listListingSlotPackages: products.listListingSlotPackages,
  isListingSlotPurchaseAllowed: products.isListingSlotPurchaseAllowed,
  checkPromo,
  getCheckout,
  isOrderFree,
  createOrder,
  listOrders,
  cancelOrder,
  getInvoice,
  // Listing actions (LISTING-ACTIONS API)
  // Recommended Listing (issue 13; 403 while enableRecommendedListing is off)
  listRecommendedBoosts: listRecommended,
  getRecommendedBoostForm: getRecommendedForm,
  purchaseRecommendedBoost: purchaseRecommended,
  changeRecommendedBoostListing: changeRecommendedListing,
  activateListing,
  deactivateListing,
  deleteListing,
  getListingAvailability,
  repostListing,
  repostListings,
  listCatalogItems,
  duplicateListing,
  // Listing form (LISTING-FORM API)
  getListingFormAdd,
  getListingFormEdit,
  saveListingForm,
  // Scheduled reposts and notifications (REPOST-JOBS)
  listRepostSchedules,
  saveRepostSchedules,
  listNotifications,
  markNotificationRead,
  // The portal home
  getHomeSummary,
  // Public marketplace (issue 10)
  searchListings,
  getMarketplaceListing,
  revealListingContact,
  revealAgentContact,
  searchLocations,
  sitemapIndex,
  sitemapListings,
  listFavourites,
  addFavourite,
  removeFavourite,
  // Public search form choices (marketplace portal)
  getSearchFilters,
  // Featured agents (issue 13)
  getFeaturedAgentCost,
  getFeaturedAgentAvailability,
  buyFeaturedAgentSlots,
  listPurchasedFeaturedAgents,
  listMarketplaceFeaturedAgents,
  // Banners (issue 13)
  listBanners,
  getAgentBannerDetail,
  // Help centre (issue 14)
  getHelpFacts,
  submitHelpFeedback,
  // Promo campaigns (issue 14)
  listPromoCampaigns,
  getPromoCampaign,
};
