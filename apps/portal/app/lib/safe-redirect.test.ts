import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/listing", "/listing"],
    ["/listing?page=2#top", "/listing?page=2#top"],
    ["/help/coin", "/help/coin"],
    ["/a/../b", "/b"],
  ])("keeps the same-site path %s", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["listing"],
    ["//evil.example/x"],
    ["/\\evil.example"],
    ["https://evil.example"],
    ["javascript:alert(1)"],
    ["/\tjavascript:alert(1)"],
    ["/foo\\bar"],
  ])("falls back for %s", (target) => {
    expect(safeRedirect(target)).toBe("/");
    expect(safeRedirect(target, "/profile")).toBe("/profile");
  });
});
