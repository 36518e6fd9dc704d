import { describe, expect, it } from "vitest";
import { PAGE_DESCRIPTIONS } from "../locales/page-descriptions";
import { pageMeta } from "./page-meta";

describe("pageMeta", () => {
  it("gives a public page its title and meta description", () => {
    expect(pageMeta("login")).toEqual([
      { title: "Masuk | Griya" },
      { name: "description", content: PAGE_DESCRIPTIONS.login },
    ]);
  });

  it("leaves the description out for a portal page without one, and for an error in place of the page", () => {
    expect(pageMeta("myListings")).toEqual([{ title: "Listing Saya | Griya" }]);
    expect(pageMeta("login", new Error("boom"))).toHaveLength(1);
  });

  it("keeps every description short enough for a result snippet", () => {
    for (const description of Object.values(PAGE_DESCRIPTIONS)) {
      expect(description.length).toBeGreaterThan(40);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });
});
