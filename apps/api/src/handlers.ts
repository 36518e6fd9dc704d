import type { Handlers } from "./platform/openapi/register-routes.js";
import {
  activateEmail,
  changePassword,
  checkEmailExist,
  convertLogin,
  createPassword,
  forgotPassword,
  getRegisterForm,
  loginAgent,
  registerAgent,
  resendActivation,
  resetPassword,
  logout,
} from "./features/auth/index.js";
import { listDevOutbox } from "./features/outbox/index.js";
import { requestNewOtp, sendPhoneOtp, updatePhoneNumber, verifyOtp } from "./features/phone/index.js";
import { getHealth, getReadiness } from "./platform/ops/health-handlers.js";
import { getPublicConfig } from "./features/public/index.js";
import { getSearchFilters } from "./features/search-filters/index.js";
import { regional } from "./features/regional/index.js";
import { getUserAgent } from "./features/user/index.js";
import {
  getUnreadEnquiryCount,
  deleteEnquiry,
  getEnquiry,
  recordEnquiryReply,
  setEnquiryArchive,
  setEnquiryRead,
  getEnquiryResponseTime,
  listEnquiries,
  submitConsultation,
  submitContactEnquiry,
} from "./features/enquiries/index.js";
import {
  submitAgentRegistration,
  submitFindProjectInquiry,
  submitProjectRegistration,
} from "./features/sales-forms/index.js";
import {
  getAvatarFile,
  getDocumentFile,
  getListingPhotoFile,
  releasePhoto,
  uploadPhoto,
} from "./features/files/index.js";
import { getMembershipActions } from "./features/memberships/index.js";
import {
  getBillingInformation,
  updateBillingInformation,
  getAgentProfileForm,
  getAgentPublicProfile,
  getReferralBenefits,
  listProjectsByOwner,
  checkCanAcceptBooking,
  checkCanAddProject,
  checkCanAddProjectUserId,
  updateAgentProfile,
  uploadProfilePicture,
} from "./features/profile/index.js";
import {
  createCoinTransfer,
  getCoinTotal,
  listCoinPurchases,
  listCoinTransfers,
  listCoinUsages,
} from "./features/coins/index.js";
import {
  changeRecommendedListing,
  getRecommendedForm,
  listRecommended,
  purchaseRecommended,
} from "./features/recommended/index.js";
import {
  devPayOrder,
  getDevPaymentPage,
  getOrder,
  createSandboxCardToken,
  payOrderWithCard,
  receivePaymentNotification,
} from "./features/payments/index.js";
import { products } from "./features/products/index.js";
import {
  cancelOrder,
  createOrder,
  getCheckout,
  getInvoice,
  isOrderFree,
  listOrders,
  checkPromo,
} from "./features/orders/index.js";
import {
  getListingFormAdd,
  getListingFormEdit,
  saveListingForm,
  activateListing,
  deactivateListing,
  deleteListing,
  getListingAvailability,
  repostListing,
  repostListings,
  listCatalogItems,
  duplicateListing,
} from "./features/listings/index.js";
import { listRepostSchedules, saveRepostSchedules } from "./features/repost-schedules/index.js";
import { listNotifications, markNotificationRead } from "./features/notifications/index.js";
import { getHomeSummary } from "./features/home/index.js";
import { getAgentBannerDetail, listBanners } from "./features/banners/index.js";
import { getPromoCampaign, listPromoCampaigns } from "./features/promos/index.js";
import { getLandingPage } from "./features/landing/index.js";
import { sitemapAgentPages, sitemapIndex, sitemapLandingPages } from "./features/sitemaps/index.js";
import {
  addFavourite,
  listFavourites,
  removeFavourite,
  countListingViews,
  getMarketplaceListing,
  getPopularPlaces,
  getSimilarListings,
  revealAgentContact,
  revealListingContact,
  searchListings,
  searchLocations,
  searchMap,
  sitemapListings,
} from "./features/marketplace/index.js";
import {
  buyFeaturedAgentSlots,
  getFeaturedAgentAvailability,
  getFeaturedAgentCost,
  listMarketplaceFeaturedAgents,
  listPurchasedFeaturedAgents,
} from "./features/featured-agents/index.js";
import { getHelpFacts, submitHelpFeedback } from "./features/help/index.js";
import { advanceDevClock, getDevClock } from "./jobs/dev-clock-handlers.js";

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
  getDevClock,
  advanceDevClock,
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
  getSimilarListings,
  countListingViews,
  revealListingContact,
  revealAgentContact,
  searchLocations,
  getPopularPlaces,
  getLandingPage,
  searchMap,
  sitemapIndex,
  sitemapLandingPages,
  sitemapAgentPages,
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
