// The typed registry of every page: its URL pattern, the breadcrumb parent and which layout it uses.
// routes.ts registers routes from it (route id = page key), links are built with `pathTo`, and the layout
// reads titles and breadcrumbs from it, so a page is described once.

/** portal: header, sidebar, breadcrumbs; auth: slim onboarding look; public: the light marketplace frame. */
import { AGENT_PATTERN, LOGOUT_PATH, PROPERTY_PATTERN, PUBLIC_PATHS } from "./public-paths";

export { LOGOUT_PATH };

export type PageLayout = "portal" | "auth" | "public";

type PageDef = {
  /** React Router pattern (":param" segments); "*" is the catch-all. */
  readonly pattern: string;
  /** Breadcrumb parent page key (besides "Beranda", which every trail starts with). */
  readonly parent?: string;
  readonly layout: PageLayout;
};

export const pages = {
  home: { pattern: PUBLIC_PATHS.home, layout: "portal" },

  // Accounts and onboarding (SPEC §2)
  login: { pattern: PUBLIC_PATHS.login, layout: "auth" },
  register: { pattern: PUBLIC_PATHS.register, layout: "auth" },
  forgetPass: { pattern: "/forget-pass", layout: "auth" },
  userActivation: { pattern: "/user/activation/:token", layout: "auth" },
  passwordReset: { pattern: "/password/reset/:token", layout: "auth" },
  createPassword: { pattern: "/user/create-password", layout: "auth" },
  inputPhone: { pattern: "/input-phone", layout: "auth" },
  otp: { pattern: "/otp", layout: "auth" },

  // Profile
  profile: { pattern: "/profile", layout: "portal" },
  changePassword: { pattern: "/change-password", parent: "profile", layout: "portal" },
  referralCode: { pattern: "/referral-code", parent: "profile", layout: "portal" },

  // Help
  help: { pattern: PUBLIC_PATHS.help, layout: "public" },
  helpTopic: { pattern: "/help/:type", parent: "help", layout: "public" },

  // Purchases: five routes share the product purchase page
  product: { pattern: "/product", layout: "portal" },
  coin: { pattern: "/coin", parent: "product", layout: "portal" },
  listingAvailability: { pattern: "/listing-availability", parent: "product", layout: "portal" },
  upgrade: { pattern: "/upgrade", parent: "product", layout: "portal" },
  renewal: { pattern: "/renewal", parent: "product", layout: "portal" },
  checkout: { pattern: "/checkout", layout: "portal" },
  howToPay: { pattern: "/how-to-pay/:uuid", parent: "order", layout: "portal" },
  order: { pattern: "/order", layout: "portal" },
  invoice: { pattern: "/invoice/:uuid", parent: "order", layout: "portal" },

  // Listings
  myListings: { pattern: "/listing", layout: "portal" },
  listingAdd: { pattern: "/listing/add", parent: "myListings", layout: "portal" },
  listingEdit: { pattern: "/listing/edit/:uuid", parent: "myListings", layout: "portal" },
  bulkRepost: { pattern: "/bulk-repost", parent: "myListings", layout: "portal" },
  featuredAgent: { pattern: "/featured-agent", layout: "portal" },
  featuredAgentBuy: { pattern: "/featured-agent/beli", parent: "featuredAgent", layout: "portal" },
  recommendedListing: { pattern: "/recommended-listing", layout: "portal" },

  // Coins
  coinPurchase: { pattern: "/coin-purchase", layout: "portal" },
  coinUsage: { pattern: "/coin-usage", parent: "coinPurchase", layout: "portal" },
  coinTransfer: { pattern: "/coin-transfer", parent: "coinPurchase", layout: "portal" },

  // Enquiries, banners, notifications
  leads: { pattern: "/leads", layout: "portal" },
  // The new-lead e-mail links here.
  lead: { pattern: "/leads/:uuid", parent: "leads", layout: "portal" },
  bannerDetail: { pattern: "/banner/detail/:uuid", layout: "portal" },
  notifications: { pattern: "/notifikasi", layout: "portal" },
  favourites: { pattern: PUBLIC_PATHS.favourites, layout: "public" },

  // Public marketplace
  agentOfferings: { pattern: PUBLIC_PATHS.agentOfferings, layout: "public" },
  projects: { pattern: PUBLIC_PATHS.projects, layout: "public" },
  search: { pattern: PUBLIC_PATHS.search, layout: "public" },
  property: { pattern: PROPERTY_PATTERN, parent: "search", layout: "public" },
  agent: { pattern: AGENT_PATTERN, parent: "search", layout: "public" },
  promos: { pattern: PUBLIC_PATHS.promos, layout: "public" },
  promo: { pattern: "/promo/:uuid", parent: "promos", layout: "public" },
  terms: { pattern: PUBLIC_PATHS.terms, layout: "public" },
  privacy: { pattern: PUBLIC_PATHS.privacy, layout: "public" },

  // Development only: the e-mail/SMS outbox
  devOutbox: { pattern: "/dev/outbox", layout: "portal" },

  notFound: { pattern: "*", layout: "portal" },
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
