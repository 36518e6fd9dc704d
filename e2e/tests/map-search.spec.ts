import { expect, test, type Page } from "../support/test";
import { expectAccessibleNowAtBothWidths, WIDTHS } from "../support/axe";
import { createPublicListing, type PublicListing } from "../support/marketplace";

// Map search (docs/product/marketplace.md#map-search; ADR 0068): "Peta" on /cari opens the results on a map, a pan
// searches the visible area and the address keeps the view, at 360 px and on a desktop. Three listings share a
// title word: two pins 0.1° apart (about 11 km: one view at zoom 5, one pin at a time at zoom 14) and one without.

const KEYWORD = `Peta${Date.now().toString(36)}`;
const WEST_PIN = { lat: -6.2, lng: 106.8 };
const EAST_PIN = { lat: -6.2, lng: 106.9 };
let west: PublicListing;
let east: PublicListing;

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  west = await createPublicListing(request, "petabarat", { pin: WEST_PIN, keyword: KEYWORD });
  east = await createPublicListing(request, "petatimur", { pin: EAST_PIN, keyword: KEYWORD });
  await createPublicListing(request, "petatanpa", { pin: null, keyword: KEYWORD });
});

const markers = (page: Page) => page.locator("img.leaflet-marker-icon");
const count = (page: Page) => page.locator("#map-search-count");

/** The titles in the list, opening the phone's sheet first when it is closed. */
async function listedTitles(page: Page): Promise<string[]> {
  const toggle = page.getByRole("button", { name: "Tampilkan daftar" });
  if (await toggle.isVisible()) await toggle.click();
  return page.locator("#map-search-results").getByRole("heading", { level: 3 }).allTextContents();
}

async function expectListed(page: Page, titles: string[]) {
  await expect.poll(async () => (await listedTitles(page)).sort()).toEqual([...titles].sort());
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport });

    test("the map shows the search's results, a pan searches the visible area, the address keeps the view", async ({
      page,
    }) => {
      test.slow();
      await page.goto(`/cari?q=${KEYWORD}`);
      await page.getByRole("link", { name: "Peta", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/cari/peta\\?q=${KEYWORD}$`));
      // All of Indonesia: both pins, and the listing without one counted.
      await expect(markers(page)).toHaveCount(2);
      await expect(count(page)).toHaveText("2 properti di area peta ini");
      await expect(page.getByText("1 listing tanpa titik peta tidak tampil di peta.")).toBeVisible();
      await expectListed(page, [west.title, east.title]);
      const views = page.getByRole("navigation", { name: "Tampilan hasil" });
      await expect(views.getByRole("link", { name: "Daftar", exact: true })).toHaveAttribute(
        "href",
        `/cari?q=${KEYWORD}`,
      );

      // A shared view, zoomed in on the western pin.
      await page.goto(`/cari/peta?q=${KEYWORD}&peta=-6.2,106.8,14`);
      await expect(markers(page)).toHaveCount(1);
      await expect(count(page)).toHaveText("1 properti di area peta ini");
      await expectListed(page, [west.title]);

      // Panned east with the keyboard (Leaflet moves 240 px a Shift+arrow, and ignores keys while it moves, so
      // each press waits for the address to follow): 1,200 px, about 0.1°, onto the eastern pin.
      await page.getByRole("region", { name: "Peta hasil pencarian" }).focus();
      for (let press = 0; press < 5; press++) {
        const before = page.url();
        await page.keyboard.press("Shift+ArrowRight");
        await expect.poll(() => page.url()).not.toBe(before);
      }
      await expect(page).toHaveURL(new RegExp(`/cari/peta\\?q=${KEYWORD}&peta=-6\\.2,106\\.9\\d*,14$`));
      await expectListed(page, [east.title]);
      await expect(markers(page)).toHaveCount(1);

      // The address opens the same view again.
      const shared = page.url();
      await page.reload();
      await expect(markers(page)).toHaveCount(1);
      await expectListed(page, [east.title]);
      expect(page.url()).toBe(shared);
      await expectAccessibleNowAtBothWidths(page);
    });

    test("a view that cannot be read shows all of Indonesia with a notice, not an error", async ({ page }) => {
      const response = await page.goto(`/cari/peta?q=${KEYWORD}&peta=99,abc,3`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("status").filter({ hasText: "tidak dapat dibaca" })).toHaveText(
        "Tampilan peta di alamat ini tidak dapat dibaca. Peta menampilkan seluruh Indonesia.",
      );
      await expect(markers(page)).toHaveCount(2);
      await expectListed(page, [west.title, east.title]);
      // A moved map's box is checked too: an inverted one is refused, not a server error.
      const refused = await page.request.get(`/cari/peta/area?q=${KEYWORD}&south=-6&west=106.9&north=-6.5&east=106.8`);
      expect(refused.status()).toBe(400);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: WIDTHS[1] });

  test("the page is the list of the view's results", async ({ page }) => {
    await page.goto(`/cari/peta?q=${KEYWORD}&peta=-6.2,106.8,14`);
    await expect(count(page)).toHaveText("1 properti di area peta ini");
    await expect(page.locator("#map-search-results").getByRole("heading", { level: 3 })).toHaveText([west.title]);
    await expect(page.getByText("1 listing tanpa titik peta tidak tampil di peta.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Tampilkan daftar" })).toBeHidden();
  });
});
