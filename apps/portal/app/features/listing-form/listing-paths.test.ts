import { describe, expect, it } from "vitest";
import { activatedListingsPath } from "./listing-paths";

describe("activatedListingsPath", () => {
  it("opens the Aktif tab of My listings with the activated listing's number", () => {
    expect(activatedListingsPath("GRY-000123")).toBe("/listing?category=active&activated=GRY-000123");
  });
});
