import { describe, expect, it } from "vitest";
import { EXPIRING_FIRST_PATH, myListingPath } from "../features/home/home-day";
import { listingFiltersOf } from "../features/listings/listing-filters";

// The home page links into my listings, and the two are separate features: their agreement on the URL is
// checked here, where the routes meet.
describe("my listings links", () => {
  it("search the listing's number in the tab of its status, as my listings reads them", () => {
    const filtersOf = (path: string) => listingFiltersOf(new URL(path, "http://griya.test").searchParams);
    expect(filtersOf(myListingPath({ listing_number: "L123" }))).toMatchObject({ category: "active", q: "L123" });
    expect(filtersOf(myListingPath({ listing_number: "L9", status: "INACTIVE" }))).toMatchObject({
      category: "inactive",
      q: "L9",
    });
    expect(filtersOf(myListingPath({ listing_number: "L8", status: "DRAFT" }))).toMatchObject({
      category: "draft",
      q: "L8",
    });
    expect(filtersOf(EXPIRING_FIRST_PATH)).toMatchObject({ category: "active", sort: "expiredOldest" });
  });
});
