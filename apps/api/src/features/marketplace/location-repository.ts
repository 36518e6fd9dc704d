import { sql, type SQL } from "drizzle-orm";
import * as v from "valibot";
import { clock } from "../../platform/clock.js";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { isPublicListing } from "./public-listing-repository.js";

export const LocationRow = v.object({
  type: v.picklist(["province", "city", "area", "areas"]),
  id: v.string(),
  name: v.string(),
  label: v.string(),
  match: v.picklist(["name", "typo", "close"]),
});
export type LocationRow = v.InferOutput<typeof LocationRow>;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A city's name as people say it: without "Kota"/"Kabupaten" ("Kota Administrasi Jakarta Selatan" → "Jakarta Selatan"). */
const bare = (column: string) =>
  `regexp_replace(${column}, '^(Kota Administrasi|Kabupaten Administrasi|Kota|Kabupaten) ', '')`;

/**
 * Every place the box can suggest, with the text it is found by (`key`, lower-case) and a second key (a city's bare
 * name): provinces, cities, districts, and the aliases of place_aliases (0030) labelled "Kemang — Mampang Prapatan,
 * Jakarta Selatan"; an alias of a set of districts (0033) is found by its own id, labelled "Bintaro —
 * Pesanggrahan, Jakarta Selatan; Pondok Aren, Tangerang Selatan". `filter(key)` keeps the rows the caller wants; districts and aliases are read through their
 * trigram indexes (0001, 0030), provinces and cities are a few hundred rows.
 */
function places(filter: (key: SQL) => SQL): SQL {
  const key = (column: string) => sql.raw(`lower(${column})`);
  const bareKey = key(bare("c.name"));
  return sql`
    SELECT 'province' AS type, 1 AS level, 0 AS weight, p.id, p.name, p.name AS label, lower(p.name) AS key,
      lower(p.name) AS key2
    FROM provinces p WHERE ${filter(key("p.name"))}
    UNION ALL
    SELECT 'city', 2, 0, c.id, c.name, c.name || ', ' || p.name, lower(c.name), ${bareKey}
    FROM cities c JOIN provinces p ON p.id = c.province_id WHERE (${filter(key("c.name"))}) OR (${filter(bareKey)})
    UNION ALL
    SELECT 'area', 3, 0, d.id, d.name, d.name || ', ' || c.name || ', ' || p.name, lower(d.name), lower(d.name)
    FROM districts d JOIN cities c ON c.id = d.city_id JOIN provinces p ON p.id = c.province_id
    WHERE ${filter(key("d.name"))}
    UNION ALL
    SELECT a.target_type, 0, a.weight, coalesce(a.target_id, a.id::text), a.name,
      a.name || ' — ' || coalesce(d.name || ', ' || ${sql.raw(bare("dc.name"))}, ${sql.raw(bare("c.name"))}, p.name,
        districts_of.names),
      lower(a.name), lower(a.name)
    FROM place_aliases a
    LEFT JOIN districts d ON a.target_type = 'area' AND d.id = a.target_id
    LEFT JOIN cities dc ON dc.id = d.city_id
    LEFT JOIN cities c ON a.target_type = 'city' AND c.id = a.target_id
    LEFT JOIN provinces p ON a.target_type = 'province' AND p.id = a.target_id
    LEFT JOIN LATERAL (
      SELECT string_agg(sd.name || ', ' || ${sql.raw(bare("sc.name"))}, '; ' ORDER BY sd.id) AS names
      FROM place_alias_districts pad JOIN districts sd ON sd.id = pad.district_id JOIN cities sc ON sc.id = sd.city_id
      WHERE a.target_type = 'areas' AND pad.alias_id = a.id
    ) districts_of ON true
    WHERE (${filter(key("a.name"))}) AND (coalesce(d.id, c.id, p.id) IS NOT NULL OR districts_of.names IS NOT NULL)`;
}

