// The public marketplace's calls to apps/api, made by route loaders and actions on the server. The visitor's
// request goes along (X-Forwarded-For for per-IP limits, User-Agent so search engines are not counted as
// visits or impressions); the token only where the answer depends on who asks (is_favourite, favourites).
import { NotFoundError, ValidationError } from "@griya/api-client/errors";
import type { operations, Schemas } from "@griya/api-client/schema";
import { data } from "react-router";
import { dataOf } from "./api-source";
import { serverApiClient } from "./api.server";

export type MarketplaceListingDetail = Schemas["MarketplaceListingDetail"];
export type SearchFilterOptions = Schemas["SearchFilterOptions"];
export type LocationSuggestion = Schemas["LocationSuggestion"];
export type AgentPublicProfile = Schemas["AgentPublicProfile"];
export type FeaturedAgent = Schemas["FeaturedAgent"];
export type PopularPlaces = Schemas["PopularPlaces"];
export type MarketplaceListing = Schemas["MarketplaceListing"];
export type SimilarListings = Schemas["SimilarListings"];

export type SearchApiQuery = NonNullable<operations["searchListings"]["parameters"]["query"]>;

/** `beacon`: the page may come from a shared cache, so its views are counted by its beacon (countBy). */
type Caller = { token: string | null; visitor: Request; beacon?: boolean };

/**
 * A page a shared cache may keep is rendered once for many views: the API then counts nothing and hands a token the
 * page's beacon sends each time it is seen (entry.server.tsx, ADR 0075). Other renders are counted by the API.
 */
function countBy(beacon: boolean | undefined) {
  return beacon ? ({ "X-Count-Views": "beacon" } as const) : {};
}

/** A missing, hidden or malformed thing is the 404 page, not a server problem. */
async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ValidationError) throw data(null, { status: 404 });
    throw error;
  }
}

export async function searchListings(query: SearchApiQuery, { token, visitor, beacon }: Caller) {
  const answer = dataOf(
    await serverApiClient(token, visitor).GET("/api/search/listings", { params: { query, header: countBy(beacon) } }),
  );
  return { listings: answer.data, meta: answer.meta };
}

export type MapSearchQuery = NonNullable<operations["searchMap"]["parameters"]["query"]>;

/** GET /api/search/map: the markers, clusters and list of a map's box (the same for every visitor). */
export async function searchMap(query: MapSearchQuery, visitor: Request) {
  return dataOf(await serverApiClient(null, visitor).GET("/api/search/map", { params: { query } })).data;
}

/**
 * The filter panel's result count is the portal asking, not a result page a person sees: it says so in its
 * User-Agent (a bot to the API), so the one listing the count request returns gets no impression.
 */
export const RESULT_COUNT_AGENT = "GriyaPortal-ResultCount/1.0 (bot; counts search results, shows none)";

export async function countListings(query: SearchApiQuery, visitor: Request) {
  const counter = new Request(visitor.url, {
    headers: {
      "x-forwarded-for": visitor.headers.get("x-forwarded-for") ?? "",
      "user-agent": RESULT_COUNT_AGENT,
      "x-request-id": visitor.headers.get("x-request-id") ?? "",
    },
  });
  const answer = dataOf(
    await serverApiClient(null, counter).GET("/api/search/listings", {
      params: { query: { ...query, page: 1, per_page: 1 } },
    }),
  );
  return answer.meta;
}

/** GET /api/search/listings/{uuid} (its visit counted by the page's beacon); 404 for a listing that is not public. */
export async function getListing(uuid: string, { token, visitor, beacon }: Caller): Promise<MarketplaceListingDetail> {
  const client = serverApiClient(token, visitor);
  const answer = await orNotFound(
    client.GET("/api/search/listings/{uuid}", { params: { path: { uuid }, header: countBy(beacon) } }),
  );
  return dataOf(answer).data;
}

/**
 * GET /api/search/listings/{uuid}/similar (an impression per card, counted by the beacon): the listing page's similar listings and
 * its agent's other listings. They are extras: when they cannot be had, the page shows the listing without them.
 */
export async function getSimilarListings(uuid: string, visitor: Request, beacon = false): Promise<SimilarListings> {
  try {
    const client = serverApiClient(null, visitor);
    return dataOf(
      await client.GET("/api/search/listings/{uuid}/similar", { params: { path: { uuid }, header: countBy(beacon) } }),
    ).data;
  } catch {
    return { similar: [], agent_listings: [] };
  }
}

export async function getAgentProfile(id: number, visitor: Request): Promise<AgentPublicProfile> {
  const answer = await orNotFound(
    serverApiClient(null, visitor).GET("/api/agent/profile/{id}", { params: { path: { id } } }),
  );
  return dataOf(answer).data;
}

/** GET /api/search/featured_agents: the area's featured agents this month, in the day's rotation (ADR 0033). */
export async function getFeaturedAgents(areaId: string, visitor: Request): Promise<FeaturedAgent[]> {
  const answer = await serverApiClient(null, visitor).GET("/api/search/featured_agents", {
    params: { query: { area_id: areaId } },
  });
  return dataOf(answer).data;
}

