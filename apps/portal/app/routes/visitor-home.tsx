import { redirect } from "react-router";
import type { Route } from "./+types/visitor-home";
import { PublicErrorBoundary } from "../components/public/public-error-boundary";
import { PublicLink } from "../components/public/public-link";
import { FavouritableListingGrid } from "../features/favourites/components/favouritable-listing-grid";
import { CityShowcases } from "../features/marketplace/components/city-showcase";
import { HomeLinks } from "../features/marketplace/components/home-links";
import { HomeSearchForm } from "../features/marketplace/components/home-search-form";
import { PopularAreas } from "../features/marketplace/components/popular-areas";
import { areaLinks, CARDS_PER_CITY, cityShowcases, KPR_HREF } from "../features/marketplace/visitor-home-view.server";
import { sessionContext } from "../lib/context";
import { countsByBeacon } from "../lib/view-beacon.server";
import { getPopularPlaces, getSearchFilterOptions, searchListings } from "../lib/marketplace-api.server";
import { publicOrigin } from "../lib/public-origin.server";
import { publicText } from "../locales/public";
import { PUBLIC_PATHS } from "../public-paths";
import "../features/marketplace/components/search.css";
import "../features/marketplace/components/visitor-home.css";

const TITLE = "Properti Dijual dan Disewa di Indonesia";
const DESCRIPTION =
  "Cari rumah, apartemen, ruko, dan tanah dijual atau disewa di Griya: listing terbaru dari agen properti di kota dan area terpopuler.";

// The same page for every visitor (docs/product/marketplace.md#the-visitors-home); a signed-in agent's home is
// the agent's day, so "/" sends them there (ADR 0065).
export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.get(sessionContext).user) throw redirect(PUBLIC_PATHS.home);
  const [places, options] = await Promise.all([getPopularPlaces(request), getSearchFilterOptions()]);
  const newest = await Promise.all(
    places.cities.map(async (city) => {
      const query = { city_id: city.id, sort: "newest", page: 1, per_page: CARDS_PER_CITY } as const;
      const found = await searchListings(query, { token: null, visitor: request, beacon: countsByBeacon(context) });
      return [city.id, found] as const;
    }),
  );
  return {
    cities: cityShowcases(places.cities, new Map(newest.map(([id, found]) => [id, found.listings]))),
    viewTokens: newest.flatMap(([, found]) => (found.meta.view_token ? [found.meta.view_token] : [])),
    areas: areaLinks(places.areas),
    propertyTypes: options.property_types,
    kprHref: KPR_HREF,
    canonicalUrl: `${publicOrigin(request)}${PUBLIC_PATHS.visitorHome}`,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: publicText.documentTitle(TITLE) },
  { name: "description", content: DESCRIPTION },
  ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonicalUrl }] : []),
];

export default function VisitorHome({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="public-page home-page">
      <section className="home-hero" aria-labelledby="home-judul">
        <h1 id="home-judul" className="g-page-title">
          Temukan rumah dan properti di seluruh Indonesia
        </h1>
        <p className="public-intro">Dijual atau disewa, langsung dari agen properti.</p>
        <HomeSearchForm propertyTypes={d.propertyTypes} />
      </section>
      {d.cities.length > 0 ? (
        <CityShowcases
          cities={d.cities}
          // Only visitors see this page (a signed-in agent is sent to the agent's day): the heart asks to log in.
          grid={(cards) => <FavouritableListingGrid cards={cards} signedIn={false} headingLevel={3} />}
        />
      ) : (
        <div className="g-empty-state">
          <p className="g-empty-state-title">Belum ada properti yang tayang</p>
          <p className="g-empty-state-description">
            Listing baru dari agen akan tampil di sini. Anda agen properti?{" "}
            <PublicLink href={PUBLIC_PATHS.agentOfferings}>Pasang listing pertama Anda</PublicLink>.
          </p>
        </div>
      )}
      {d.areas.length > 0 && <PopularAreas areas={d.areas} />}
      <HomeLinks kprHref={d.kprHref} />
    </div>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
