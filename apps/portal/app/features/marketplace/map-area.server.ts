import { ValidationError } from "@griya/api-client/errors";
import { listingCardView, priceView } from "../../components/public/listing-card-view.server";
import { searchMap } from "../../lib/marketplace-api.server";
import { propertyPath } from "../../public-paths";
import { roundBox, type MapAreaView, type MapBox } from "./map-view";
import { searchApiQuery, type SearchFilters } from "./search-filters";

const EMPTY: Omit<MapAreaView, "countText" | "withoutPinText"> = { markers: [], clusters: [], cards: [] };

function countText(total: number, listed: number): string {
  const inBox = `${total.toLocaleString("id-ID")} properti di area peta ini`;
  return total > listed ? `${inBox}, ${listed} terbaru ditampilkan` : inBox;
}

/**
 * The map answer of a search's box, shaped for the page (docs/product/marketplace.md#map-search). `unknownPlace`:
 * a typed place the location box does not know finds nothing, as on /cari. A box the API refuses is null (the
 * page then shows its default view).
 */
export async function mapArea(
  filters: SearchFilters,
  box: MapBox,
  visitor: Request,
  unknownPlace = false,
): Promise<MapAreaView | null> {
  if (unknownPlace) return { ...EMPTY, countText: countText(0, 0), withoutPinText: null };
  const { sort: _sort, page: _page, per_page: _perPage, ...filterQuery } = searchApiQuery(filters);
  let answer;
  try {
    answer = await searchMap({ ...filterQuery, ...roundBox(box) }, visitor);
  } catch (error) {
    if (error instanceof ValidationError) return null;
    throw error;
  }
  return {
    markers: answer.markers.map((m) => ({
      uuid: m.uuid,
      lat: m.lat,
      lng: m.lng,
      title: m.title,
      price: priceView(m).short,
      href: propertyPath(m.uuid),
    })),
    clusters: answer.clusters.map(({ count, lat, lng, south, west, north, east }) => ({
      count,
      lat,
      lng,
      bounds: { south, west, north, east },
    })),
    cards: answer.listings.map(listingCardView),
    countText: countText(answer.total_in_box, answer.listings.length),
    withoutPinText:
      answer.without_pin > 0
        ? `${answer.without_pin.toLocaleString("id-ID")} listing tanpa titik peta tidak tampil di peta.`
        : null,
  };
}
