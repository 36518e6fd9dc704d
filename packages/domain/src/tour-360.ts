// 360° virtual tours on listings (issue 14, ADR 0038): which links an agent may add and the one embeddable form
// each is stored and shown in. Only a short list of known tour providers is accepted, so the listing page frames
// nothing else and the Content-Security-Policy's frame-src names exactly these origins. Parsed by hand (no URL
// object): the same code runs in the browser, the API and the portal's server.

export const TOUR_360_URL_MAX = 500;

export type Tour360Provider = {
  id: "matterport" | "kuula" | "google_street_view" | "momento360";
  /** Shown to agents in the help text and in messages. */
  name: string;
  /** The only origin its embeddable form lives on (frame-src). */
  origin: string;
};

export type Tour360ProviderId = Tour360Provider["id"];

export const TOUR_360_PROVIDERS = [
  { id: "matterport", name: "Matterport", origin: "https://my.matterport.com" },
  { id: "kuula", name: "Kuula", origin: "https://kuula.co" },
  { id: "google_street_view", name: "Google Street View", origin: "https://www.google.com" },
  { id: "momento360", name: "Momento360", origin: "https://momento360.com" },
] as const satisfies readonly Tour360Provider[];

/** The origins a listing page may frame for a tour. */
export const TOUR_360_FRAME_SOURCES: readonly string[] = TOUR_360_PROVIDERS.map((provider) => provider.origin);

/** "Matterport, Kuula, Google Street View atau Momento360". */
export const TOUR_360_PROVIDER_NAMES = (() => {
  const names = TOUR_360_PROVIDERS.map((provider) => provider.name);
  return `${names.slice(0, -1).join(", ")} atau ${names.at(-1)}`;
})();

export type Tour360Problem = "too_long" | "not_url" | "not_https" | "unknown_provider" | "not_a_tour";

export type Tour360Result =
  | { ok: true; url: string; provider: Tour360ProviderId }
  | { ok: false; problem: Tour360Problem; provider: Tour360ProviderId | null };

const TOUR_LABEL = "Tur virtual 360°";

/** The Indonesian message of each problem, and of an agent who is not on the embed_360 allow-list. */
export const tour360Messages = {
  too_long: `${TOUR_LABEL} maksimal ${TOUR_360_URL_MAX} karakter.`,
  not_url: "Tur virtual 360° harus berupa link (URL) yang valid.",
  not_https: "Link tur virtual 360° harus diawali https://.",
  unknown_provider: `Tur virtual 360° hanya bisa dari ${TOUR_360_PROVIDER_NAMES}.`,
  not_a_tour: (providerName: string) =>
    `Link ${providerName} ini bukan link tur. Salin link bagikan atau link sematkan (embed) tur dari ${providerName}.`,
  notAllowed: "Tur virtual 360° belum tersedia untuk akun Anda.",
} as const;

/** The message of a failed normalisation. */
export function tour360ProblemMessage(result: Extract<Tour360Result, { ok: false }>): string {
  if (result.problem !== "not_a_tour") return tour360Messages[result.problem];
  const provider = TOUR_360_PROVIDERS.find((p) => p.id === result.provider);
  return tour360Messages.not_a_tour(provider?.name ?? TOUR_LABEL);
}

