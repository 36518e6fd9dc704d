import { Link } from "react-router";
import type { Route } from "./+types/search-map";
import { PublicErrorBoundary } from "../components/public/public-error-boundary";
import { MapSearch } from "../features/marketplace/components/map-search";
import { mapArea } from "../features/marketplace/map-area.server";
import {
  boxOfView,
  INDONESIA,
  mapFilterQuery,
  mapHrefOf,
  parseMapView,
  VIEW_PARAM,
  type MapAreaView,
} from "../features/marketplace/map-view";
import { resolveTypedLocation } from "../features/marketplace/resolve-location.server";
import { parseSearchFilters, searchHref } from "../features/marketplace/search-filters";
import { searchHeading } from "../features/marketplace/search-view";
import { unknownLocationNotice } from "../features/marketplace/typed-location";
import { getSearchFilterOptions } from "../lib/marketplace-api.server";
import { publicOrigin } from "../lib/public-origin.server";
import { publicText } from "../locales/public";
import "../features/marketplace/components/search.css";
import "../features/marketplace/components/map-search.css";

const BAD_VIEW = "Tampilan peta di alamat ini tidak dapat dibaca. Peta menampilkan seluruh Indonesia.";
const NOTHING: MapAreaView = {
  markers: [],
  clusters: [],
  cards: [],
  countText: "0 properti di area peta ini",
  withoutPinText: null,
};

/**
 * /cari/peta?<filters>&peta=lat,lng,zoom (docs/product/marketplace.md#map-search; ADR 0068): the server renders the
 * list of the view's box (all of Indonesia without one), so the page works without JavaScript; the map loads after.
 * A view that cannot be read falls back to all of Indonesia with a notice, never an error page.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const { filters, unknown } = await resolveTypedLocation(parseSearchFilters(url.searchParams), request);
  const parsed = parseMapView(url.searchParams.get(VIEW_PARAM));
  const view = parsed === null || parsed === "invalid" ? null : parsed;
  const [area, options] = await Promise.all([
    mapArea(filters, view ? boxOfView(view) : INDONESIA, request, unknown !== null),
    getSearchFilterOptions(),
  ]);
  const heading = searchHeading(filters, { propertyTypes: options.property_types });
  const filterQuery = mapFilterQuery(filters);
  return {
    heading,
    view,
    notice: (unknown && unknownLocationNotice(unknown)) || (parsed === "invalid" ? BAD_VIEW : null),
    area: area ?? NOTHING,
    filterQuery,
    listHref: searchHref(filters),
    canonicalUrl: `${publicOrigin(request)}${mapHrefOf(filterQuery)}`,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData || error) return [{ title: publicText.documentTitle(publicText.pages.searchMap) }];
  return [
    { title: publicText.documentTitle(`Peta: ${loaderData.heading}`) },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
  ];
};

export default function SearchMap({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="map-search-page">
      <div className="map-search-head">
        <h1 className="g-page-title">{d.heading}</h1>
        <nav className="map-search-views" aria-label="Tampilan hasil">
          <Link to={d.listHref}>Daftar</Link>
          <span aria-current="page">Peta</span>
        </nav>
      </div>
      {d.notice && (
        <p className="search-notice" role="status">
          {d.notice}
        </p>
      )}
      <MapSearch
        key={`${d.filterQuery}|${d.view ? `${d.view.lat},${d.view.lng},${d.view.zoom}` : ""}`}
        initial={d.area}
        view={d.view}
        filterQuery={d.filterQuery}
        listHref={d.listHref}
      />
    </div>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
