import { describe, expect, it } from "vitest";
import { bulkRepostParamsOf } from "./bulk-repost-params";

describe("bulkRepostParamsOf", () => {
  it("lists active listings 50 a page", () => {
    expect(bulkRepostParamsOf(new URLSearchParams(""))).toEqual({ category: "active", q: "", page: 1, per_page: 50 });
    expect(bulkRepostParamsOf(new URLSearchParams("page=3&category=draft"))).toEqual({
      category: "active",
      q: "",
      page: 3,
      per_page: 50,
    });
  });

  it("pages by 30 while searching, with the keyword trimmed", () => {
    expect(bulkRepostParamsOf(new URLSearchParams("q=%20rumah%20&page=2"))).toEqual({
      category: "active",
      q: "rumah",
      page: 2,
      per_page: 30,
    });
    expect(bulkRepostParamsOf(new URLSearchParams("q=%20%20")).per_page).toBe(50);
  });
});
