/**
 * The landing pages' place slugs (docs/product/landing-pages.md#addresses): readable, unique across the country, and
 * as short as that allows. A province by its name; a city by its name without "Kota"/"Kabupaten", unless another
 * city or a province has that name (then the "Kota" keeps the short one, if it is the only Kota of that name, and
 * the others spell "kabupaten-…"); a district by its name, unless another district, a city or a province has it
 * (then it carries its city: "cempaka-putih-jakarta-pusat"). Pure, so the seed and the tests agree.
 */
export type Region = { id: string; name: string };
export type City = Region & { provinceId: string };
export type District = Region & { cityId: string };
export type PlaceSlug = { type: "province" | "city" | "area"; id: string; slug: string };

/** "Kota Administrasi Jakarta Selatan" → "jakarta-selatan"'s source, "Jakarta Selatan". */
export const CITY_PREFIX = /^(Kota Administrasi|Kabupaten Administrasi|Kota|Kabupaten) /i;

/** A province as people write it: "Daerah Khusus Ibukota Jakarta" → "DKI Jakarta", "Daerah Istimewa Yogyakarta" → "DI Yogyakarta". */
export function provinceName(name: string): string {
  return name.replace(/^Daerah Khusus Ibukota /i, "DKI ").replace(/^Daerah Istimewa /i, "DI ");
}

/** Lower-case ASCII words joined by "-": "Kep. Bangka Belitung" → "kep-bangka-belitung", "Pulau Ende'" → "pulau-ende". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** The first candidate nobody has taken (the last one, made unique by the place's id, always is). */
function claim(taken: Set<string>, candidates: string[], id: string): string {
  const slug = candidates.find((c) => c !== "" && !taken.has(c)) ?? `${candidates.at(-1)}-${id.replaceAll(".", "")}`;
  taken.add(slug);
  return slug;
}

export function placeSlugs(provinces: Region[], cities: City[], districts: District[]): PlaceSlug[] {
  const taken = new Set<string>();
  const result: PlaceSlug[] = [];
  const provinceSlug = new Map<string, string>();
  for (const p of provinces) {
    const slug = claim(taken, [slugify(provinceName(p.name))], p.id);
    provinceSlug.set(p.id, slug);
    result.push({ type: "province", id: p.id, slug });
  }

  const short = (c: City) => slugify(c.name.replace(CITY_PREFIX, ""));
  const isKota = (c: City) => /^Kota /i.test(c.name);
  const shortCount = countBy(cities, short);
  const kotaCount = countBy(cities.filter(isKota), short);
  const citySlug = new Map<string, string>();
  // A city whose short name is its own goes first, then a Kota sharing it, so neither order nor ids decide.
  const rank = (c: City) =>
    (shortCount.get(short(c)) ?? 0) === 1 ? 0 : isKota(c) && kotaCount.get(short(c)) === 1 ? 1 : 2;
  for (const c of [...cities].sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id))) {
    const shortOk = rank(c) < 2;
    const full = slugify(c.name);
    const candidates = shortOk ? [short(c), full] : [full];
    const slug = claim(taken, [...candidates, `${full}-${provinceSlug.get(c.provinceId) ?? ""}`], c.id);
    citySlug.set(c.id, slug);
    result.push({ type: "city", id: c.id, slug });
  }

  const nameCount = countBy(districts, (d) => slugify(d.name));
  for (const d of [...districts].sort((a, b) => a.id.localeCompare(b.id))) {
    const own = slugify(d.name);
    const withCity = `${own}-${citySlug.get(d.cityId) ?? ""}`;
    const candidates = nameCount.get(own) === 1 ? [own, withCity] : [withCity];
    result.push({ type: "area", id: d.id, slug: claim(taken, candidates, d.id) });
  }
  return result;
}
