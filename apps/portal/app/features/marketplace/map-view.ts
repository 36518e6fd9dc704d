// The map search's view and box (docs/product/marketplace.md#map-search; ADR 0068): the view a shared address
// keeps (`peta=lat,lng,zoom`), the box it shows, and the box the API accepts. Plain arithmetic, used by the
// server (the first render) and by the map in the browser.
import type { ListingCardView } from "../../components/public/listing-card-view";
import { PUBLIC_PATHS } from "../../public-paths";
import { searchFiltersToParams, type SearchFilters } from "./search-filters";

export type MapView = { lat: number; lng: number; zoom: number };
export type MapBox = { south: number; west: number; north: number; east: number };

export type MapMarkerView = { uuid: string; lat: number; lng: number; title: string; price: string; href: string };
export type MapClusterView = { count: number; lat: number; lng: number; bounds: MapBox };

/** What the map page shows of one box: drawn by the map, listed beside it, counted above the list. */
export type MapAreaView = {
  markers: MapMarkerView[];
  clusters: MapClusterView[];
  cards: ListingCardView[];
  /** "12 properti di area peta ini", with "20 terbaru ditampilkan" past the list's length. */
  countText: string;
  /** "3 listing tanpa titik peta tidak tampil di peta."; null when every match has a pin. */
  withoutPinText: string | null;
};

/** The URL parameter of the view. */
export const VIEW_PARAM = "peta";
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;
/** All of Indonesia, what a search opened without a view (or with one that cannot be read) shows. */
export const INDONESIA: MapBox = { south: -11, west: 95, north: 6, east: 141 };
/** The widest box the API accepts (apps/api/src/features/marketplace/search-map-box.ts). */
const MAX_LAT_SPAN = 60;
const MAX_LNG_SPAN = 120;
/** Web Mercator stops here; Leaflet's map never shows further north or south. */
const MAX_LATITUDE = 85;
/** A screen's size for the server's first render, which cannot know the visitor's. */
const NOMINAL_VIEWPORT = { width: 1024, height: 768 };
const TILE_SIZE = 256;

const VIEW_PATTERN = /^(-?\d{1,2}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?),(\d{1,2})$/;

/** The view of `peta=-6.2,106.8,12`; null when absent. `invalid` when present but unreadable or out of range. */
export function parseMapView(value: string | null): MapView | null | "invalid" {
  if (value === null) return null;
  const match = VIEW_PATTERN.exec(value.trim());
  if (!match) return "invalid";
  const [lat, lng, zoom] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (Math.abs(lat) > MAX_LATITUDE || Math.abs(lng) > 180 || zoom < MIN_ZOOM || zoom > MAX_ZOOM) return "invalid";
  return { lat, lng, zoom };
}

/** "-6.2,106.8,12": four decimals (about 11 m) are enough to share a view. */
export function formatMapView(view: MapView): string {
  const round = (n: number) => String(Number(n.toFixed(4)));
  return `${round(view.lat)},${round(view.lng)},${Math.round(view.zoom)}`;
}

/** The filters of a search as the map page's query carries them (page and order are the list's own). */
export function mapFilterQuery(filters: SearchFilters): string {
  return searchFiltersToParams({ ...filters, page: 1, sort: "newest" }).toString();
}

/** "/cari/peta?tipe=dijual&peta=-6.2,106.8,12": the map of a search's filters (mapFilterQuery), at `view`. */
export function mapHrefOf(filterQuery: string, view: MapView | null = null): string {
  const query = [filterQuery, view && `${VIEW_PARAM}=${formatMapView(view)}`].filter(Boolean).join("&");
  return query ? `${PUBLIC_PATHS.searchMap}?${query}` : PUBLIC_PATHS.searchMap;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A box the API accepts: edges inside the world, at most 60° by 120° around its middle. */
export function acceptableBox(box: MapBox): MapBox {
  const middleLat = (box.south + box.north) / 2;
  const middleLng = (box.west + box.east) / 2;
  const halfLat = Math.min(box.north - box.south, MAX_LAT_SPAN) / 2;
  const halfLng = Math.min(box.east - box.west, MAX_LNG_SPAN) / 2;
  return {
    south: clamp(middleLat - halfLat, -90, 90),
    west: clamp(middleLng - halfLng, -180, 180),
    north: clamp(middleLat + halfLat, -90, 90),
    east: clamp(middleLng + halfLng, -180, 180),
  };
}

/** The box a view shows on a screen of `size` pixels (Web Mercator, 256-pixel tiles), made acceptable. */
export function boxOfView(view: MapView, size = NOMINAL_VIEWPORT): MapBox {
  const world = TILE_SIZE * 2 ** view.zoom;
  const halfLng = (size.width / 2 / world) * 360;
  const y = ((1 - Math.asinh(Math.tan((view.lat * Math.PI) / 180)) / Math.PI) / 2) * world;
  const latAt = (pixelY: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * pixelY) / world))) * 180) / Math.PI;
  return acceptableBox({
    south: latAt(y + size.height / 2),
    west: view.lng - halfLng,
    north: latAt(y - size.height / 2),
    east: view.lng + halfLng,
  });
}

/** The box to six decimals (about 10 cm), as the query of /cari/peta/area and the API carry it. */
export function roundBox(box: MapBox): MapBox {
  const round = (n: number) => Number(n.toFixed(6));
  return { south: round(box.south), west: round(box.west), north: round(box.north), east: round(box.east) };
}

/** The box of /cari/peta/area?south=…: null when a part is missing or not a number. */
export function parseBox(params: URLSearchParams): MapBox | null {
  const parts = (["south", "west", "north", "east"] as const).map((name) => {
    const text = params.get(name);
    return text === null || text.trim() === "" ? Number.NaN : Number(text);
  });
  if (parts.some((n) => !Number.isFinite(n))) return null;
  const [south, west, north, east] = parts as [number, number, number, number];
  return { south, west, north, east };
}
