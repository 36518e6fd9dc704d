import { expect, test, type Page, type Response } from "../support/test";
import { PORTAL_URL } from "../support/accounts";
import { AGENT_STATE } from "../support/agent";
import { annuity, createPublicListing, rupiah, swipeLeft } from "../support/marketplace";

// The public marketplace: search, the listing page, favourites, what search engines read, and the membership
// warning in the portal. Each journey makes its own public listing (a new agent's), found by a unique word.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const heading = (page: Page) => page.getByRole("heading", { level: 1 });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("a visitor filters in the panel, opens a listing, swipes the gallery, reveals the phone and works out a KPR", async ({
    page,
    request,
  }) => {
    const listing = await createPublicListing(request, "ponsel");
    await page.goto("/cari");
    await expect(heading(page)).toHaveText("Cari Properti");

    // The filters live in a panel that opens from "Filter" and counts the results before they are applied.
    const panel = page.getByRole("dialog", { name: "Filter" });
    await expect(panel).toBeHidden();
    await page.getByRole("link", { name: /^Filter/ }).click();
    await expect(panel).toBeVisible();
    await panel.getByRole("radio", { name: "Dijual" }).check();
    await panel.getByLabel("Jenis properti").selectOption({ label: "Rumah" });
    await panel.getByRole("combobox", { name: "Lokasi" }).fill(listing.city.name);
    await panel.getByRole("option", { name: new RegExp(`^${escape(listing.city.label)}`) }).click();
    await expect(panel.getByRole("combobox", { name: "Lokasi" })).toHaveValue(listing.city.label);
    await panel.getByLabel("Kata kunci").fill(listing.keyword);
    const apply = panel.getByRole("button", { name: "Tampilkan 1 hasil" });
    await expect(apply).toBeVisible();
    await apply.click();

    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(
      new RegExp(`/cari\\?tipe=dijual&jenis=\\d+&lokasi=.+&kota=${escape(listing.city.id)}&q=${listing.keyword}$`),
    );
    await expect(heading(page)).toHaveText(`Rumah dijual di ${listing.city.name}`);
    await expect(page.getByRole("link", { name: "Filter (3)" })).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(1);
    await expect(cards.getByText("Rp 1,5 M")).toBeVisible();
    await cards.getByRole("link", { name: listing.title, exact: true }).click();

    // The listing page.
    await expect(heading(page)).toHaveText(listing.title);
    await expect(page.getByText(rupiah(listing.price), { exact: true })).toBeVisible();
    const gallery = page.getByRole("region", { name: `Foto ${listing.title}` });
    await expect(gallery.getByText("1 / 3")).toBeVisible();
    await swipeLeft(page, gallery.getByLabel(/geser atau gunakan tombol panah/));
    await expect(gallery.getByText("2 / 3")).toBeVisible();

    // The number is not in the page: a tap asks for it.
    await expect(page.getByRole("main")).not.toContainText(listing.agent.phone.slice(-6));
    await page.getByRole("button", { name: "Tampilkan nomor telepon" }).click();
    const call = page.getByRole("link", { name: /^Telepon / });
    await expect(call).toBeFocused();
    await expect(call).toHaveAttribute("href", /^tel:\+?\d+$/);
    expect((await call.getAttribute("href"))!.slice(-6)).toBe(listing.agent.phone.slice(-6));

    // KPR: 20 % down, 7.5 % a year, 15 years by default; the visitor changes the tenure.
    const kpr = page.getByRole("region", { name: "Simulasi KPR" });
    await expect(kpr.getByText(rupiah(annuity(listing.price, 20, 7.5, 15)))).toBeVisible();
    await kpr.getByLabel("Jangka waktu (tahun)").fill("20");
    await expect(kpr.getByText(rupiah(annuity(listing.price, 20, 7.5, 20)))).toBeVisible();
    await kpr.getByLabel("Uang muka (%)").fill("30");
    await expect(kpr.getByText(rupiah(annuity(listing.price, 30, 7.5, 20)))).toBeVisible();
    await kpr.getByLabel("Jangka waktu (tahun)").fill("31");
    await expect(kpr.getByText("Jangka waktu 1 sampai 30 tahun.")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor searches with the plain form, reads the listing and can still reveal the number", async ({
    page,
    request,
  }) => {
    const listing = await createPublicListing(request, "tanpajs");
    await page.goto("/cari");
    const form = page.locator("form#filter-pencarian");
    await form.getByRole("combobox", { name: "Lokasi" }).fill(listing.city.name);
    await form.getByLabel("Kata kunci").fill(listing.keyword);
    await form.getByRole("button", { name: /^Tampilkan/ }).click();
    // The server looked the typed place up and answers on the canonical address of the search.
    await expect(page).toHaveURL(new RegExp(`/cari\\?lokasi=.+&kota=${escape(listing.city.id)}&q=${listing.keyword}$`));
    await expect(heading(page)).toHaveText(`Properti dijual dan disewa di ${listing.city.name}`);
    await page.getByRole("link", { name: listing.title, exact: true }).click();

    await expect(heading(page)).toHaveText(listing.title);
    const main = page.getByRole("main");
    await expect(main.getByText(rupiah(listing.price), { exact: true })).toBeVisible();
    await expect(main.getByText("Dekat sekolah dan pasar.", { exact: false })).toBeVisible();
    const facts = main.getByRole("region", { name: "Detail properti" });
    await expect(facts).toContainText("Kamar tidur3");
    await expect(facts).toContainText("Luas bangunan120 m²");
    const photo = main.getByRole("img", { name: /./ }).first();
    await expect(photo).toBeVisible();
    // Shown is not yet loaded: the photo's bytes may still be arriving.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(main.getByRole("region", { name: "Simulasi KPR" })).toContainText(
      rupiah(annuity(listing.price, 20, 7.5, 15)),
    );

    await main.getByRole("button", { name: "Tampilkan nomor telepon" }).click();
    await expect(main.getByRole("link", { name: /^Telepon / })).toHaveAttribute("href", /^tel:/);
  });
});

