import { searchLocations } from "../../lib/marketplace-api.server";
import type { SearchFilters } from "./search-filters";

/**
 * A place typed without picking a suggestion (always so without JavaScript) is looked up by name: the best
 * match becomes the filter. `notFound` names the text when nothing matches (the search then ignores it).
 */
export async function resolveTypedLocation(
  filters: SearchFilters,
  visitor: Request,
): Promise<{ filters: SearchFilters; notFound: string | null }> {
  const location = filters.location;
  if (!location || location.id) return { filters, notFound: null };
  const [best] = location.text.length >= 2 ? await searchLocations(location.text, visitor) : [];
  if (!best) return { filters, notFound: location.text };
  return { filters: { ...filters, location: { text: best.label, kind: best.type, id: best.id } }, notFound: null };
}
