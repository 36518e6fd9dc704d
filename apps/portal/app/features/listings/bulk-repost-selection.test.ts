import { describe, expect, it } from "vitest";
import {
  BULK_REPOST_MAX,
  canSelectMore,
  pageSelectionState,
  setPageSelected,
  toggleListing,
  type SelectedListing,
  type Selection,
} from "./bulk-repost-selection";

const listing = (n: number): SelectedListing => ({ uuid: `uuid-${n}`, title: `Rumah ${n}`, listingNumber: `GRY-${n}` });
const listings = (from: number, count: number) => Array.from({ length: count }, (_, i) => listing(from + i));
const empty: Selection = new Map();
const uuids = (selection: Selection) => [...selection.keys()];

describe("bulk repost selection", () => {
  it("toggles one listing without touching the previous selection", () => {
    const one = toggleListing(empty, listing(1), true);
    const two = toggleListing(one, listing(2), true);
    expect(uuids(one)).toEqual(["uuid-1"]);
    expect(uuids(two)).toEqual(["uuid-1", "uuid-2"]);
    expect(uuids(toggleListing(two, listing(1), false))).toEqual(["uuid-2"]);
    // Nothing to change: the same object comes back.
    expect(toggleListing(two, listing(1), true)).toBe(two);
    expect(toggleListing(two, listing(3), false)).toBe(two);
  });

  it("keeps selections of other pages when a page is selected or cleared", () => {
    const fromPageOne = setPageSelected(empty, listings(1, 3), true);
    const both = setPageSelected(fromPageOne, listings(4, 2), true);
    expect(both.size).toBe(5);
    const cleared = setPageSelected(both, listings(4, 2), false);
    expect(uuids(cleared)).toEqual(["uuid-1", "uuid-2", "uuid-3"]);
    expect(cleared.get("uuid-2")).toEqual(listing(2));
  });

  it("reports the page's select-all state", () => {
    const page = listings(1, 3);
    expect(pageSelectionState(empty, page)).toBe("none");
    expect(pageSelectionState(toggleListing(empty, listing(2), true), page)).toBe("some");
    expect(pageSelectionState(setPageSelected(empty, page, true), page)).toBe("all");
    // Selections elsewhere do not count for this page.
    expect(pageSelectionState(toggleListing(empty, listing(9), true), page)).toBe("none");
    expect(pageSelectionState(empty, [])).toBe("none");
  });

  it(`never selects more than ${BULK_REPOST_MAX} listings`, () => {
    const almost = setPageSelected(empty, listings(1, BULK_REPOST_MAX - 2), true);
    expect(canSelectMore(almost)).toBe(true);
    const full = setPageSelected(almost, listings(1000, 5), true);
    expect(full.size).toBe(BULK_REPOST_MAX);
    // In page order: the first two of the new page fit.
    expect(full.has("uuid-1000") && full.has("uuid-1001") && !full.has("uuid-1002")).toBe(true);
    expect(canSelectMore(full)).toBe(false);
    expect(toggleListing(full, listing(5000), true)).toBe(full);
    expect(canSelectMore(toggleListing(full, listing(1), false))).toBe(true);
  });
});
