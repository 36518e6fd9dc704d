import { Pagination } from "@griya/ui/pagination";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/landing";
import { listingCardView } from "../components/public/listing-card-view.server";
import { PublicErrorBoundary } from "../components/public/public-error-boundary";
import { PublicLink } from "../components/public/public-link";
import { FavouritableListingGrid } from "../features/favourites/components/favouritable-listing-grid";
import { LandingLinkLists } from "../features/marketplace/components/landing-link-lists";
import { landingExtraQuery } from "../features/marketplace/landing-paths";
import {
  breadcrumbJsonLd,
  landingCrumbs,
  landingDescription,
  landingHeading,
  landingLinks,
  marketSummary,
} from "../features/marketplace/landing-view.server";
import { parseSearchFilters, searchApiQuery, searchHref } from "../features/marketplace/search-filters";
import { resultCountText } from "../features/marketplace/search-view";
import { sessionContext } from "../lib/context";
import { countsByBeacon } from "../lib/view-beacon.server";
import { getLandingPage, searchListings } from "../lib/marketplace-api.server";
import { publicOrigin } from "../lib/public-origin.server";
import { revalidateUnlessPublicIntent } from "../lib/public-actions";
import { publicText } from "../locales/public";
import { LANDING_DEALS, landingPath, type LandingDeal } from "../public-paths";
import "../features/marketplace/components/search.css";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SORTS = [
  { sort: "newest", label: "Terbaru" },
  { sort: "price_asc", label: "Harga terendah" },
  { sort: "price_desc", label: "Harga tertinggi" },
] as const;
const notFound = () => new Response(null, { status: 404 });

// A landing page is the search of its deal, type and place (docs/product/landing-pages.md): the place and type by
// their slugs, other filters from the query. `url`, not `request.url`: a client navigation asks for .data.
export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const deal = url.pathname.split("/")[1] as LandingDeal;
  const listingType = LANDING_DEALS[deal];
  const typeSlug = params.type ?? null;
  if (!listingType || !SLUG.test(params.place) || (typeSlug !== null && !SLUG.test(typeSlug))) throw notFound();
  const page = await getLandingPage(
    { listing_type: listingType, place: params.place, ...(typeSlug ? { property_type: typeSlug } : {}) },
    request,
  );
  const path = landingPath(listingType, page.property_type?.slug ?? null, page.place.slug);
  const asked = parseSearchFilters(url.searchParams);
  const extra = landingExtraQuery(asked);
  const canonicalHere = `${path}${extra ? `?${extra}` : ""}`;
  // An old slug moves for good (301); a query in another spelling lands on its one address.
  if (url.pathname !== path) throw redirect(canonicalHere, 301);
  if (url.search.replace(/^\?/, "") !== extra) throw redirect(canonicalHere);

  const filters = {
    ...asked,
    listingType,
    propertyTypeId: page.property_type?.id ?? null,
    location: { kind: page.place.type, id: page.place.id, text: page.place.name },
  };
  const found = await searchListings(searchApiQuery(filters), {
    token,
    visitor: request,
    beacon: countsByBeacon(context),
  });
  const meta = found.meta;
  const hrefFor = (changes: Partial<typeof filters>) => {
    const query = landingExtraQuery(filters, changes);
    return query ? `${path}?${query}` : path;
  };
  if (found.listings.length === 0 && meta.total > 0 && filters.page > meta.last_page) {
    throw redirect(hrefFor({ page: meta.last_page }));
  }
  const origin = publicOrigin(request);
  const hasExtra = landingExtraQuery(filters, { page: 1 }) !== "";
  const crumbs = landingCrumbs(page, listingType);
  const countText = resultCountText(meta.total, meta.total_is_estimate);
  const firstPage = hrefFor({ page: 1 });
  return {
    heading: landingHeading(page, listingType),
    summary: marketSummary(page, listingType),
    description: landingDescription(page, listingType),
    // Extra filters: not a page of its own (noindex, the landing page canonical); page 2 on is its own page.
    canonicalUrl: `${origin}${hasExtra ? path : canonicalHere}`,
    indexable: !hasExtra && meta.total > 0,
    crumbs,
    jsonLd: breadcrumbJsonLd(crumbs, origin, path),
    links: landingLinks(page, listingType),
    // The landing page stays light (no filter panel): refining is the full search of the same place.
    refineHref: searchHref({ ...filters, page: 1 }),
    countText,
    cards: found.listings.map(listingCardView),
    viewTokens: meta.view_token ? [meta.view_token] : [],
    page: meta.current_page,
    lastPage: meta.last_page,
    pageLinks: { first: firstPage, rest: `${firstPage}${firstPage.includes("?") ? "&" : "?"}halaman=` },
    sorts: SORTS.map(({ sort, label }) => ({
      label,
      href: hrefFor({ sort, page: 1 }),
      current: filters.sort === sort,
    })),
    signedIn: token !== null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData || error) return [{ title: publicText.documentTitle(publicText.pages.search) }];
  const title = publicText.documentTitle(loaderData.heading);
  return [
    { title },
    { name: "description", content: loaderData.description },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
    ...(loaderData.indexable ? [] : [{ name: "robots", content: "noindex, follow" }]),
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: loaderData.description },
    { property: "og:url", content: loaderData.canonicalUrl },
    { "script:ld+json": loaderData.jsonLd },
  ];
};

export const shouldRevalidate = revalidateUnlessPublicIntent;

export default function Landing({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="search-page">
      <nav aria-label="Jejak navigasi" className="landing-crumbs">
        <ol>
          {d.crumbs.map((crumb) => (
            <li key={crumb.label}>
              {crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
            </li>
          ))}
        </ol>
      </nav>
      <div className="search-head">
        <h1 className="g-page-title">{d.heading}</h1>
        <p className="search-count">
          {d.countText}
          {d.lastPage > 1 && ` · halaman ${d.page} dari ${d.lastPage}`}
        </p>
      </div>
      <p className="landing-summary">{d.summary}</p>
      <div className="landing-layout">
        <section className="search-results" aria-labelledby="hasil-judul">
          <div className="landing-toolbar">
            <h2 id="hasil-judul" className="g-visually-hidden">
              Hasil pencarian
            </h2>
            <nav aria-label="Urutkan" className="landing-sorts">
              <span aria-hidden="true">Urutkan:</span>
              {d.sorts.map((sort) => (
                <Link key={sort.href} to={sort.href} aria-current={sort.current ? "true" : undefined}>
                  {sort.label}
                </Link>
              ))}
            </nav>
            <Link to={d.refineHref} className="landing-refine">
              Saring hasil (harga, kamar, luas…)
            </Link>
          </div>
          {d.cards.length > 0 ? (
            <FavouritableListingGrid cards={d.cards} signedIn={d.signedIn} />
          ) : (
            <div className="g-empty-state">
              <p className="g-empty-state-title">Tidak ada properti yang cocok</p>
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
      <LandingLinkLists links={d.links} placeName={d.crumbs.at(-1)?.label ?? ""} />
    </div>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
