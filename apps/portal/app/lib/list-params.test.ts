import { describe, expect, it } from "vitest";
import { keywordParam, pageParam, withPage } from "./list-params";

describe("list params", () => {
  it("reads page and keyword", () => {
    expect(pageParam(null)).toBe(1);
    expect(pageParam("0")).toBe(1);
    expect(pageParam("abc")).toBe(1);
    expect(pageParam("12")).toBe(12);
    expect(keywordParam("  rumah  ")).toBe("rumah");
    expect(keywordParam("x".repeat(200))).toHaveLength(100);
  });

  it("builds page links that keep the other parameters", () => {
    expect(withPage(new URLSearchParams("q=a&page=3"), 1)).toBe("?q=a");
    expect(withPage(new URLSearchParams("q=a"), 2)).toBe("?q=a&page=2");
    expect(withPage(new URLSearchParams(""), 1)).toBe("");
  });
});
