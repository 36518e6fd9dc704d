import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WIDTHS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "360 px", width: 360, height: 740 },
] as const;

/** axe wcag2a/aa findings of impact serious or critical. */
export async function seriousViolations(page: Page) {
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

/** Checks what is on screen now at both widths (the HTML is the same; CSS and the sidebar drawer change). */
export async function expectAccessibleNowAtBothWidths(page: Page) {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    expect(await seriousViolations(page), `at ${viewport.name}`).toEqual([]);
  }
}
