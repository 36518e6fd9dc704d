import { describe, expect, it } from "vitest";
import { isOnAllowList } from "./allow-list.js";

describe("isOnAllowList", () => {
  it("null means everyone", () => expect(isOnAllowList(null, 7)).toBe(true));
  it("[] means no one", () => expect(isOnAllowList([], 7)).toBe(false));
  it("a list means exactly those ids", () => {
    expect(isOnAllowList([3, 7], 7)).toBe(true);
    expect(isOnAllowList([3, 8], 7)).toBe(false);
  });
});
