import { SORT_OPTION_KEYS } from "@griya/domain/constants";
import { describe, expect, it } from "vitest";
import {
  catalogParamsOf,
  listingFiltersOf,
  listingFiltersSearch,
  tabCountParams,
  withCategory,
  withSort,
} from "./listing-filters";

const read = (search: string) => listingFiltersOf(new URLSearchParams(search));

describe("my listings filters", () => {
  it("reads the URL with safe defaults (Aktif, newest, page 1)", () => {
    expect(read("")).toEqual({ category: "active", sort: "newest", q: "", page: 1 });
    expect(read("category=draft&sort=price&order=asc&q=%20Rumah%20&page=3")).toEqual({
      category: "draft",
      sort: "lowestPrice",
      q: "Rumah",
      page: 3,
    });
    expect(read("category=ACTIVE&sort=title&order=up&page=0")).toEqual({
      category: "active",
      sort: "newest",
      q: "",
      page: 1,
    });
    // A sort without an order is descending, as on the API.
    expect(read("sort=expired").sort).toBe("expiredNewest");
  });

  it("maps the six sorts to sort × order and back", () => {
    const pairs = SORT_OPTION_KEYS.map((sort) => {
      const { sort: by, order } = catalogParamsOf({ category: "active", sort, q: "", page: 1 });
      return `${sort}=${by}:${order}`;
    });
    expect(pairs).toEqual([
      "newest=date:desc",
      "oldest=date:asc",
      "highestPrice=price:desc",
      "lowestPrice=price:asc",
      "expiredOldest=expired:asc",
      "expiredNewest=expired:desc",
    ]);
    for (const sort of SORT_OPTION_KEYS) {
      const filters = { category: "inactive" as const, sort, q: "gry", page: 2 };
      expect(read(listingFiltersSearch(filters).slice(1))).toEqual(filters);
    }
  });

  it("writes only what differs from the defaults", () => {
    expect(listingFiltersSearch({ category: "active", sort: "newest", q: "", page: 1 })).toBe("");
    expect(listingFiltersSearch({ category: "draft", sort: "highestPrice", q: "kos", page: 2 })).toBe(
      "?category=draft&sort=price&order=desc&q=kos&page=2",
    );
  });

  it("a new tab resets the sort to newest and the page to 1, keeping the search", () => {
    expect(withCategory({ category: "active", sort: "lowestPrice", q: "kos", page: 4 }, "inactive")).toEqual({
      category: "inactive",
      sort: "newest",
      q: "kos",
      page: 1,
    });
    expect(withSort({ category: "draft", sort: "newest", q: "", page: 3 }, "oldest")).toEqual({
      category: "draft",
      sort: "oldest",
      q: "",
      page: 1,
    });
  });

  it("a tab's count shares the cache entry of that tab's unfiltered first page", () => {
    expect(tabCountParams("draft")).toEqual(catalogParamsOf(read("category=draft")));
    expect(catalogParamsOf(read(""))).toEqual({
      category: "active",
      sort: "date",
      order: "desc",
      q: "",
      page: 1,
      per_page: 10,
    });
  });
});
