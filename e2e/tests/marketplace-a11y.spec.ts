import { expect, test, type Page } from "../support/test";
import { AGENT_STATE } from "../support/agent";
import { expectAccessibleNowAtBothWidths, WIDTHS } from "../support/axe";
import { createPublicListing, type PublicListing } from "../support/marketplace";

// axe (wcag2a/aa, nothing serious or critical) on every marketplace page at 1280 and 360 px, with the phone
// filter panel, the location suggestions and the full-screen gallery open; every page hydrates without errors.

let listing: PublicListing;
test.beforeAll(async ({ request }) => {
  listing = await createPublicListing(request, "aksesibel");
});

async function open(page: Page, path: string) {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 404/.test(message.text())) problems.push(message.text());
  });
  await page.setViewportSize(WIDTHS[0]);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(problems, path).toEqual([]);
  page.removeAllListeners("pageerror");
  page.removeAllListeners("console");
}

test("axe: search results, no results", async ({ page }) => {
  await open(page, "/cari");
  await expectAccessibleNowAtBothWidths(page);
  await open(page, "/cari?q=tidakadayangcocokzzz");
  await expect(page.getByText("Tidak ada properti yang cocok")).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
});

test("axe: the phone filter panel with location suggestions", async ({ page }) => {
  await open(page, "/cari");
  await page.setViewportSize(WIDTHS[1]);
  await page.getByRole("link", { name: /^Filter/ }).click();
  const panel = page.getByRole("dialog", { name: "Filter" });
  await panel.getByRole("combobox", { name: "Lokasi" }).fill(listing.city.name);
  await expect(panel.getByRole("listbox", { name: "Lokasi yang cocok" }).getByRole("option").first()).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
  // Escape closes the suggestions, then the panel, and focus goes back to "Filter".
  await page.keyboard.press("Escape");
  await expect(panel.getByRole("listbox")).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("link", { name: /^Filter/ })).toBeFocused();
});

test("axe: listing page, full-screen gallery, missing listing", async ({ page }) => {
  await open(page, `/properti/${listing.uuid}`);
  await expectAccessibleNowAtBothWidths(page);
  await page.getByRole("button", { name: "Layar penuh" }).click();
  const dialog = page.getByRole("dialog", { name: /layar penuh/ });
  await expect(dialog).toBeVisible();
  // The page behind was checked above: only the gallery's dialog is new.
  await expectAccessibleNowAtBothWidths(page, { include: ["dialog[open]"] });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.goto("/properti/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1, name: "Halaman Tidak Ditemukan" })).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
});

test("axe: agent page", async ({ page, request }) => {
  const detail = (await (await request.get(`/api/search/listings/${listing.uuid}`)).json()) as {
    data: { agent: { id: number } };
  };
  await open(page, `/agen/${detail.data.agent.id}`);
  await expect(page.getByRole("article").filter({ hasText: listing.title })).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
});

test.describe("signed in", () => {
  test.use({ storageState: AGENT_STATE });

  test("axe: favourites", async ({ page }) => {
    await open(page, "/favorit");
    await expectAccessibleNowAtBothWidths(page);
  });
});
