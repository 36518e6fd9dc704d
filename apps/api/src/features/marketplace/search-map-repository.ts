import { composeListingTitle } from "@griya/domain/listing-display";
import { sql, type SQL } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { bigintColumn, rowsOf } from "../../platform/db/rows-of.js";
import { cardColumns, cardJoins } from "./marketplace-card-repository.js";
import { CardColumns } from "./marketplace-card.js";
import { isPublicListing } from "./public-listing-repository.js";
import type { SearchQuery } from "./search-filters.js";
import type { MapBox } from "./search-map-box.js";
import { searchConditions } from "./search-repository.js";

/** Markers and clusters of one answer together, at most (docs/product/marketplace.md#map-search). */
const MAX_MAP_ITEMS = 500;
/** The box's newest matches listed beside the map. */
const MAP_LIST_SIZE = 20;

/** A pinned public listing `l` matching the search inside the box: served by listings_public_map_idx (0032). */
function inBox(query: SearchQuery, box: MapBox, at: Date): SQL {
  return sql.join(
    [
      isPublicListing(at),
      ...searchConditions(query),
      sql`l.lat IS NOT NULL AND l.lng IS NOT NULL`,
      sql`l.lat BETWEEN ${box.south} AND ${box.north} AND l.lng BETWEEN ${box.west} AND ${box.east}`,
    ],
    sql` AND `,
  );
}

const MapCell = v.object({
  count: v.number(),
  total: v.number(),
  /** The one listing of a cell of one. */
  id: v.number(),
  lat: v.number(),
  lng: v.number(),
  south: v.number(),
  west: v.number(),
  north: v.number(),
  east: v.number(),
});
export type MapCell = v.InferOutput<typeof MapCell>;

/**
 * The box's matches grouped by a grid of `cell` degrees anchored at 0° (gridCellDegrees), biggest cells first,
 * each with every cell's total beside it: a cell's count, mean position and the box of its listings.
 */
export function mapCells(db: AppDb, query: SearchQuery, box: MapBox, cell: number, at: Date): Promise<MapCell[]> {
  return rowsOf(
    db,
    MapCell,
    sql`
    SELECT count(*)::int AS count, (sum(count(*)) OVER ())::int AS total, min(l.id) AS id,
      avg(l.lat) AS lat, avg(l.lng) AS lng, min(l.lat) AS south, min(l.lng) AS west, max(l.lat) AS north, max(l.lng) AS east
    FROM listings l
    WHERE ${inBox(query, box, at)}
    GROUP BY floor(l.lat / ${cell}::float8), floor(l.lng / ${cell}::float8)
    ORDER BY count DESC, id
    LIMIT ${MAX_MAP_ITEMS}`,
  );
}

const MarkerRow = v.object({
  uuid: v.string(),
  lat: v.number(),
  lng: v.number(),
  type: v.picklist(["S", "R"]),
  title_suffix: v.nullable(v.string()),
  price: bigintColumn,
  property_type_name: v.string(),
  rent_period: v.nullable(v.object({ id: v.number(), name: v.string(), months: v.number() })),
});

/** The markers of the box's matches (`ids`: only those), newest first; a listing a card cannot show is left out. */
export async function mapMarkers(
  db: AppDb,
  query: SearchQuery,
  box: MapBox,
  at: Date,
  options: { ids?: readonly number[]; limit: number },
) {
  const only = options.ids ? sql` AND l.id = ANY(${`{${options.ids.join(",")}}`}::int[])` : sql``;
  const rows = await rowsOf(
    db,
    MarkerRow,
    sql`
    SELECT l.uuid::text AS uuid, l.lat, l.lng, l.type, l.title_suffix, l.price, pt.name AS property_type_name,
      (SELECT json_build_object('id', rp.id, 'name', rp.name, 'months', rp.months) FROM rent_periods rp
        WHERE rp.id = l.rent_period_id) AS rent_period
    FROM listings l JOIN property_types pt ON pt.id = l.property_type_id
    WHERE ${inBox(query, box, at)}${only} AND l.price IS NOT NULL AND l.area_id IS NOT NULL
    ORDER BY l.posted_at DESC, l.id DESC
    LIMIT ${options.limit}`,
  );
  return rows.map((r) => ({
    uuid: r.uuid,
    lat: r.lat,
    lng: r.lng,
    title: composeListingTitle(r.property_type_name, r.title_suffix),
    listing_type: r.type,
    price: Number(r.price),
    rent_period: r.type === "R" ? r.rent_period : null,
  }));
}

/** The card rows of the box's newest matches, for the list beside the map (no viewer: the same for everyone). */
export function mapListRows(db: AppDb, query: SearchQuery, box: MapBox, at: Date) {
  return rowsOf(
    db,
    CardColumns,
    sql`
    SELECT ${cardColumns(null)}
    FROM (SELECT l.id FROM listings l WHERE ${inBox(query, box, at)}
      ORDER BY l.posted_at DESC, l.id DESC LIMIT ${MAP_LIST_SIZE}) hit
    JOIN listings l ON l.id = hit.id
    ${cardJoins}
    ORDER BY l.posted_at DESC, l.id DESC`,
  );
}

/** How many public matches of the search have no pin (either coordinate missing), anywhere. */
export async function countWithoutPin(db: AppDb, query: SearchQuery, at: Date): Promise<number> {
  const where = sql.join(
    [isPublicListing(at), ...searchConditions(query), sql`(l.lat IS NULL OR l.lng IS NULL)`],
    sql` AND `,
  );
  const [row] = await rowsOf(
    db,
    v.object({ count: v.number() }),
    sql`SELECT count(*)::int AS count FROM listings l WHERE ${where}`,
  );
  return row!.count;
}
