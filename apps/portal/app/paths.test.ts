import { describe, expect, it } from "vitest";
import { breadcrumbTrail, isPageKey, pages, pathTo, staticPathOf, type PageKey } from "./paths";
import { agentPath, loginPath, propertyPath, PUBLIC_PATHS } from "./public-paths";

const keys = Object.keys(pages) as PageKey[];

describe("pathTo", () => {
  it("builds static and parameterised paths", () => {
    expect(pathTo("visitorHome")).toBe("/");
    expect(pathTo("home")).toBe("/beranda");
    expect(pathTo("featuredAgentBuy")).toBe("/featured-agent/beli");
    expect(pathTo("listingEdit", { uuid: "a b/c" })).toBe("/listing/edit/a%20b%2Fc");
    expect(pathTo("agent", { id: 7 })).toBe("/agen/7");
  });

  it("refuses a missing parameter and the catch-all", () => {
    expect(() => pathTo("listingEdit", { uuid: "" })).toThrow(/uuid/);
    expect(() => pathTo("notFound")).toThrow();
  });
});

describe("page registry", () => {
  it("has unique patterns", () => {
    const patterns = keys.map((key) => pages[key].pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("names existing pages as breadcrumb parents", () => {
    for (const key of keys) {
      const parent: string | undefined = (pages[key] as { parent?: string }).parent;
      if (parent !== undefined) expect(isPageKey(parent), `${key} → ${parent}`).toBe(true);
    }
  });

  it("builds breadcrumb trails outermost first", () => {
    expect(breadcrumbTrail("home")).toEqual([]);
    expect(breadcrumbTrail("profile")).toEqual(["profile"]);
    expect(breadcrumbTrail("listingEdit")).toEqual(["myListings", "listingEdit"]);
    expect(breadcrumbTrail("howToPay")).toEqual(["order", "howToPay"]);
  });

  it("gives static pages a URL of their own", () => {
    expect(staticPathOf("help")).toBe("/help");
    expect(staticPathOf("helpTopic")).toBeUndefined();
    expect(staticPathOf("notFound")).toBeUndefined();
  });
});

describe("public paths", () => {
  it("are the registry's own addresses", () => {
    expect(propertyPath("a b/c")).toBe(pathTo("property", { uuid: "a b/c" }));
    expect(agentPath(7)).toBe(pathTo("agent", { id: 7 }));
    for (const key of Object.keys(PUBLIC_PATHS) as (keyof typeof PUBLIC_PATHS)[]) {
      expect(PUBLIC_PATHS[key], key).toBe(pathTo(key));
    }
    expect(loginPath("/cari?tipe=dijual")).toBe("/login?redirect=%2Fcari%3Ftipe%3Ddijual");
  });
});
