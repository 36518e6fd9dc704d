import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "../support/test";

// The guard itself: it is on every journey, and it does notice a page breaking the policy.

test("every journey takes `test` from support/test.ts, which fails it on a CSP violation", () => {
  const files = readdirSync(import.meta.dirname).filter((name) => /\.(spec|setup)\.ts$/.test(name));
  expect(files.length).toBeGreaterThan(5);
  for (const name of files) {
    const source = readFileSync(path.join(import.meta.dirname, name), "utf8");
    expect(source, name).toMatch(/import \{[^}]*\btest\b[^}]*\} from "\.\.\/support\/test";/);
    expect(source, name).not.toMatch(/import \{[^}]*\btest\b[^}]*\} from "@playwright\/test"/);
  }
});

test("a script or image the policy forbids is reported, and the page's own scripts run", async ({
  page,
  cspViolations,
}) => {
  await page.goto("/login");
  // Hydrated: React Router's inline scripts (a visitor's page names their hashes) ran and loaded the route modules.
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  expect(cspViolations).toEqual([]);

  await page.addScriptTag({ content: "window.injected = true;" }).catch(() => undefined);
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.src = "https://images.example.invalid/x.png";
    document.body.append(image);
  });
  expect(await page.evaluate(() => "injected" in window)).toBe(false);
  await expect
    .poll(() => cspViolations.join("\n"))
    .toContain("[csp-violation] script-src-elem blocked inline on /login");
  await expect
    .poll(() => cspViolations.join("\n"))
    .toContain("[csp-violation] img-src blocked https://images.example.invalid/x.png");
  // Seen: this journey passes only because it provoked them on purpose.
  cspViolations.length = 0;
});
