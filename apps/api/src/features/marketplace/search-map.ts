import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { clock } from "../../platform/clock.js";
import { isCardRow, toMarketplaceCard } from "./marketplace-card.js";
import { searchQueryRefusal } from "./search-filters.js";
import { gridCellDegrees, mapBoxRefusal, MAX_SINGLE_MARKERS } from "./search-map-box.js";
import { countWithoutPin, mapCells, mapListRows, mapMarkers } from "./search-map-repository.js";
import { publicReadDb } from "../../kernels/auth/own-writes.js";

/**
 * GET /api/search/map: the search's public listings inside a map's visible box (docs/product/marketplace.md#map-search;
 * ADR 0068). Up to MAX_SINGLE_MARKERS matches each come as a marker; past that the server groups them by a grid
 * (gridCellDegrees), a cell of one listing still a marker, so an answer never holds more than 500 of both. The
 * list beside the map is the box's newest matches; matches without a pin are counted, since no map shows them.
 * The same answer for every visitor, and no impressions are counted (a map redraws at every move).
 */
export const searchMap: OperationHandler<"searchMap"> = async (request) => {
  const { south, west, north, east, ...query } = request.query;
  const refusal = mapBoxRefusal({ south, west, north, east }) ?? searchQueryRefusal(query);
  if (refusal) return refusal;
  const box = { south, west, north, east };
  const db = publicReadDb(request);
  const at = clock.now();

  const [cells, listRows, withoutPin] = await Promise.all([
    mapCells(db, query, box, gridCellDegrees(box), at),
    mapListRows(db, query, box, at),
    countWithoutPin(db, query, at),
  ]);
  const total = cells[0]?.total ?? 0;
  const grouped = total > MAX_SINGLE_MARKERS;
  const singles = grouped ? cells.filter((c) => c.count === 1).map((c) => c.id) : undefined;
  const markers =
    singles?.length === 0
      ? []
      : await mapMarkers(db, query, box, at, { ids: singles, limit: singles?.length ?? MAX_SINGLE_MARKERS });
  const clusters = grouped
    ? cells
        .filter((c) => c.count > 1)
        .map(({ count, lat, lng, south, west, north, east }) => ({ count, lat, lng, south, west, north, east }))
    : [];
  return {
    data: {
      markers,
      clusters,
      listings: listRows.filter(isCardRow).map((row) => toMarketplaceCard(request.server.publicFiles, row)),
      total_in_box: total,
      without_pin: withoutPin,
    },
  };
};
