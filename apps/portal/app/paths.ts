// The typed registry of every page: its URL pattern, the breadcrumb parent, which layout it uses and who may open it.
// routes.ts registers routes from it (route id = page key), links are built with `pathTo`, and the layout
// reads titles and breadcrumbs from it, so a page is described once.

/** portal: header, sidebar, breadcrumbs; auth: slim onboarding look; public: the light marketplace frame. */
import type { GuardKind } from "@griya/domain/guard";
import { AGENT_PATTERN, LOGOUT_PATH, PROPERTY_PATTERN, PUBLIC_PATHS } from "./public-paths";

export { LOGOUT_PATH };

export type PageLayout = "portal" | "auth" | "public";

type PageDef = {
  /** React Router pattern (":param" segments); "*" is the catch-all. */
  readonly pattern: string;
  /** Breadcrumb parent page key (besides "Beranda", which every trail starts with). */
  readonly parent?: string;
  readonly layout: PageLayout;
  /**
   * Who may open it (docs/product/accounts-and-security.md#onboarding-chain-and-guards): the guard reads this table, so
   * a page and its guard are written together.
   */
  readonly guard: GuardKind;
  /** An active TRIAL member is sent from here to /upgrade. */
  readonly trialToUpgrade?: true;
};

export const pages = {
  // "/" is the marketplace's front door for everyone; the agent's day has its own address (ADR 0065).
  visitorHome: { pattern: PUBLIC_PATHS.visitorHome, layout: "public", guard: "public" },
  home: { pattern: PUBLIC_PATHS.home, layout: "portal", guard: "agent" },

  // Accounts and onboarding
  login: { pattern: PUBLIC_PATHS.login, layout: "auth", guard: "guest" },
  register: { pattern: PUBLIC_PATHS.register, layout: "auth", guard: "guest" },
  forgetPass: { pattern: "/forget-pass", layout: "auth", guard: "public" },
  userActivation: { pattern: "/user/activation/:token", layout: "auth", guard: "public" },
  passwordReset: { pattern: "/password/reset/:token", layout: "auth", guard: "guest" },
  createPassword: { pattern: "/user/create-password", layout: "auth", guard: "create-password" },
  inputPhone: { pattern: "/input-phone", layout: "auth", guard: "input-phone" },
  otp: { pattern: "/otp", layout: "auth", guard: "otp" },

  // Profile
  profile: { pattern: "/profile", layout: "portal", guard: "agent" },
  changePassword: { pattern: "/change-password", parent: "profile", layout: "portal", guard: "agent" },
  referralCode: { pattern: "/referral-code", parent: "profile", layout: "portal", guard: "agent" },

  // Help
  help: { pattern: PUBLIC_PATHS.help, layout: "public", guard: "public" },
  helpTopic: { pattern: "/help/:type", parent: "help", layout: "public", guard: "public" },

  // Purchases: five routes share the product purchase page
  product: { pattern: "/product", layout: "portal", guard: "agent", trialToUpgrade: true },
  coin: { pattern: "/coin", parent: "product", layout: "portal", guard: "member", trialToUpgrade: true },
  listingAvailability: {
    pattern: "/listing-availability",
    parent: "product",
    layout: "portal",
    guard: "member",
    trialToUpgrade: true,
  },
  upgrade: { pattern: "/upgrade", parent: "product", layout: "portal", guard: "member" },
  renewal: { pattern: "/renewal", parent: "product", layout: "portal", guard: "member", trialToUpgrade: true },
  checkout: { pattern: "/checkout", layout: "portal", guard: "public" },
  howToPay: { pattern: "/how-to-pay/:uuid", parent: "order", layout: "portal", guard: "agent" },
  order: { pattern: "/order", layout: "portal", guard: "agent" },
  invoice: { pattern: "/invoice/:uuid", parent: "order", layout: "portal", guard: "public" },

  // Listings
  myListings: { pattern: "/listing", layout: "portal", guard: "agent" },
  listingAdd: { pattern: "/listing/add", parent: "myListings", layout: "portal", guard: "member" },
  listingEdit: { pattern: "/listing/edit/:uuid", parent: "myListings", layout: "portal", guard: "agent" },
  bulkRepost: { pattern: "/bulk-repost", parent: "myListings", layout: "portal", guard: "member" },
  featuredAgent: { pattern: "/featured-agent", layout: "portal", guard: "member" },
  featuredAgentBuy: { pattern: "/featured-agent/beli", parent: "featuredAgent", layout: "portal", guard: "member" },
  recommendedListing: { pattern: "/recommended-listing", layout: "portal", guard: "member" },

  // Coins
  coinPurchase: { pattern: "/coin-purchase", layout: "portal", guard: "agent" },
  coinUsage: { pattern: "/coin-usage", parent: "coinPurchase", layout: "portal", guard: "agent" },
  coinTransfer: { pattern: "/coin-transfer", parent: "coinPurchase", layout: "portal", guard: "agent" },

  // Enquiries, banners, notifications
  leads: { pattern: "/leads", layout: "portal", guard: "agent" },
  // The new-lead e-mail links here.
  lead: { pattern: "/leads/:uuid", parent: "leads", layout: "portal", guard: "agent" },
  bannerDetail: { pattern: "/banner/detail/:uuid", layout: "portal", guard: "agent" },
  notifications: { pattern: "/notifikasi", layout: "portal", guard: "agent" },
  favourites: { pattern: PUBLIC_PATHS.favourites, layout: "public", guard: "agent" },

  // Public marketplace
  agentOfferings: { pattern: PUBLIC_PATHS.agentOfferings, layout: "public", guard: "public" },
  projects: { pattern: PUBLIC_PATHS.projects, layout: "public", guard: "public" },
  search: { pattern: PUBLIC_PATHS.search, layout: "public", guard: "public" },
  // Landing pages (issue 25): one screen behind four addresses (docs/product/landing-pages.md).
  landingSale: { pattern: "/dijual/:place", parent: "search", layout: "public", guard: "public" },
  landingSaleType: { pattern: "/dijual/:type/:place", parent: "search", layout: "public", guard: "public" },
  landingRent: { pattern: "/disewa/:place", parent: "search", layout: "public", guard: "public" },
  landingRentType: { pattern: "/disewa/:type/:place", parent: "search", layout: "public", guard: "public" },
  searchMap: { pattern: PUBLIC_PATHS.searchMap, parent: "search", layout: "public", guard: "public" },
  property: { pattern: PROPERTY_PATTERN, parent: "search", layout: "public", guard: "public" },
  agent: { pattern: AGENT_PATTERN, parent: "search", layout: "public", guard: "public" },
  promos: { pattern: PUBLIC_PATHS.promos, layout: "public", guard: "public" },
  promo: { pattern: "/promo/:uuid", parent: "promos", layout: "public", guard: "public" },
  terms: { pattern: PUBLIC_PATHS.terms, layout: "public", guard: "public" },
  privacy: { pattern: PUBLIC_PATHS.privacy, layout: "public", guard: "public" },

  // Development only: the e-mail/SMS outbox
  devOutbox: { pattern: "/dev/outbox", layout: "portal", guard: "public" },

  notFound: { pattern: "*", layout: "portal", guard: "public" },
} as const satisfies Record<string, PageDef>;

