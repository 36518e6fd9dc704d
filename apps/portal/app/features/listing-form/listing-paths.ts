import { DEFAULT_LISTING_CATEGORY } from "@griya/domain/constants";
import { pathTo } from "../../paths";

/** Query flag of My listings: the listing number just activated from the form, for its success message. */
const ACTIVATED_PARAM = "activated";

/** My listings on the Aktif tab, told which listing was just activated: /listing?category=active&activated=GRY-000123. */
export function activatedListingsPath(listingNumber: string): string {
  const params = new URLSearchParams({ category: DEFAULT_LISTING_CATEGORY, [ACTIVATED_PARAM]: listingNumber });
  return `${pathTo("myListings")}?${params.toString()}`;
}
