import type { Schemas } from "@griya/api-client/schema";
import { searchHref, type SearchFilters } from "./search-filters";

type LocationSuggestion = Schemas["LocationSuggestion"];

/** A typed place the location box does not know, with links to the closest names it does. */
export type UnknownLocation = { text: string; closest: { label: string; href: string }[] };

/**
 * What a typed place (no suggestion picked) becomes, given the API's suggestions for it: the best one when its name
 * or alias contains the text or it is a typo of it; otherwise the place is unknown and the closest names are
 * offered as searches with the other filters kept, never picked (docs/product/marketplace.md, "A typed place").
 */
export function placeTyped(
  filters: SearchFilters,
  text: string,
  suggestions: LocationSuggestion[],
): { filters: SearchFilters; unknown: UnknownLocation | null } {
  const [best] = suggestions;
  if (best && best.match !== "close") {
    return { filters: { ...filters, location: { text: best.label, kind: best.type, id: best.id } }, unknown: null };
  }
  const base = { ...filters, page: 1 };
  const closest = suggestions.map((s) => ({
    label: s.label,
    href: searchHref(base, { location: { text: s.label, kind: s.type, id: s.id } }),
  }));
  return { filters, unknown: { text, closest } };
}

/** The search page's notice for an unknown place (the closest names are listed below it). */
export function unknownLocationNotice({ text, closest }: UnknownLocation): string {
  const next =
    closest.length > 0
      ? "Mungkin maksud Anda salah satu di bawah."
      : "Periksa ejaannya, atau coba nama kota atau kecamatan.";
  return `Lokasi “${text}” tidak kami kenal. ${next}`;
}