test.describe("signed in", () => {
  test.use({ storageState: AGENT_STATE });

  test("an agent saves a listing with the heart (keyboard) and finds it on /favorit, then removes it", async ({
    page,
    request,
  }) => {
    const listing = await createPublicListing(request, "favorit");
    await page.goto(`/properti/${listing.uuid}`);
    const heart = page.getByRole("button", { name: `Simpan ke favorit: ${listing.title}` });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.focus();
    const saved = favouriteSaved(page);
    await page.keyboard.press("Enter");
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    // Saved on the server: still pressed after a reload (the heart switches at once; the reload waits for the save).
    await saved;
    await page.reload();
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    // The portal's sidebar leads there too.
    await page.goto("/beranda");
    await page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name: "Favorit" }).click();
    await expect(page).toHaveURL(/\/favorit$/);
    await expect(heading(page)).toHaveText("Favorit");
    const card = page.getByRole("article").filter({ hasText: listing.title });
    await expect(card).toBeVisible();
    const removed = favouriteSaved(page);
    await card.getByRole("button", { name: `Simpan ke favorit: ${listing.title}` }).click();
    await expect(card.getByRole("button", { name: `Simpan ke favorit: ${listing.title}` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await removed;
    await page.reload();
    await expect(page.getByRole("article").filter({ hasText: listing.title })).toHaveCount(0);
  });
});

test("a visitor's heart asks to log in first, and comes back to the page", async ({ page, request }) => {
  const listing = await createPublicListing(request, "tamu");
  await page.goto(`/cari?q=${listing.keyword}`);
  const heart = page.getByRole("link", { name: `Simpan ke favorit: ${listing.title} (masuk dulu)` });
  await expect(heart).toHaveAttribute("href", `/login?redirect=${encodeURIComponent(`/cari?q=${listing.keyword}`)}`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Masuk" })).toBeVisible();
});

test("pointing at links on a public page loads no other page's data (no visits or impressions nobody saw)", async ({
  page,
  request,
}) => {
  const listing = await createPublicListing(request, "arahkan");
  // The page's timers run on a clock the test moves: an "intent" prefetch starts once the pointer has rested
  // (a timer), so each link's rest is stepped over rather than waited for.
  await page.clock.install();
  await page.goto(`/properti/${listing.uuid}`);
  await page.waitForLoadState("networkidle");
  const dataRequests: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname.endsWith(".data")) dataRequests.push(sent.url());
  });
  // Each link is pointed at long enough for an "intent" prefetch to start (it waits for the pointer to rest).
  for (const link of [
    page.getByRole("banner").getByRole("link", { name: "Cari properti" }),
    page.getByRole("main").getByRole("link", { name: "Cari properti" }),
    page.getByRole("main").getByRole("link", { name: listing.agent.name }),
  ]) {
    await link.hover();
    await page.clock.runFor(500);
    // A frame later anything the rest started is in the document.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  }
  expect(dataRequests).toEqual([]);
});

test("search engines read the listing's title, description, canonical URL, image and JSON-LD, the sitemaps and robots.txt", async ({
  page,
  request,
}) => {
  const listing = await createPublicListing(request, "seo");
  const response = await page.goto(`/properti/${listing.uuid}`);
  expect(response?.status()).toBe(200);
  const url = `${PORTAL_URL}/properti/${listing.uuid}`;
  await expect(page).toHaveTitle(`${listing.title} | Griya`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^Rumah · Dijual di .+, Rp 1\.500\.000\.000\. Rumah terang/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    new RegExp(`^${escape(PORTAL_URL)}/api/files/photos/.+\\.webp$`),
  );
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({
    "@type": "RealEstateListing",
    url,
    offers: {
      "@type": "Offer",
      price: listing.price,
      priceCurrency: "IDR",
      itemOffered: {
        "@type": "House",
        address: { "@type": "PostalAddress", addressCountry: "ID", addressLocality: listing.city.name },
        floorSize: { "@type": "QuantitativeValue", value: 120, unitCode: "MTK" },
        numberOfBedrooms: 3,
        numberOfBathroomsTotal: 2,
      },
    },
  });

  const missing = await page.goto("/properti/00000000-0000-4000-8000-000000000000");
  expect(missing?.status()).toBe(404);
  await expect(heading(page)).toHaveText("Halaman Tidak Ditemukan");

  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toContain(`Sitemap: ${PORTAL_URL}/sitemap.xml`);
  const index = await request.get("/sitemap.xml");
  expect(index.headers()["content-type"]).toMatch(/^application\/xml/);
  expect(await index.text()).toContain(`<loc>${PORTAL_URL}/sitemap/listings-1.xml</loc>`);
  expect(await (await request.get("/sitemap/listings-1.xml")).text()).toContain(`<loc>${url}</loc>`);
  expect((await request.get("/sitemap/listings-0.xml")).status()).toBe(404);
});

/** The answer to the heart's form (it posts to /favorit), once the save is done on the server. */
function favouriteSaved(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname.startsWith("/favorit") &&
      response.ok(),
  );
}
