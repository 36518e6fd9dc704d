import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { AGENT_STATE } from "../support/agent";

const WIDTHS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "360 px", width: 360, height: 740 },
] as const;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
}

for (const viewport of WIDTHS) {
  test.describe(`axe at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("login page (visitor)", async ({ page }) => {
      await page.goto("/login");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("404 page (visitor)", async ({ page }) => {
      await page.goto("/tidak-ada");
      await expect(page.getByRole("heading", { level: 1, name: "Halaman Tidak Ditemukan" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test.describe("agent", () => {
      test.use({ storageState: AGENT_STATE });

      for (const path of ["/", "/profile", "/tidak-ada"]) {
        test(`page ${path}`, async ({ page }) => {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    });
  });
}
