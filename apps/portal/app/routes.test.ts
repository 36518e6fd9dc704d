import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pages, type PageKey } from "./paths";
import { screens } from "./routes";

const appDir = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".test.ts") && !name.endsWith(".test.tsx") ? [path] : [];
  });
}

describe("the route registry", () => {
  it("gives every page of paths.ts a route module of its own that exists", () => {
    for (const key of Object.keys(pages) as PageKey[]) {
      const file = screens[key];
      expect(file, key).toMatch(/^routes\/[a-z0-9-]+\.tsx?$/);
      expect(existsSync(join(appDir, file)), `${key} → ${file}`).toBe(true);
    }
  });

  // The placeholder's Indonesian "coming soon" text, written as a pattern so this file is not one of them.
  it("has no placeholder screen left: no page says it is coming soon", () => {
    const placeholders = sourceFiles(appDir).filter((file) => /segera\s+hadir/i.test(readFileSync(file, "utf8")));
    expect(placeholders).toEqual([]);
  });
});
