import { expect, test, type Page } from "../support/test";
import { DEMO_AGENT, submitLogin } from "../support/agent";
import { expectAccessibleNowAtBothWidths, WIDTHS } from "../support/axe";

// Issue 14: the terms and privacy pages (from the registration form), the promo campaigns and "Pakai kode ini"
// carrying the code to the checkout, and the chat widget (5 s after load, never in the app look).

type Campaign = { uuid: string; code: string };

/** The chat widget loads 5 s after the page has loaded (docs/product/marketplace.md#help-centre). */
const CHAT_DELAY_MS = 5_000;

async function campaignUuid(page: Page, code: string): Promise<string> {
  const answer = await page.request.get("/api/promos");
  const found = ((await answer.json()) as { data: Campaign[] }).data.find((c) => c.code === code);
  expect(found, code).toBeDefined();
  return found!.uuid;
}

test("a visitor opens the terms from the registration form and reads the privacy policy", async ({ page, context }) => {
  await page.goto("/register");
  const consent = page.getByText("Dengan mendaftar, Anda menyetujui");
  await expect(consent).toBeVisible();
  // A new tab, so the form being filled in stays.
  const [terms] = await Promise.all([
    context.waitForEvent("page"),
    consent.getByRole("link", { name: /Syarat dan Ketentuan/ }).click(),
  ]);
  await terms.waitForLoadState();
  await expect(terms).toHaveURL(/\/syarat-ketentuan$/);
  await expect(terms.getByRole("heading", { level: 1, name: "Syarat dan Ketentuan" })).toBeVisible();
  await expect(terms.getByText(/Terakhir diperbarui:/)).toBeVisible();
  const toc = terms.getByRole("navigation", { name: "Daftar isi" });
  for (const section of [
    "Membership",
    "Koin",
    "Pesanan dan pembayaran",
    "Aturan listing",
    "Program referral dan kecurangan",
    "Transfer koin",
    "Hukum yang berlaku",
  ]) {
    await expect(toc.getByRole("link", { name: section, exact: true })).toBeVisible();
  }
  await expect(terms.getByText(/berlaku 365 hari sejak pembayaran/)).toBeVisible();
  await expect(terms.getByText(/tidak dapat dikembalikan \(non-refundable\)/)).toBeVisible();
  await expect(terms.getByText(/dibayar dalam 24 jam/)).toBeVisible();
  await expect(terms.getByText(/hukum Negara Republik Indonesia/)).toBeVisible();
  await terms.close();

  await expect(consent.getByRole("link", { name: /Kebijakan Privasi/ })).toHaveAttribute("href", "/kebijakan-privasi");
  await page.goto("/kebijakan-privasi");
  await expect(page.getByRole("heading", { level: 1, name: "Kebijakan Privasi" })).toBeVisible();
  await expect(page.getByText(/Undang-Undang Nomor 27 Tahun 2022/)).toBeVisible();
  await expect(page.getByText(/Pengendali data pribadi Griya adalah PT Griya Properti Nusantara/)).toBeVisible();
  for (const collected of [/nomor dan foto KTP/, /nomor dan foto NPWP/, /rekening bank/, /alamat IP/]) {
    await expect(page.getByText(collected).first()).toBeVisible();
  }
  await expect(page.getByText(/paling lambat 3 × 24 jam sejak kami mengetahuinya/)).toBeVisible();
  // The table of contents leads to the rights and how to use them (the support address).
  await page
    .getByRole("navigation", { name: "Daftar isi" })
    .getByRole("link", { name: "Cara menggunakan hak Anda" })
    .click();
  await expect(page).toHaveURL(/#cara$/);
  await expect(page.locator("#cara")).toContainText("bantuan@griya.id");
  await expect(page.locator("#hak").getByRole("listitem").filter({ hasText: "portabilitas data" })).toBeVisible();
  // The footer keeps linking both.
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Syarat dan Ketentuan" })).toHaveAttribute("href", "/syarat-ketentuan");
  await expect(footer.getByRole("link", { name: "Promo" })).toHaveAttribute("href", "/promo");
});

test("the promo list shows the running campaigns; Pakai kode ini ends at the checkout with the code filled in", async ({
  page,
}) => {
  await page.goto("/promo");
  await expect(page.getByRole("heading", { level: 1, name: "Promo" })).toBeVisible();
  const hemat = page.getByRole("article", { name: "Hemat 10% untuk langganan panjang" });
  await expect(hemat.getByText("Diskon 10%", { exact: true })).toBeVisible();
  await expect(hemat.getByText("Minimal durasi 180 hari", { exact: true })).toBeVisible();
  await expect(hemat.getByText(/^Berlaku sampai/)).toBeVisible();
  await expect(hemat.locator("code")).toHaveText("HEMAT10");
  const slot = page.getByRole("article", { name: "Potongan Rp 100.000 untuk 50 slot listing" });
  await expect(slot.getByText("Potongan Rp 100.000", { exact: true })).toBeVisible();
  await expect(slot.getByText("Minimal 50 slot listing", { exact: true })).toBeVisible();
  // Demo-only and ended codes are not campaigns.
  await expect(page.locator("code").filter({ hasText: "GRATIS" })).toHaveCount(0);
  await expect(page.locator("code").filter({ hasText: "LEBARAN2024" })).toHaveCount(0);

  // A visitor is asked to log in first and comes back to the checkout with the code.
  await hemat.getByRole("link", { name: /Pakai kode ini/ }).click();
  await expect(page).toHaveURL(/\/checkout\?promo=HEMAT10$/);
  const main = page.getByRole("main");
  await expect(main.getByText("Masuk untuk melanjutkan checkout.")).toBeVisible();
  await main.getByRole("link", { name: "Masuk" }).click();
  await submitLogin(page, { email: DEMO_AGENT.email, password: DEMO_AGENT.password });
  await expect(page).toHaveURL(/\/checkout\?promo=HEMAT10$/);
  await expect(main.getByText("Kode promo HEMAT10 akan terisi di checkout.")).toBeVisible();

  // Picking a product keeps the code: it is filled in at the checkout.
  await page.goto("/listing-availability");
  const slots = main.getByRole("article", { name: "Slot Listing" });
  await slots.getByRole("button", { name: "Beli Slot Listing" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(main.getByRole("textbox", { name: "Kode promo" })).toHaveValue("HEMAT10");
});

test("a campaign's page; an unknown one is the 404 page", async ({ page }) => {
  await page.goto(`/promo/${await campaignUuid(page, "SLOT50")}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Potongan Rp 100.000 untuk 50 slot listing" }),
  ).toBeVisible();
  await expect(page.getByText("Hanya untuk produk Slot Listing", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Pakai kode ini/ })).toHaveAttribute("href", "/checkout?promo=SLOT50");
  await expect(page.getByRole("heading", { name: "Cara memakai" })).toBeVisible();

  const missing = await page.goto("/promo/0b8f5c8e-6d0b-4f3b-9d0e-5d3c2a1b0c9d");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Halaman Tidak Ditemukan" })).toBeVisible();
});

test("axe at 360 and 1280 px: terms, privacy, promo list and detail", async ({ page }) => {
  for (const path of [
    "/syarat-ketentuan",
    "/kebijakan-privasi",
    "/promo",
    `/promo/${await campaignUuid(page, "HEMAT10")}`,
  ]) {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessibleNowAtBothWidths(page);
  }
});

test.describe("the chat widget", () => {
  test.use({ chatWidget: "live" });
  // The pages' timers run on a clock the test holds: the widget's 5 s delay is stepped over, never waited for,
  // and a slow machine cannot make the widget early or late.
  test.beforeEach(async ({ page }) => {
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1_000);
  });

  test("appears 5 s after load on desktop; its panel is a keyboard-usable dialog; Tutup hides it", async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto("/promo");
    await page.waitForLoadState("load");
    const launcher = page.getByRole("button", { name: "Butuh bantuan?" });
    expect(await hasChatLoader(page)).toBe(true);
    await page.clock.runFor(CHAT_DELAY_MS - 100);
    await expect(page.locator("#chat-widget")).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(launcher).toBeVisible();
    await page.clock.resume();

    await launcher.click();
    const panel = page.getByRole("dialog", { name: "Butuh bantuan?" });
    await expect(panel).toBeVisible();
    await expect(launcher).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("searchbox", { name: "Cari di Pusat Bantuan" })).toBeVisible();
    await expect(panel.getByRole("link", { name: /Chat WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/6281234567890\?text=Halo%20Griya/,
    );
    await expect(panel.getByRole("link", { name: /bantuan@griya\.id/ })).toHaveAttribute(
      "href",
      "mailto:bantuan@griya.id",
    );
    await expectAccessibleNowAtBothWidths(page);
    await page.setViewportSize(WIDTHS[0]);

    // Escape closes it and the focus returns to the button.
    await panel.getByRole("searchbox", { name: "Cari di Pusat Bantuan" }).focus();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();

    // The search goes to the help centre.
    await launcher.press("Enter");
    await panel.getByRole("searchbox", { name: "Cari di Pusat Bantuan" }).fill("repost");
    await Promise.all([page.waitForURL(/\/help\?q=repost$/), panel.getByRole("button", { name: "Cari" }).click()]);

    // Tutup hides it, and it stays away on the next page.
    await page.goto("/promo");
    await page.waitForLoadState("load");
    await page.clock.fastForward(CHAT_DELAY_MS);
    await expect(launcher).toBeVisible();
    await launcher.click();
    await page.getByRole("dialog", { name: "Butuh bantuan?" }).getByRole("button", { name: "Tutup" }).click();
    await expect(launcher).toHaveCount(0);
    const widgetRequests = watchWidgetRequests(page);
    await page.goto("/syarat-ketentuan");
    await page.waitForLoadState("load");
    // The loader is on the page and reads the closing the visitor just did...
    expect(await hasChatLoader(page)).toBe(true);
    await page.clock.fastForward(CHAT_DELAY_MS + 1_000);
    // ...so its timer has run and asked for nothing: a request it made would come before this one's answer.
    await page.evaluate(() => fetch("/robots.txt").then((answer) => answer.text()));
    await expect(launcher).toHaveCount(0);
    expect(widgetRequests).toEqual([]);
  });

  test("never loads with ?mobile=true", async ({ page }) => {
    const widgetRequests = watchWidgetRequests(page);
    await page.setViewportSize(WIDTHS[1]);
    await page.goto("/promo?mobile=true");
    await page.waitForLoadState("load");
    // No loader on the page: nothing can bring the widget, however long the visitor stays.
    expect(await hasChatLoader(page)).toBe(false);
    await page.clock.fastForward(CHAT_DELAY_MS + 1_000);
    await expect(page.getByRole("button", { name: "Butuh bantuan?" })).toHaveCount(0);
    // The app look is remembered: another page without the flag has no widget either.
    await page.goto("/kebijakan-privasi");
    await page.waitForLoadState("load");
    expect(await hasChatLoader(page)).toBe(false);
    await page.clock.fastForward(CHAT_DELAY_MS + 1_000);
    await expect(page.getByRole("button", { name: "Butuh bantuan?" })).toHaveCount(0);
    expect(widgetRequests).toEqual([]);
  });
});

/** The URLs of the widget's own script that the page asks for from now on. */
function watchWidgetRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (/chat-widget|chat-start/.test(request.url())) requests.push(request.url());
  });
  return requests;
}

/** Whether the page carries the widget's inline loader (the only way the widget's script comes). */
function hasChatLoader(page: Page): Promise<boolean> {
  return page.evaluate(() => [...document.scripts].some((script) => script.textContent?.includes("/chat-widget.js")));
}
