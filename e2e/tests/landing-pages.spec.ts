import { expect, test, type Page } from "../support/test";
import { expectAccessibleNowAtBothWidths, WIDTHS } from "../support/axe";

// Landing pages (docs/product/landing-pages.md): /dijual/jakarta-selatan is the search of sales in the city with
// its own heading, breadcrumb, numbers and links on. The demo data's public listings (counted when the API starts)
// fill Jakarta Selatan.

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const canonical = (page: Page) => page.locator('link[rel="canonical"]');
const robots = (page: Page) => page.locator('meta[name="robots"]');
const cardTitles = (page: Page) => page.getByRole("article").getByRole("heading").allTextContents();

test("a visitor reads a city's landing page, the same results as its search, and follows its links", async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS[0]);
  const answer = await page.goto("/dijual/jakarta-selatan");
  expect(answer?.status()).toBe(200);
  await expect(heading(page)).toHaveText("Properti Dijual di Jakarta Selatan");
  await expect(page).toHaveTitle("Properti Dijual di Jakarta Selatan | Griya");
  await expect(page.getByText(/^Ada [\d.]+ properti dijual di Jakarta Selatan\. Harga tengahnya Rp /)).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Jejak navigasi" });
  await expect(crumbs.getByRole("link", { name: "DKI Jakarta" })).toHaveAttribute("href", "/dijual/dki-jakarta");
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Jakarta Selatan");
  await expect(canonical(page)).toHaveAttribute("href", /\/dijual\/jakarta-selatan$/);
  await expect(robots(page)).toHaveCount(0);
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(jsonLd!)).toMatchObject({ "@type": "BreadcrumbList" });
  const landingCards = await cardTitles(page);
  expect(landingCards.length).toBeGreaterThan(0);
  await expectAccessibleNowAtBothWidths(page);

  // The equivalent search finds the same listings and names the landing page its canonical address.
  await page.goto("/cari?tipe=dijual&lokasi=Jakarta%20Selatan&kota=31.74");
  expect(await cardTitles(page)).toEqual(landingCards);
  await expect(canonical(page)).toHaveAttribute("href", /\/dijual\/jakarta-selatan$/);

  // A district of the city, then the houses there.
  await page.goto("/dijual/jakarta-selatan");
  const nearby = page.getByRole("region", { name: "Tempat di sekitar" });
  const district = nearby.getByRole("link").first();
  const districtName = (await district.textContent())!.replace(/ \([\d.]+\)$/, "");
  await district.click();
  await expect(heading(page)).toHaveText(`Properti Dijual di ${districtName}`);
  await expect(page).toHaveURL(/\/dijual\/[a-z0-9-]+$/);
  await page.goto("/dijual/jakarta-selatan");
  await page
    .getByRole("region", { name: "Jenis properti lain di Jakarta Selatan" })
    .getByRole("link", { name: /^Rumah \(/ })
    .click();
  await expect(page).toHaveURL(/\/dijual\/rumah\/jakarta-selatan$/);
  await expect(heading(page)).toHaveText("Rumah Dijual di Jakarta Selatan");
  await expect(page.getByRole("link", { name: /^Saring hasil/ })).toHaveAttribute(
    "href",
    /^\/cari\?tipe=dijual&jenis=\d+/,
  );
});

test("extra filters are not a page of their own; unknown places are 404; an empty place says so", async ({ page }) => {
  await page.setViewportSize(WIDTHS[1]);
  await page.goto("/dijual/jakarta-selatan?urut=harga_terendah");
  await expect(
    page.getByRole("navigation", { name: "Urutkan" }).getByRole("link", { name: "Harga terendah" }),
  ).toHaveAttribute("aria-current", "true");
  await expect(robots(page)).toHaveAttribute("content", "noindex, follow");
  await expect(canonical(page)).toHaveAttribute("href", /\/dijual\/jakarta-selatan$/);

  // One address per page: a default written out lands on the short address.
  await page.goto("/dijual/jakarta-selatan?halaman=1");
  await expect(page).toHaveURL(/\/dijual\/jakarta-selatan$/);

  for (const path of ["/dijual/tidak-ada-tempat-ini", "/dijual/kastil/jakarta-selatan", "/disewa/Jakarta"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }

  const empty = await page.goto("/disewa/gudang/kabupaten-bandung");
  expect(empty?.status()).toBe(200);
  await expect(heading(page)).toHaveText("Gudang Disewa di Kabupaten Bandung");
  await expect(
    page.getByText("Belum ada gudang disewa di Kabupaten Bandung saat ini.", { exact: false }),
  ).toBeVisible();
  await expect(robots(page)).toHaveAttribute("content", "noindex, follow");
  await expectAccessibleNowAtBothWidths(page);
});

test("the sitemap lists the landing pages and agent pages with listings", async ({ request }) => {
  const index = await (await request.get("/sitemap.xml")).text();
  expect(index).toMatch(/<loc>[^<]+\/sitemap\/landing-1\.xml<\/loc>/);
  expect(index).toMatch(/<loc>[^<]+\/sitemap\/agents-1\.xml<\/loc>/);
  const landing = await (await request.get("/sitemap/landing-1.xml")).text();
  expect(landing).toMatch(/<loc>[^<]+\/dijual\/jakarta-selatan<\/loc>/);
  expect(landing).toMatch(/<loc>[^<]+\/dijual\/rumah\/jakarta-selatan<\/loc>/);
  expect(landing).not.toContain("kabupaten-bandung</loc>");
  expect(await (await request.get("/sitemap/agents-1.xml")).text()).toMatch(/<loc>[^<]+\/agen\/\d+<\/loc>/);
  expect((await request.get("/sitemap/landing-99.xml")).status()).toBe(404);
});
