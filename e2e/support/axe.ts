import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import axe from "axe-core";

export const WIDTHS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "360 px", width: 360, height: 740 },
] as const;

/**
 * axe-core is injected once per document: a second check of the same page (the other width, a dialog) reuses it
 * instead of parsing its 1.5 MB again, which on a busy machine was most of a check's time.
 */
const AXE_ONCE_PER_DOCUMENT = `if (typeof window.axe === "undefined") {\n${axe.source}\n}`;

/**
 * What one scan adds to its test's time limit, so a journey's budget grows with the number of scans it makes
 * (an idle machine needs under a second; a busy one several times that).
 */
const SCAN_BUDGET_MS = 5_000;

export type AxeScope = {
  /** CSS selectors of the region to check (default: the whole page), e.g. a dialog over a page checked before. */
  include?: string[];
};

/**
 * axe wcag2a/aa findings of impact serious or critical.
 * Legacy mode runs axe in the page itself: the default mode opens a blank page per check to merge the results
 * of every frame, which tripled a check's cost. It still checks same-origin frames; the product's only frames
 * are third-party players opened on demand, which axe could not judge anyway.
 */
async function seriousViolations(page: Page, { include = [] }: AxeScope = {}) {
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + SCAN_BUDGET_MS);
  const builder = new AxeBuilder({ page, axeSource: AXE_ONCE_PER_DOCUMENT })
    .withTags(["wcag2a", "wcag2aa"])
    .setLegacyMode();
  for (const selector of include) builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
}

/**
 * Checks what is on screen now at both widths (the HTML is the same; CSS and the sidebar drawer change, so each
 * width gets its own scan of the laid-out page).
 */
export async function expectAccessibleNowAtBothWidths(page: Page, scope: AxeScope = {}) {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    expect(await seriousViolations(page, scope), `at ${viewport.name}`).toEqual([]);
  }
}
