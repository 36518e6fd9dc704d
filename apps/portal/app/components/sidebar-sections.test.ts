import { describe, expect, it } from "vitest";
import { t } from "../lib/i18n";
import { sidebarSections } from "./sidebar-sections";

const keys = (recommendedListing: boolean) =>
  sidebarSections(t, () => undefined, { recommendedListing }).flatMap((section) =>
    section.items.map((item) => item.key),
  );

describe("sidebarSections", () => {
  it("shows Recommended Listing only while its flag is on", () => {
    expect(keys(false)).not.toContain("recommendedListing");
    expect(keys(true)).toContain("recommendedListing");
    expect(keys(true).filter((key) => key !== "recommendedListing")).toEqual(keys(false));
  });
});
