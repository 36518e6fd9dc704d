import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { clock } from "../../platform/clock.js";
import { popularAreas, popularCities, type PopularAreaRow, type PopularCityRow } from "./popular-places-repository.js";

/** How many cities and areas the home shows (docs/product/marketplace.md#the-visitors-home). */
const POPULAR_CITY_COUNT = 3;
const POPULAR_AREA_COUNT = 8;

export type PopularPlaces = { data: { cities: PopularCityRow[]; areas: PopularAreaRow[] } };

/**
 * GET /api/search/popular_places: the cities and areas with the most public listings, with their counts, for the
 * marketplace home. Kept in memory for a few minutes (PopularPlacesMemory): the same answer for every visitor.
 */
export const getPopularPlaces: OperationHandler<"getPopularPlaces"> = (request) => {
  const { db } = request.server.database;
  return request.server.popularPlaces.get(async () => {
    const at = clock.now();
    const [cities, areas] = await Promise.all([
      popularCities(db, POPULAR_CITY_COUNT, at),
      popularAreas(db, POPULAR_AREA_COUNT, at),
    ]);
    return { data: { cities, areas } };
  });
};
