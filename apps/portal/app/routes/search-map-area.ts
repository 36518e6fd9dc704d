import type { Route } from "./+types/search-map-area";
import { mapArea } from "../features/marketplace/map-area.server";
import { parseBox } from "../features/marketplace/map-view";
import { resolveTypedLocation } from "../features/marketplace/resolve-location.server";
import { parseSearchFilters } from "../features/marketplace/search-filters";

const REFUSED = { error: "Area peta tidak valid." };

/**
 * GET /cari/peta/area?<filters>&south=…&west=…&north=…&east=…: what the map page shows of a moved map's box
 * (docs/product/marketplace.md#map-search), as JSON; a box that is missing or refused answers 400.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const box = parseBox(url.searchParams);
  if (!box) return Response.json(REFUSED, { status: 400 });
  const { filters, unknown } = await resolveTypedLocation(parseSearchFilters(url.searchParams), request);
  const area = await mapArea(filters, box, request, unknown !== null);
  if (!area) return Response.json(REFUSED, { status: 400 });
  return Response.json(area, { headers: { "cache-control": "no-store" } });
}
