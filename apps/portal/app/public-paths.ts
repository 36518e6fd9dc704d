// The addresses the public marketplace pages link to, without the whole page registry: paths.ts builds on
// these (so each is written once), while the public pages stay light (ADR 0024).

export const PUBLIC_PATHS = {
  /** The marketplace home; a signed-in agent is sent on to the agent's day (ADR 0065). */
  visitorHome: "/",
  /** The agent's day: the portal home, where "Beranda", the breadcrumbs and a login lead. */
  home: "/beranda",
  login: "/login",
  register: "/register",
  search: "/cari",
  /** The search on a map (ADR 0068). */
  searchMap: "/cari/peta",
  favourites: "/favorit",
  agentOfferings: "/agent-offerings",
  projects: "/proyek",
  help: "/help",
  terms: "/syarat-ketentuan",
  privacy: "/kebijakan-privasi",
  promos: "/promo",
} as const;

/** Action-only route: the logout form posts here. */
export const LOGOUT_PATH = "/logout";

export const PROPERTY_PATTERN = "/properti/:uuid";
export const AGENT_PATTERN = "/agen/:id";

/** "/properti/<uuid>" */
export function propertyPath(uuid: string): string {
  return `/properti/${encodeURIComponent(uuid)}`;
}

/** "/agen/<id>" */
export function agentPath(id: number): string {
  return `/agen/${id}`;
}

/** The deal words of the landing pages' addresses (docs/product/landing-pages.md#addresses). */
export const LANDING_DEALS = { dijual: "S", disewa: "R" } as const;
export type LandingDeal = keyof typeof LANDING_DEALS;

/** "/dijual/rumah/jakarta-selatan", "/disewa/kebayoran-baru" */
export function landingPath(listingType: "S" | "R", typeSlug: string | null, placeSlug: string): string {
  const deal: LandingDeal = listingType === "S" ? "dijual" : "disewa";
  return `/${deal}${typeSlug ? `/${encodeURIComponent(typeSlug)}` : ""}/${encodeURIComponent(placeSlug)}`;
}

/** "/login?redirect=…": back to `here` (path and query) after logging in. */
export function loginPath(here: string): string {
  return `${PUBLIC_PATHS.login}?redirect=${encodeURIComponent(here)}`;
}
