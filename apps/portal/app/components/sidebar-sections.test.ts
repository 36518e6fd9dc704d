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

  it("has one entry for the leads: the inbox", () => {
    const items = sidebarSections(t, () => undefined).flatMap((section) => section.items);
    const leads = items.filter((item) => item.href?.startsWith("/leads"));
    expect(leads).toEqual([{ key: "inbox", label: "Kotak Masuk", href: "/leads" }]);
    expect(items.map((item) => item.label)).not.toContain("Leads Saya");
  });
});
