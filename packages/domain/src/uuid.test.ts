import { describe, expect, it } from "vitest";
import { isUuid, UUID_PATTERN } from "./uuid";

describe("isUuid", () => {
  it("accepts the 8-4-4-4-12 hex shape in either case", () => {
    expect(isUuid("3f2504e0-4f89-11d3-9a0c-0305e82c3301")).toBe(true);
    expect(isUuid("3F2504E0-4F89-11D3-9A0C-0305E82C3301")).toBe(true);
    expect(isUuid("00000000-0000-4000-8000-000000000000")).toBe(true);
  });

  it("refuses anything else", () => {
    for (const bad of [
      "",
      "bukan-uuid",
      "3f2504e04f8911d39a0c0305e82c3301",
      "3f2504e0-4f89-11d3-9a0c-0305e82c330",
      "3f2504e0-4f89-11d3-9a0c-0305e82c33011",
      "3g2504e0-4f89-11d3-9a0c-0305e82c3301",
      " 3f2504e0-4f89-11d3-9a0c-0305e82c3301",
      "3f2504e0-4f89-11d3-9a0c-0305e82c3301\n",
      "{3f2504e0-4f89-11d3-9a0c-0305e82c3301}",
      null,
      undefined,
      42,
    ]) {
      expect(isUuid(bad), String(bad)).toBe(false);
    }
  });

  it("is anchored, so it can sit in a valibot regex pipe", () => {
    expect(UUID_PATTERN.test("x3f2504e0-4f89-11d3-9a0c-0305e82c3301")).toBe(false);
  });
});
