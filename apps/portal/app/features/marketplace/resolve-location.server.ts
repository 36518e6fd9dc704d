import { searchLocations } from "../../lib/marketplace-api.server";
import type { SearchFilters } from "./search-filters";
import { placeTyped, type UnknownLocation } from "./typed-location";

/**
 * A place typed without picking a suggestion (always so without JavaScript) is looked up by name, everyday name or
 * a typo of one: the best match becomes the filter. `unknown` names a place the box does not know, with the closest
 * names; the search then finds nothing rather than the whole country (docs/product/marketplace.md).
 */
export async function resolveTypedLocation(
  filters: SearchFilters,
  visitor: Request,
): Promise<{ filters: SearchFilters; unknown: UnknownLocation | null }> {
  const location = filters.location;
  if (!location || location.id) return { filters, unknown: null };
  const suggestions = location.text.length >= 2 ? await searchLocations(location.text, visitor) : [];
  return placeTyped(filters, location.text, suggestions);
}
