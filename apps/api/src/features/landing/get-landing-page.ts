import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { invalidField, notFound } from "../../platform/openapi/refusal.js";
import {
  marketStats,
  placesWithin,
  placeTrail,
  propertyTypes,
  typesInPlace,
  type PlaceType,
  type StatsRow,
} from "./landing-repository.js";
import { placeName, trailPlaces } from "./place-names.js";
import { slugify } from "./place-slug-rules.js";
import { publicReadDb } from "../../kernels/auth/own-writes.js";

/** How many neighbouring places a landing page links to. */
const NEARBY_COUNT = 12;

const typeOfId = (id: string): PlaceType => (["province", "city", "area"] as const)[id.split(".").length - 1]!;

function statsView(row: StatsRow | undefined) {
  if (!row) return null;
  const n = (value: string | number | null) => (value === null ? null : Number(value));
  return {
    listing_count: row.listing_count,
    price_p05: n(row.price_p05),
    price_median: n(row.price_median),
    price_p95: n(row.price_p95),
    per_m2_p05: n(row.per_m2_p05),
    per_m2_median: n(row.per_m2_median),
    per_m2_p95: n(row.per_m2_p95),
    refreshed_at: new Date(row.refreshed_at).toISOString(),
  };
}

/**
 * GET /api/search/landing: what a landing page (/dijual/rumah/jakarta-selatan) says beside its results
 * (docs/product/landing-pages.md): the place by its slug, current or old (the answer names the current one, so the
 * page redirects), or by its id (the search page's canonical); the property type by slug or id; the breadcrumb; the
 * counted numbers; the neighbouring places and the other types with their counts. The same answer for everyone.
 */
export const getLandingPage: OperationHandler<"getLandingPage"> = async (request) => {
  const db = publicReadDb(request);
  const q = request.query;
  if (q.place === undefined && q.place_id === undefined) return invalidField("place", "Tempat wajib diisi.");
  const trail = await placeTrail(
    db,
    q.place !== undefined ? { slug: q.place } : { type: typeOfId(q.place_id!), id: q.place_id! },
  );
  if (!trail) return notFound("Tempat tidak ditemukan.");
  const types = await propertyTypes(db);
  const withSlug = types.map((t) => ({ ...t, slug: slugify(t.name) }));
  const propertyType =
    q.property_type !== undefined
      ? withSlug.find((t) => t.slug === q.property_type)
      : q.property_type_id !== undefined
        ? withSlug.find((t) => t.id === q.property_type_id)
        : null;
  if (propertyType === undefined) return notFound("Jenis properti tidak ditemukan.");

  const places = trailPlaces(trail);
  const place = places.at(-1)!;
  const listingType = q.listing_type;
  const propertyTypeId = propertyType?.id ?? 0;
  const market = { listingType, propertyTypeId };
  const otherDeal = listingType === "S" ? "R" : "S";
  // A district links to the other districts of its city; a city or a province to the places inside it.
  const [parentId, level, except] =
    place.type === "area"
      ? [trail.city_id!, "area" as const, place.id]
      : [place.id, place.type === "city" ? ("area" as const) : ("city" as const), null];
  const [stats, nearby, typeCounts, other] = await Promise.all([
    marketStats(db, { placeType: place.type, placeId: place.id, ...market }),
    placesWithin(db, parentId, level, market, NEARBY_COUNT, except),
    typesInPlace(db, place.type, place.id, listingType),
    marketStats(db, { placeType: place.type, placeId: place.id, listingType: otherDeal, propertyTypeId }),
  ]);
  return {
    data: {
      place,
      trail: places,
      property_type: propertyType && { id: propertyType.id, name: propertyType.name, slug: propertyType.slug },
      stats: statsView(stats),
      nearby: nearby.map((p) => ({
        type: p.type,
        id: p.id,
        name: p.type === "area" ? p.name : placeName(p.type, p.name, p.slug),
        slug: p.slug,
        listing_count: p.listing_count,
      })),
      property_types: typeCounts.map((t) => ({
        id: t.id,
        name: t.name,
        slug: slugify(t.name),
        listing_count: t.listing_count,
      })),
      other_deal_count: other?.listing_count ?? 0,
    },
  };
};
