// The visitor's home, worded on the server (ADR 0024): the most listed cities with their newest listings, the
// most listed areas, each with a link to its search (docs/product/marketplace.md#the-visitors-home).
import { listingCardView } from "../../components/public/listing-card-view.server";
import type { ListingCardView } from "../../components/public/listing-card-view";
import type { MarketplaceListing, PopularPlaces } from "../../lib/marketplace-api.server";
import { EMPTY_FILTERS, searchHref, type LocationKind } from "./search-filters";

/** Newest listings shown per city. */
export const CARDS_PER_CITY = 4;

export type CityShowcase = { id: string; name: string; countText: string; href: string; cards: ListingCardView[] };
export type AreaLink = { id: string; name: string; cityName: string; countText: string; href: string };

/** "1.250 properti" */
export const listingCountText = (count: number) => `${count.toLocaleString("id-ID")} properti`;

/** The search of one place, newest first, with the place's name in the location box. */
function placeSearchHref(kind: LocationKind, id: string, text: string): string {
  return searchHref({ ...EMPTY_FILTERS, location: { kind, id, text } });
}

/** KPR is worked out on each listing for sale: its link is the search of sales. */
export const KPR_HREF = searchHref({ ...EMPTY_FILTERS, listingType: "S" });

/** Each city with its newest listings; a city whose listings went private since the count is left out. */
export function cityShowcases(
  cities: PopularPlaces["cities"],
  newestOf: ReadonlyMap<string, MarketplaceListing[]>,
): CityShowcase[] {
  return cities
    .map((city) => ({
      id: city.id,
      name: city.name,
      countText: listingCountText(city.count),
      href: placeSearchHref("city", city.id, city.name),
      cards: (newestOf.get(city.id) ?? []).slice(0, CARDS_PER_CITY).map(listingCardView),
    }))
    .filter((city) => city.cards.length > 0);
}

export function areaLinks(areas: PopularPlaces["areas"]): AreaLink[] {
  return areas.map((area) => ({
    id: area.id,
    name: area.name,
    cityName: area.city_name,
    countText: listingCountText(area.count),
    href: placeSearchHref("area", area.id, `${area.name}, ${area.city_name}`),
  }));
}
