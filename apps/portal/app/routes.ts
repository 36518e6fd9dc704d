import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { LOGOUT_PATH, pages, type PageKey, type PageLayout } from "./paths";

// The route module of every page of paths.ts: the type makes a page without its screen a build error.
export const screens: Record<PageKey, string> = {
  // The marketplace home (issue 25): a signed-in agent is sent on to the agent's day, `home`.
  visitorHome: "routes/visitor-home.tsx",
  home: "routes/home.tsx",
  login: "routes/login.tsx",
  register: "routes/register.tsx",
  forgetPass: "routes/forget-pass.tsx",
  userActivation: "routes/user-activation.tsx",
  passwordReset: "routes/password-reset.tsx",
  createPassword: "routes/create-password.tsx",
  inputPhone: "routes/input-phone.tsx",
  otp: "routes/otp.tsx",
  profile: "routes/profile.tsx",
  changePassword: "routes/change-password.tsx",
  referralCode: "routes/referral-code.tsx",
  // Commerce and coins (issue 4): one product purchase page behind five routes.
  product: "routes/product.tsx",
  coin: "routes/product.tsx",
  listingAvailability: "routes/product.tsx",
  upgrade: "routes/product.tsx",
  renewal: "routes/product.tsx",
  checkout: "routes/checkout.tsx",
  howToPay: "routes/how-to-pay.tsx",
  order: "routes/order.tsx",
  invoice: "routes/invoice.tsx",
  coinPurchase: "routes/coin-purchase.tsx",
  coinUsage: "routes/coin-usage.tsx",
  coinTransfer: "routes/coin-transfer.tsx",
  listingAdd: "routes/listing-form.tsx",
  listingEdit: "routes/listing-form.tsx",
  myListings: "routes/my-listings.tsx",
  bulkRepost: "routes/bulk-repost.tsx",
  notifications: "routes/notifications.tsx",
  // Leads (issue 11): the inbox and one lead's page.
  leads: "routes/leads.tsx",
  lead: "routes/lead.tsx",
  // Banners (issue 13)
  bannerDetail: "routes/banner-detail.tsx",
  devOutbox: "routes/dev-outbox.tsx",
  // Featured agents (issue 13): the purchased slots and buying months of an area.
  featuredAgent: "routes/featured-agent.tsx",
  featuredAgentBuy: "routes/featured-agent-buy.tsx",
  notFound: "routes/not-found.tsx",
  // Public marketplace (issue 10): a light layout of its own (ADR 0024).
  search: "routes/search.tsx",
  landingSale: "routes/landing.tsx",
  landingSaleType: "routes/landing.tsx",
  landingRent: "routes/landing.tsx",
  landingRentType: "routes/landing.tsx",
  // Map search (issue 25): the results on a map, Leaflet loaded on this page only (ADR 0068).
  searchMap: "routes/search-map.tsx",
  property: "routes/property.tsx",
  agent: "routes/agent.tsx",
  favourites: "routes/favourites.tsx",
  // Sales pages (issue 14): membership offers with the "join as an agent" form, and the project forms.
  agentOfferings: "routes/agent-offerings.tsx",
  projects: "routes/projects.tsx",
  // Help centre (issue 14): public, articles written against GET /api/help/facts.
  help: "routes/help.tsx",
  helpTopic: "routes/help-topic.tsx",
  // Legal pages and promo campaigns (issue 14): public pages.
  terms: "routes/terms.tsx",
  privacy: "routes/privacy.tsx",
  promos: "routes/promos.tsx",
  promo: "routes/promo.tsx",
  // Promotion (issue 13): an explanation while enableRecommendedListing is off.
  recommendedListing: "routes/recommended-listing.tsx",
};

// Route id = page key, so layouts and meta can look a page up in the registry.
function page(key: PageKey) {
  const file = screens[key];
  const { pattern } = pages[key];
  return pattern === "/" ? index(file, { id: key }) : route(pattern, file, { id: key });
}

const keys = Object.keys(pages) as PageKey[];
// The catch-all goes last for readability; React Router ranks routes by specificity anyway.
const byLayout = (name: PageLayout) => keys.filter((key) => pages[key].layout === name && key !== "notFound").map(page);

export default [
  layout("routes/auth-layout.tsx", { id: "auth-layout" }, byLayout("auth")),
  layout("routes/portal-layout.tsx", { id: "portal-layout" }, [...byLayout("portal"), page("notFound")]),
  layout("routes/public-layout.tsx", { id: "public-layout" }, byLayout("public")),
  route(LOGOUT_PATH, "routes/logout.tsx", { id: "logout" }),
  // The filter panel's result count (JSON).
  route("/cari/jumlah", "routes/search-count.ts", { id: "search-count" }),
  // The map search's answer for a moved map (JSON).
  route("/cari/peta/area", "routes/search-map-area.ts", { id: "search-map-area" }),
  // Resource routes for search engines.
  route("/robots.txt", "routes/robots.ts", { id: "robots" }),
  route("/sitemap.xml", "routes/sitemap-index.ts", { id: "sitemap-index" }),
  route("/sitemap/:file", "routes/sitemap-listings.ts", { id: "sitemap-listings" }),
] satisfies RouteConfig;