export type PageKey = keyof typeof pages;

type PatternOf<K extends PageKey> = (typeof pages)[K]["pattern"];

/** ":token" names in a pattern: "/password/reset/:token" → "token". */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsArg<K extends PageKey> = [ParamNames<PatternOf<K>>] extends [never]
  ? []
  : [params: Record<ParamNames<PatternOf<K>>, string | number>];

/** The URL of a page: `pathTo("listingEdit", { uuid })` → "/listing/edit/<uuid>". */
export function pathTo<K extends PageKey>(key: K, ...[params]: ParamsArg<K>): string {
  const pattern: string = pages[key].pattern;
  if (pattern === "*") throw new Error("The catch-all page has no URL of its own.");
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = (params as Record<string, string | number> | undefined)?.[name];
    if (value === undefined || value === "") throw new Error(`Missing path parameter "${name}" for page "${key}".`);
    return encodeURIComponent(String(value));
  });
}

export function isPageKey(value: unknown): value is PageKey {
  return typeof value === "string" && Object.hasOwn(pages, value);
}

/** The breadcrumb chain of a page, outermost first, the page itself last (home is not included). */
export function breadcrumbTrail(key: PageKey): PageKey[] {
  const trail: PageKey[] = [];
  let current: string | undefined = key;
  while (isPageKey(current) && current !== "home" && !trail.includes(current)) {
    trail.unshift(current);
    const def: PageDef = pages[current];
    current = def.parent;
  }
  return trail;
}

/** The URL of a page that takes no parameters, else undefined (those need `pathTo` with params). */
export function staticPathOf(key: PageKey): string | undefined {
  const pattern: string = pages[key].pattern;
  return pattern.includes(":") || pattern === "*" ? undefined : pattern;
}
