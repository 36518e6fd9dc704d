import { describe, expect, it } from "vitest";
import { purchaseFiltersOf, searchFiltersOf } from "./coin-filters";

describe("coin list filters", () => {
  it("reads the purchase tab and page", () => {
    expect(purchaseFiltersOf(new URLSearchParams(""))).toEqual({ category: "active", page: 1 });
    expect(purchaseFiltersOf(new URLSearchParams("category=expired&page=2"))).toEqual({ category: "expired", page: 2 });
    expect(purchaseFiltersOf(new URLSearchParams("category=semua"))).toEqual({ category: "active", page: 1 });
  });

  it("reads keyword and page", () => {
    expect(searchFiltersOf(new URLSearchParams("q=%20GRY-1%20&page=x"))).toEqual({ q: "GRY-1", page: 1 });
  });
});