// scheme://host[/path][?query][#fragment], no spaces. A user, password or port in the authority is not a host.
const URL_PARTS = /^([a-z][a-z\d+.-]*):\/\/([^/?#\s]*)(\/[^?#\s]*)?(?:\?([^#\s]*))?(?:#\S*)?$/i;
const HOST = /^[a-z\d-]+(?:\.[a-z\d-]+)+\.?$/i;
const SCHEMELESS_HOST = /^[a-z\d-]+(?:\.[a-z\d-]+)+(?:[/?#]\S*)?$/i;

function queryParam(query: string, name: string): string | null {
  for (const pair of query.split("&")) {
    const at = pair.indexOf("=");
    if ((at === -1 ? pair : pair.slice(0, at)) === name) return at === -1 ? "" : pair.slice(at + 1);
  }
  return null;
}

type Rule = {
  provider: Tour360ProviderId;
  hosts: readonly string[];
  /** The embeddable form of a link on one of `hosts`, or null when it is not a tour. */
  embed: (path: string, query: string) => string | null;
};

// Matterport model ids are 11 letters and digits; Kuula ids are short letter-and-digit codes; Momento360 ids hex.
const MATTERPORT_ID = /^[A-Za-z\d]{11}$/;
const KUULA_ID = "[A-Za-z\\d]{3,20}";
const KUULA_PATH = new RegExp(`^/(?:post|share)/(collection/)?(${KUULA_ID})(?:/collection/(${KUULA_ID}))?/?$`);
const MOMENTO_PATH = /^\/e\/(u|uc)\/([A-Za-z\d]{8,64})\/?$/;
// A Street View (or photo sphere) embed: the `pb` protobuf holds a panorama (!6m…!1m…!1s<pano id>).
const STREET_VIEW_PB = /^[\w!.:*%+~-]+$/;
const STREET_VIEW_PANORAMA = /!6m\d+!1m\d+!1s[\w-]/;

const RULES: readonly Rule[] = [
  {
    provider: "matterport",
    hosts: ["my.matterport.com"],
    embed: (path, query) => {
      const id = queryParam(query, "m");
      return (path === "/show" || path === "/show/") && id !== null && MATTERPORT_ID.test(id)
        ? `https://my.matterport.com/show/?m=${id}`
        : null;
    },
  },
  {
    provider: "kuula",
    hosts: ["kuula.co", "www.kuula.co"],
    embed: (path) => {
      const match = KUULA_PATH.exec(path);
      if (!match) return null;
      const [, isCollection, id, collection] = match;
      if (isCollection) return collection ? null : `https://kuula.co/share/collection/${id}`;
      return `https://kuula.co/share/${id}${collection ? `/collection/${collection}` : ""}`;
    },
  },
  {
    provider: "google_street_view",
    hosts: ["www.google.com", "google.com"],
    embed: (path, query) => {
      const pb = queryParam(query, "pb");
      return path === "/maps/embed" && pb !== null && STREET_VIEW_PB.test(pb) && STREET_VIEW_PANORAMA.test(pb)
        ? `https://www.google.com/maps/embed?pb=${pb}`
        : null;
    },
  },
  {
    provider: "momento360",
    hosts: ["momento360.com", "www.momento360.com"],
    embed: (path) => {
      const match = MOMENTO_PATH.exec(path);
      return match ? `https://momento360.com/e/${match[1]}/${match[2]}` : null;
    },
  },
];

/**
 * A tour link as an agent pastes it (a share link or the `src` of the provider's embed code), as its embeddable
 * https form on a known provider; otherwise why not. Blank input is not a tour: callers treat it as "no tour".
 */
export function normaliseTour360Url(input: string): Tour360Result {
  const text = input.trim();
  const fail = (problem: Tour360Problem, provider: Tour360ProviderId | null = null): Tour360Result => ({
    ok: false,
    problem,
    provider,
  });
  if (text.length > TOUR_360_URL_MAX) return fail("too_long");
  const parts = URL_PARTS.exec(text);
  if (!parts) return fail(SCHEMELESS_HOST.test(text) ? "not_https" : "not_url");
  const [, scheme = "", authority = "", path = "", query = ""] = parts;
  if (!HOST.test(authority)) return fail("not_url");
  const host = authority.toLowerCase().replace(/\.$/, "");
  const rule = RULES.find((candidate) => candidate.hosts.includes(host));
  if (scheme.toLowerCase() !== "https") return fail("not_https");
  if (!rule) return fail("unknown_provider");
  const url = rule.embed(path, query);
  return url === null ? fail("not_a_tour", rule.provider) : { ok: true, url, provider: rule.provider };
}
