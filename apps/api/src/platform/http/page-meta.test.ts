import { describe, expect, it } from "vitest";
import { pageCount, pageMeta, pagingOf } from "./page-meta.js";

describe("paging", () => {
  it("starts at page 1 and skips the rows of the pages before", () => {
    expect(pagingOf(undefined, 20)).toEqual({ page: 1, limit: 20, offset: 0 });
    expect(pagingOf(3, 10)).toEqual({ page: 3, limit: 10, offset: 20 });
  });

  it("keeps the offset of a page past the contract's bound where page 1,000,000 puts it", () => {
    expect(pagingOf(1_000_000, 30).offset).toBe(29_999_970);
    expect(pagingOf(5_000_000, 30)).toEqual({ page: 5_000_000, limit: 30, offset: 29_999_970 });
  });

  it("counts the pages a total fills, at least one", () => {
    expect([pageCount(0, 20), pageCount(1, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 1, 2]);
  });

  it("answers the contract's PaginationMeta", () => {
    expect(pageMeta(pagingOf(2, 10), 35)).toEqual({ current_page: 2, per_page: 10, total: 35, last_page: 4 });
    expect(pageMeta(pagingOf(7, 10), 0)).toEqual({ current_page: 7, per_page: 10, total: 0, last_page: 1 });
  });
});