/** Public listings in the place: the tie-break between places ranked alike (docs/product/regions.md). */
function listingCount(at: Date): SQL {
  const count = (column: string) =>
    sql`(SELECT count(*)::int FROM listings l WHERE ${sql.raw(`l.${column}`)} = f.id AND ${isPublicListing(at)})`;
  const inSet = sql`(SELECT count(*)::int FROM listings l WHERE l.area_id IN (
    SELECT district_id FROM place_alias_districts WHERE alias_id = f.id::int) AND ${isPublicListing(at)})`;
  return sql`CASE f.type WHEN 'area' THEN ${count("area_id")} WHEN 'city' THEN ${count("city_id")}
    WHEN 'areas' THEN ${inSet} ELSE ${count("province_id")} END`;
}

/**
 * Only the first CANDIDATES by rank are counted: the count breaks ties, and counting every district that contains
 * "an" would read the listings thousands of times.
 */
const CANDIDATES = 50;

/**
 * Places whose alias or official name contains `term` (lower-case), ranked (docs/product/regions.md): an exact name
 * before a name that starts with the term before one that contains it; then the alias's weight (an official name
 * weighs 0); then aliases, provinces, cities, areas; then the most public listings; then by name.
 */
export function findLocations(db: AppDb, term: string, limit: number, at: Date = clock.now()): Promise<LocationRow[]> {
  const contains = `%${likeEscape(term)}%`;
  const starts = `${likeEscape(term)}%`;
  return rowsOf(
    db,
    LocationRow,
    sql`
    SELECT type, id, name, label, 'name' AS match FROM (
      SELECT *, CASE WHEN key = ${term} OR key2 = ${term} THEN 0 WHEN key LIKE ${starts} OR key2 LIKE ${starts} THEN 1
        ELSE 2 END AS tier
      FROM (${places((key) => sql`${key} LIKE ${contains}`)}) found
      ORDER BY tier, weight DESC, level, name, id
      LIMIT ${CANDIDATES}
    ) f
    ORDER BY tier, weight DESC, level, ${listingCount(at)} DESC, name, id
    LIMIT ${limit}`,
  );
}

/**
 * How alike a name must be (pg_trgm similarity) to count as a typo: "kemng" is 0.44 like "kemang", while "kebon
 * sirih" is only 0.33 like "kebon jeruk", another place.
 */
const TYPO_SIMILARITY = 0.4;
/** How alike a name must be to be offered as a closest name for an unknown place. */
const CLOSE_SIMILARITY = 0.15;

/**
 * For a term no name contains: the places whose alias or name is most alike by trigram similarity, most alike
 * first, then as findLocations ranks. `typo` (similarity ≥ 0.4: "kemng", "jakarta seletan") reads the trigram
 * indexes through `%` (≥ 0.3, pg_trgm's default); `close` is the looser fallback for a place the box does not know, offered as suggestions only.
 */
export function findLocationsAlike(
  db: AppDb,
  term: string,
  match: "typo" | "close",
  limit: number,
  at: Date = clock.now(),
): Promise<LocationRow[]> {
  const alike = (key: SQL) =>
    match === "typo"
      ? sql`${key} % ${term} AND similarity(${key}, ${term}) >= ${TYPO_SIMILARITY}`
      : sql`similarity(${key}, ${term}) >= ${CLOSE_SIMILARITY}`;
  return rowsOf(
    db,
    LocationRow,
    sql`
    SELECT type, id, name, label, ${match}::text AS match FROM (
      SELECT *, greatest(similarity(key, ${term}), similarity(key2, ${term})) AS alike
      FROM (${places(alike)}) found
      ORDER BY alike DESC, weight DESC, level, name, id
      LIMIT ${CANDIDATES}
    ) f
    ORDER BY alike DESC, weight DESC, level, ${listingCount(at)} DESC, name, id
    LIMIT ${limit}`,
  );
}
