import { describe, expect, it } from "vitest";
import { orderFiltersOf, orderFiltersSearch } from "./order-filters";

describe("order filters", () => {
  it("reads the URL with safe defaults", () => {
    expect(orderFiltersOf(new URLSearchParams(""))).toEqual({ status: "all", q: "", page: 1 });
    expect(orderFiltersOf(new URLSearchParams("status=completed&q=%20ORD%20&page=3"))).toEqual({
      status: "completed",
      q: "ORD",
      page: 3,
    });
    expect(orderFiltersOf(new URLSearchParams("status=PAID&page=-1"))).toEqual({ status: "all", q: "", page: 1 });
  });

  it("writes only what differs from the defaults", () => {
    expect(orderFiltersSearch({ status: "all", q: "", page: 1 })).toBe("");
    expect(orderFiltersSearch({ status: "on_going", q: "starter", page: 2 })).toBe("?status=on_going&q=starter&page=2");
  });
});