/** GET /api/search/popular_places: the most listed cities and areas, for the visitor's home. */
export async function getPopularPlaces(visitor: Request): Promise<PopularPlaces> {
  return dataOf(await serverApiClient(null, visitor).GET("/api/search/popular_places")).data;
}

export type LandingPage = Schemas["LandingPage"];
export type LandingQuery = NonNullable<operations["getLandingPage"]["parameters"]["query"]>;

/** GET /api/search/landing: a landing page's place, numbers and links; a slug nobody has is the 404 page. */
export async function getLandingPage(query: LandingQuery, visitor: Request): Promise<LandingPage> {
  const answer = await orNotFound(serverApiClient(null, visitor).GET("/api/search/landing", { params: { query } }));
  return dataOf(answer).data;
}

/** The landing page a search equals, to name it canonical; null when the place has no landing page. */
export async function findLandingPage(query: LandingQuery, visitor: Request): Promise<LandingPage | null> {
  try {
    return dataOf(await serverApiClient(null, visitor).GET("/api/search/landing", { params: { query } })).data;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export async function searchLocations(query: string, visitor: Request): Promise<LocationSuggestion[]> {
  const answer = await serverApiClient(null, visitor).GET("/api/search/locations", { params: { query: { query } } });
  return dataOf(answer).data;
}

// Reference lists change with a deploy or a seed: one answer serves every page for a few minutes.
const FILTER_OPTIONS_TTL_MS = 5 * 60_000;
let filterOptions: { value: Promise<SearchFilterOptions>; at: number } | undefined;

export function getSearchFilterOptions(now = Date.now()): Promise<SearchFilterOptions> {
  if (!filterOptions || now - filterOptions.at > FILTER_OPTIONS_TTL_MS) {
    const value = serverApiClient()
      .GET("/api/search/filters")
      .then((answer) => dataOf(answer).data);
    filterOptions = { value, at: now };
    value.catch(() => {
      if (filterOptions?.value === value) filterOptions = undefined;
    });
  }
  return filterOptions.value;
}

export async function listFavourites(page: number, token: string, visitor: Request) {
  const answer = dataOf(
    await serverApiClient(token, visitor).GET("/api/favourites", { params: { query: { page, per_page: 20 } } }),
  );
  return { favourites: answer.data, meta: answer.meta };
}

/** PUT or DELETE /api/favourites/{uuid}: idempotent both ways. */
export async function setFavourite(
  uuid: string,
  favourite: boolean,
  token: string,
  visitor: Request,
): Promise<boolean> {
  const client = serverApiClient(token, visitor);
  const params = { params: { path: { listing_uuid: uuid } } };
  const answer = favourite
    ? await client.PUT("/api/favourites/{listing_uuid}", params)
    : await client.DELETE("/api/favourites/{listing_uuid}", params);
  return dataOf(answer).data.is_favourite;
}

/** POST /api/search/listings/{uuid}/contact: the agent's phone and WhatsApp link (counted, rate limited per IP). */
export async function revealContact(uuid: string, channel: "phone" | "whatsapp", visitor: Request) {
  const answer = await serverApiClient(null, visitor).POST("/api/search/listings/{uuid}/contact", {
    params: { path: { uuid } },
    body: { channel },
  });
  return dataOf(answer).data;
}

/** POST /api/search/agents/{id}/contact: the agent page's WhatsApp number and link (counted, rate limited per IP). */
export async function revealAgentContact(id: number, channel: "phone" | "whatsapp", visitor: Request) {
  const answer = await serverApiClient(null, visitor).POST("/api/search/agents/{id}/contact", {
    params: { path: { id } },
    body: { channel },
  });
  return dataOf(answer).data;
}

export type EnquiryBody = operations["submitContactEnquiry"]["requestBody"]["content"]["application/json"];
export type ConsultationBody = operations["submitConsultation"]["requestBody"]["content"]["application/json"];

/** POST /api/v2/contact/enquiry from the visitor's address (rate limited per address and per phone). */
export async function sendEnquiry(body: EnquiryBody, visitor: Request): Promise<void> {
  dataOf(await serverApiClient(null, visitor).POST("/api/v2/contact/enquiry", { body }));
}

/** POST /api/contact/consultation (the KPR request), from the visitor's address like the enquiry. */
export async function requestConsultation(body: ConsultationBody, visitor: Request): Promise<void> {
  dataOf(await serverApiClient(null, visitor).POST("/api/contact/consultation", { body }));
}

export async function getSitemapIndex() {
  return dataOf(await serverApiClient().GET("/api/search/sitemap/index")).data;
}

/** One sitemap file's rows from the API; a page past the last is the 404 page. */
export async function getSitemapPage(kind: "listings" | "landing" | "agents", page: number) {
  const client = serverApiClient();
  const query = { params: { query: { page } } };
  if (kind === "landing") {
    return { kind, rows: dataOf(await orNotFound(client.GET("/api/search/sitemap/landing", query))).data } as const;
  }
  if (kind === "agents") {
    return { kind, rows: dataOf(await orNotFound(client.GET("/api/search/sitemap/agents", query))).data } as const;
  }
  return { kind, rows: dataOf(await orNotFound(client.GET("/api/search/sitemap", query))).data } as const;
}
