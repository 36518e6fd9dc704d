import type { Route } from "./+types/search-count";
import { resolveTypedLocation } from "../features/marketplace/resolve-location.server";
import { parseSearchFilters, searchApiQuery } from "../features/marketplace/search-filters";
import { resultCountText } from "../features/marketplace/search-view";
import { countListings } from "../lib/marketplace-api.server";

const NOTHING = { total: 0, total_is_estimate: false };

/** GET /cari/jumlah?<filters>: "1.234 hasil" for the filter panel, before the filters are applied. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const parsed = parseSearchFilters(url.searchParams);
  const { filters, unknown } = await resolveTypedLocation(parsed, request);
  // An unknown place finds nothing, as on the page itself (docs/product/marketplace.md).
  const meta = unknown ? NOTHING : await countListings(searchApiQuery(filters), request);
  return Response.json(
    {
      total: meta.total,
      isEstimate: meta.total_is_estimate,
      text: resultCountText(meta.total, meta.total_is_estimate),
    },
    { headers: { "cache-control": "no-store" } },
  );
}
