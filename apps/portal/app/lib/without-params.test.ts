import { describe, expect, it } from "vitest";
import { withoutParams } from "./without-params";

describe("withoutParams", () => {
  it("drops the named parameters and keeps the rest, the hash included", () => {
    expect(withoutParams("/listing?category=active&activated=GRY-000123#x", ["activated"])).toBe(
      "/listing?category=active#x",
    );
    expect(withoutParams("/login?notice=password-reset", ["notice"])).toBe("/login");
    expect(withoutParams("/upgrade?alasan=trial&dari=%2Fcoin", ["alasan", "dari"])).toBe("/upgrade");
  });

  it("leaves a path without them exactly as it was", () => {
    expect(withoutParams("/listing?q=a+b", ["activated"])).toBe("/listing?q=a+b");
  });
});
