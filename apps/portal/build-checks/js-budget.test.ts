import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CHAT_WIDGET_FILE } from "../app/components/chat/chat-loader.server";
import { chatText } from "../app/components/chat/chat-text";
import { GZIP_LEVEL } from "../server/precompress.mjs";
import {
  describeWeight,
  initialScripts,
  PUBLIC_PAGE_BUDGET_BYTES,
  PUBLIC_PAGE_ROUTES,
  readClientManifest,
  routeChain,
  routeWeight,
  type ClientManifest,
} from "./js-budget";

const BUILT_CLIENT = path.join(import.meta.dirname, "..", "build", "client");

/** A fake build: a manifest file plus incompressible scripts of known sizes. */
function fakeBuild(manifest: ClientManifest, sizes: Record<string, number>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "js-budget-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "assets", "manifest-abc123.js"),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  );
  for (const [url, bytes] of Object.entries(sizes)) {
    // Random bytes barely compress, so the gzip size follows the file size.
    writeFileSync(path.join(dir, url), randomBytes(bytes));
  }
  return dir;
}

const manifest: ClientManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { id: "root", module: "/assets/root.js", imports: ["/assets/react.js"] },
    "public-layout": { id: "public-layout", parentId: "root", module: "/assets/public-layout.js", imports: [] },
    "portal-layout": {
      id: "portal-layout",
      parentId: "root",
      module: "/assets/portal-layout.js",
      imports: ["/assets/query.js"],
    },
    search: { id: "search", parentId: "public-layout", module: "/assets/search.js", imports: ["/assets/card.js"] },
    profile: { id: "profile", parentId: "portal-layout", module: "/assets/profile.js", imports: ["/assets/card.js"] },
  },
};

describe("initial scripts of a route", () => {
  it("follow the route from the root down and count a shared chunk once", () => {
    expect(routeChain(manifest, "search")).toEqual(["root", "public-layout", "search"]);
    expect(initialScripts(manifest, "search")).toEqual([
      "/assets/entry.js",
      "/assets/react.js",
      "/assets/root.js",
      "/assets/public-layout.js",
      "/assets/search.js",
      "/assets/card.js",
    ]);
    expect(initialScripts(manifest, "profile")).toContain("/assets/query.js");
    expect(() => routeChain(manifest, "nope")).toThrow(/not in the client manifest/);
  });

  it("are weighed gzipped, and a page that pulls in the portal's chunks goes over a budget", () => {
    const dir = fakeBuild(manifest, {
      "assets/entry.js": 3000,
      "assets/react.js": 2000,
      "assets/root.js": 500,
      "assets/public-layout.js": 200,
      "assets/portal-layout.js": 200,
      "assets/search.js": 300,
      "assets/profile.js": 300,
      "assets/card.js": 400,
      "assets/query.js": 5000,
    });
    const read = readClientManifest(dir);
    const search = routeWeight(dir, read, "search");
    const profile = routeWeight(dir, read, "profile");
    const expected = ["entry", "react", "root", "public-layout", "search", "card"].reduce(
      (sum, name) => sum + gzipSync(readFileSync(path.join(dir, "assets", `${name}.js`)), { level: GZIP_LEVEL }).length,
      0,
    );
    expect(search.gzipBytes).toBe(expected);
    expect(search.scripts[0]!.url).toBe("/assets/entry.js");
    const budget = 8000;
    expect(search.gzipBytes).toBeLessThanOrEqual(budget);
    expect(profile.gzipBytes).toBeGreaterThan(budget);
    expect(describeWeight(search)).toMatch(/^search: \d+\.\d KB \(entry\.js /);
  });
});

describe("the built portal", () => {
  it.each(PUBLIC_PAGE_ROUTES)(
    `loads at most ${PUBLIC_PAGE_BUDGET_BYTES / 1000} KB of gzipped JavaScript on %s`,
    (routeId) => {
      expect(existsSync(BUILT_CLIENT), "build the portal first (pnpm build)").toBe(true);
      const weight = routeWeight(BUILT_CLIENT, readClientManifest(BUILT_CLIENT), routeId);
      expect(weight.gzipBytes, describeWeight(weight)).toBeLessThanOrEqual(PUBLIC_PAGE_BUDGET_BYTES);
    },
  );

  it("budgets every page of the public layout, so a new public page cannot skip the check", () => {
    const built = readClientManifest(BUILT_CLIENT);
    const publicPages = Object.values(built.routes).filter((route) => route.parentId === "public-layout");
    expect(publicPages.map((route) => route.id).sort()).toEqual([...PUBLIC_PAGE_ROUTES].sort());
  });

  it("keeps the portal's query cache, translations and layout out of the public pages", () => {
    const built = readClientManifest(BUILT_CLIENT);
    for (const routeId of PUBLIC_PAGE_ROUTES) {
      const scripts = initialScripts(built, routeId);
      expect(scripts).not.toContain(built.routes["portal-layout"]!.module);
      for (const url of scripts) {
        const code = readFileSync(path.join(BUILT_CLIENT, url), "utf8");
        expect(code, `${routeId}: ${url}`).not.toContain("No QueryClient set");
        expect(code, `${routeId}: ${url}`).not.toMatch(/i18next/);
      }
    }
  });

  it("keeps the chat widget out of every page's scripts: only the HTML's inline loader fetches it, later", () => {
    const built = readClientManifest(BUILT_CLIENT);
    for (const routeId of [...PUBLIC_PAGE_ROUTES, "home", "login"]) {
      for (const url of initialScripts(built, routeId)) {
        const code = readFileSync(path.join(BUILT_CLIENT, url), "utf8");
        expect(code, `${routeId}: ${url}`).not.toContain(chatText.searchLabel);
        expect(code, `${routeId}: ${url}`).not.toContain("chat-widget");
      }
    }
    // The widget is a file of its own (vite.config.ts), at the address the loader imports.
    const widget = readFileSync(path.join(BUILT_CLIENT, CHAT_WIDGET_FILE), "utf8");
    expect(widget).toContain(chatText.searchLabel);
    expect(widget).toMatch(/export\s*\{[^}]*startChat/);
  });
});
