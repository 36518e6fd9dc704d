import { CITY_PREFIX, provinceName, slugify } from "./place-slug-rules.js";
import type { PlaceType, TrailRow } from "./landing-repository.js";

/**
 * A place's name as a landing page says it (docs/product/landing-pages.md#addresses): a province as people write it
 * ("DKI Jakarta"); a city by its short name when
 * its slug is that name ("Jakarta Selatan", "Bandung" for Kota Bandung) and in full otherwise ("Kabupaten Bandung");
 * a district by its name, followed by its city when its slug carries the city ("Cempaka Putih, Jakarta Pusat").
 */
export function placeName(type: PlaceType, name: string, slug: string, cityName: string | null = null): string {
  if (type === "city") {
    const short = name.replace(CITY_PREFIX, "");
    return slugify(short) === slug ? short : name;
  }
  if (type === "area" && cityName !== null && slugify(name) !== slug) return `${name}, ${cityName}`;
  return type === "province" ? provinceName(name) : name;
}

export type TrailPlace = { type: PlaceType; id: string; name: string; slug: string };

/** The province, city and district of a trail row that it has, widest first, each named as placeName says. */
export function trailPlaces(row: TrailRow): TrailPlace[] {
  const places: TrailPlace[] = [
    { type: "province", id: row.province_id, name: provinceName(row.province_name), slug: row.province_slug },
  ];
  if (row.city_id && row.city_name && row.city_slug) {
    places.push({
      type: "city",
      id: row.city_id,
      name: placeName("city", row.city_name, row.city_slug),
      slug: row.city_slug,
    });
  }
  if (row.area_id && row.area_name && row.area_slug) {
    const city = places[1]?.name ?? null;
    places.push({
      type: "area",
      id: row.area_id,
      name: placeName("area", row.area_name, row.area_slug, city),
      slug: row.area_slug,
    });
  }
  return places;
}
