import { Pagination } from "@griya/ui/pagination";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/search";
import { listingCardView } from "../components/public/listing-card-view.server";
import { PublicErrorBoundary } from "../components/public/public-error-boundary";
import { PublicLink } from "../components/public/public-link";
import { FavouritableListingGrid } from "../features/favourites/components/favouritable-listing-grid";
import { FeaturedAgentsAside } from "../features/marketplace/components/featured-agents-aside";
import { FilterPanel, RESULTS_ID } from "../features/marketplace/components/filter-panel";
import { mapFilterQuery, mapHrefOf } from "../features/marketplace/map-view";
import { SortSelect } from "../features/marketplace/components/sort-select";
import { resolveTypedLocation } from "../features/marketplace/resolve-location.server";
import {
  activeFilterCount,
  parseSearchFilters,
  searchApiQuery,
  searchHref,
  type SearchFilters,
} from "../features/marketplace/search-filters";
import {
  pageLinkParts,
  resultCountText,
  searchDescription,
  searchHeading,
  sortLinks,
  widenLinks,
} from "../features/marketplace/search-view";
import { unknownLocationNotice } from "../features/marketplace/typed-location";
import { sessionContext } from "../lib/context";
import { countsByBeacon } from "../lib/view-beacon.server";
import { isLandingSearch } from "../features/marketplace/landing-paths";
import {
  findLandingPage,
  getFeaturedAgents,
  getSearchFilterOptions,
  searchListings,
  type LandingPage,
} from "../lib/marketplace-api.server";
import { publicOrigin } from "../lib/public-origin.server";
import { revalidateUnlessPublicIntent } from "../lib/public-actions";
import { publicText } from "../locales/public";
import { landingPath } from "../public-paths";
import "../features/marketplace/components/search.css";

// `url`, not `request.url`: a client navigation asks for /cari.data, and only `url` is the page's own address.
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const { filters, unknown } = await resolveTypedLocation(parseSearchFilters(url.searchParams), request);
  // One address per search: a plain form post or a hand-edited link lands on the canonical URL.
  const canonicalPath = searchHref(filters);
  if (`${url.pathname}${url.search}` !== canonicalPath) throw redirect(canonicalPath);

  const areaId = filters.location?.kind === "area" ? filters.location.id : null;
  const [found, options, featuredAgents, landing] = await Promise.all([
    // An unknown place finds nothing rather than the whole country (docs/product/marketplace.md).
    unknown
      ? null
      : searchListings(searchApiQuery(filters), { token, visitor: request, beacon: countsByBeacon(context) }),
    getSearchFilterOptions(),
    areaId ? getFeaturedAgents(areaId, request) : Promise.resolve([]),
    // A search that is exactly a landing page names it canonical (docs/product/landing-pages.md#canonical-addresses-and-indexing).
    isLandingSearch(filters) ? findLandingPage(landingQuery(filters), request) : Promise.resolve(null),
  ]);
  const listings = found?.listings ?? [];
  const meta = found?.meta ?? { total: 0, total_is_estimate: false, current_page: 1, last_page: 1 };
  if (listings.length === 0 && meta.total > 0 && filters.page > meta.last_page) {
    throw redirect(searchHref(filters, { page: meta.last_page }));
  }
  const heading = searchHeading(filters, { propertyTypes: options.property_types });
  const countText = resultCountText(meta.total, meta.total_is_estimate);
  return {
    filters,
    heading,
    countText,
    description: searchDescription(heading, countText),
    canonicalUrl: `${publicOrigin(request)}${landing ? landingCanonical(landing, filters) : canonicalPath}`,
    locationNotice: unknown && unknownLocationNotice(unknown),
    cards: listings.map(listingCardView),
    viewTokens: found?.meta.view_token ? [found.meta.view_token] : [],
    page: meta.current_page,
    lastPage: meta.last_page,
    pageLinks: pageLinkParts(filters),
    sortLinks: sortLinks(filters),
    mapHref: mapHrefOf(mapFilterQuery(filters)),
    // An unknown place's closest names take the place of the ways to widen the search (no client code added).
    widenIntro: unknown?.closest.length ? "Mungkin maksud Anda:" : "Coba perluas pencarian Anda:",
    widen: unknown?.closest.length ? unknown.closest : listings.length === 0 ? widenLinks(filters) : [],
    activeCount: activeFilterCount(filters),
    options: {
      propertyTypes: options.property_types,
      certificates: options.certificates,
      furnishingStatuses: options.furnishing_statuses,
    },
    signedIn: token !== null,
    featuredAgents,
  };
}

function landingQuery(filters: SearchFilters) {
  return {
    listing_type: filters.listingType ?? "S",
    place_id: filters.location?.id ?? "",
    ...(filters.propertyTypeId !== null ? { property_type_id: filters.propertyTypeId } : {}),
  };
}

function landingCanonical(landing: LandingPage, filters: SearchFilters): string {
  const path = landingPath(filters.listingType ?? "S", landing.property_type?.slug ?? null, landing.place.slug);
  return filters.page > 1 ? `${path}?halaman=${filters.page}` : path;
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData || error) return [{ title: publicText.documentTitle(publicText.pages.search) }];
  const title = publicText.documentTitle(loaderData.heading);
  return [
    { title },
    { name: "description", content: loaderData.description },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: loaderData.description },
    { property: "og:url", content: loaderData.canonicalUrl },
  ];
};

export const shouldRevalidate = revalidateUnlessPublicIntent;

const SORT_WORDS = { newest: "", price_asc: "harga_terendah", price_desc: "harga_tertinggi" } as const;

export default function Search({ loaderData: d }: Route.ComponentProps) {
  const searchKey = d.pageLinks.first;
  return (
    <div className="search-page">
      <div className="search-head">
        <h1 className="g-page-title">{d.heading}</h1>
        <p className="search-count">
          {d.countText}
          {d.lastPage > 1 && ` · halaman ${d.page} dari ${d.lastPage}`}
        </p>
      </div>
      {d.locationNotice && (
        <p className="search-notice" role="status">
          {d.locationNotice}
        </p>
      )}
      <div className="search-layout">
        <FilterPanel
          key={searchKey}
          filters={d.filters}
          options={d.options}
          countText={d.countText}
          activeCount={d.activeCount}
        />
        <FeaturedAgentsAside agents={d.featuredAgents} areaName={d.filters.location?.text || null} />
        <section id={RESULTS_ID} className="search-results" aria-labelledby="hasil-judul" tabIndex={-1}>
          <div className="results-toolbar">
            <h2 id="hasil-judul" className="g-visually-hidden">
              Hasil pencarian
            </h2>
            <a href={d.mapHref}>Peta</a>
            <SortSelect key={searchKey} current={SORT_WORDS[d.filters.sort]} links={d.sortLinks} />
          </div>
          {d.cards.length > 0 ? (
            <FavouritableListingGrid cards={d.cards} signedIn={d.signedIn} />
          ) : (
            <div className="g-empty-state">
              <p className="g-empty-state-title">Tidak ada properti yang cocok</p>
              {d.widen.length > 0 && (
                <div className="g-empty-state-description">
                  <p>{d.widenIntro}</p>
                  <ul className="widen-links">
                    {d.widen.map((link) => (
                      <li key={link.href}>
                        <Link to={link.href}>{link.label}</Link>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          )}
          <Pagination
            page={d.page}
            lastPage={d.lastPage}
            hrefForPage={(page) => (page > 1 ? `${d.pageLinks.rest}${page}` : d.pageLinks.first)}
            linkComponent={PublicLink}
          />
        </section>
      </div>
    </div>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
