import { expect, test, type Page } from "../support/test";
import { AGENT_STATE } from "../support/agent";
import { expectAccessibleNowAtBothWidths, WIDTHS } from "../support/axe";

// The help centre: public articles rendered on the server with the catalogue's numbers, the typo-tolerant
// search, "Apakah artikel ini membantu?", links from the portal's screens; axe at 1280 and 360 px.

const PHONE = WIDTHS[1];

async function openWithoutErrors(page: Page, path: string) {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 404/.test(message.text())) problems.push(message.text());
  });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(problems, path).toEqual([]);
  page.removeAllListeners("pageerror");
  page.removeAllListeners("console");
}

test("a visitor on a phone picks a topic and reads its steps with the catalogue's numbers", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openWithoutErrors(page, "/help");
  await expect(page).toHaveTitle("Bantuan | Griya");
  for (const group of ["Akun", "Membership & pembelian", "Listing", "Koin", "Prospek & promosi"]) {
    await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
  }
  await page.getByRole("link", { name: "Memasang listing" }).click();
  await expect(page).toHaveURL(/\/help\/upload$/);
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { level: 1, name: "Memasang listing" })).toBeVisible();
  // Seeded: activation 5 coins, 120 days, 15 photos, 5 videos.
  await expect(article).toContainText("Aktivasi memakai 5 koin");
  await expect(article).toContainText("selama 120 hari");
  await expect(article).toContainText("hingga 15 foto");
  await expect(article.locator("ol").first().getByRole("listitem")).toHaveCount(5);
  await expect(article.getByRole("link", { name: "Tambah Listing" })).toHaveAttribute("href", "/listing/add");
  // The public frame: no sidebar, a light header, the footer.
  await expect(page.getByRole("navigation", { name: "Menu utama" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toBeVisible();

  // Rupiah and tables from the catalogue.
  await page.goto("/help/membership");
  await expect(page.getByRole("table", { name: "Membership berbayar" })).toContainText("Rp 1.200.000");

  // Repost has its three sections, reachable from the article's contents.
  await page.goto("/help/repost");
  const contents = page.getByRole("navigation", { name: "Isi artikel" });
  for (const name of ["Repost satu listing", "Bulk repost: banyak listing sekaligus", "Repost terjadwal"]) {
    await expect(contents.getByRole("link", { name })).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 2, name: "Repost terjadwal" })).toBeVisible();
  await expect(page.getByRole("article")).toContainText("setiap 30 menit, dari 00:00 sampai 23:30");
});

test("search finds a topic by a misspelt word, with and after JavaScript", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openWithoutErrors(page, "/help");
  const box = page.getByRole("searchbox", { name: "Cari di pusat bantuan" });
  await box.fill("tranfer koin");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/help\?q=tranfer\+koin$/);
  const results = page.getByRole("region", { name: /topik untuk “tranfer koin”/ });
  await expect(results.getByRole("link").first()).toHaveText("Transfer koin ke agen lain");
  await results.getByRole("link", { name: "Transfer koin ke agen lain" }).click();
  await expect(page).toHaveURL(/\/help\/transfer-coin$/);
  await expect(page.getByRole("article")).toContainText("minimal 10 koin");

  await page.goto("/help?q=qwxzzq");
  await expect(page.getByRole("heading", { level: 2, name: "Tidak ada topik untuk “qwxzzq”" })).toBeVisible();
});

test("an unknown topic is the 404 page", async ({ page }) => {
  const response = await page.goto("/help/tidak-ada");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Halaman Tidak Ditemukan" })).toBeVisible();
});

test("'Apakah artikel ini membantu?': Ya thanks at once; Tidak asks what was missing", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openWithoutErrors(page, "/help/coin");
  const feedback = page.getByRole("region", { name: "Apakah artikel ini membantu?" });
  await feedback.getByRole("button", { name: "Ya" }).click();
  await expect(page.getByRole("status")).toHaveText("Senang artikel ini membantu.");
  await expect(page.getByRole("status")).toBeFocused();
  await expect(page).toHaveURL(/\/help\/coin$/);

  await openWithoutErrors(page, "/help/inbox");
  await page.getByRole("button", { name: "Tidak" }).click();
  const comment = page.getByLabel("Apa yang kurang jelas? (opsional)");
  await expect(comment).toBeFocused();
  await comment.fill("Bagaimana cara membalas lewat e-mail?");
  await page.getByRole("button", { name: "Kirim masukan" }).click();
  await expect(page.getByRole("status")).toContainText("Masukan Anda kami pakai");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search and feedback work as plain forms", async ({ page }) => {
    await page.goto("/help");
    await page.getByRole("searchbox", { name: "Cari di pusat bantuan" }).fill("lupa pasword");
    await page.getByRole("button", { name: "Cari", exact: true }).click();
    await expect(page).toHaveURL(/\/help\?q=lupa\+pasword$/);
    await expect(
      page
        .getByRole("region", { name: /topik untuk/ })
        .getByRole("link")
        .first(),
    ).toHaveText("Kata sandi: lupa, buat, dan ubah");

    await page.goto("/help/password");
    await page.getByRole("button", { name: "Ya" }).click();
    await expect(page.getByRole("status")).toHaveText("Senang artikel ini membantu.");
  });
});

test("?mobile=true hides the header and footer of the help pages", async ({ page }) => {
  await page.goto("/help/coin?mobile=true");
  await expect(page.getByRole("heading", { level: 1, name: "Koin" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
});

test("axe: the topic list, search results and an article at 1280 and 360 px", async ({ page }) => {
  await page.setViewportSize(WIDTHS[0]);
  await openWithoutErrors(page, "/help");
  await expectAccessibleNowAtBothWidths(page);
  await page.setViewportSize(WIDTHS[0]);
  await openWithoutErrors(page, "/help?q=repost");
  await expectAccessibleNowAtBothWidths(page);
  await page.setViewportSize(WIDTHS[0]);
  await openWithoutErrors(page, "/help/repost");
  await expectAccessibleNowAtBothWidths(page);
  await page.getByRole("button", { name: "Tidak" }).click();
  await expect(page.getByLabel("Apa yang kurang jelas? (opsional)")).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
});

test("keyboard: the skip link, the search box and a topic", async ({ page }) => {
  await page.goto("/help");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Lewati ke konten utama" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("searchbox", { name: "Cari di pusat bantuan" })).toBeFocused();
  await page.keyboard.type("kode referal");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/q=kode\+referal/);
  await page.getByRole("link", { name: "Kode referral" }).first().focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/help\/referral-code$/);
});

test.describe("from the portal's screens", () => {
  test.use({ storageState: AGENT_STATE });

  test("the coin transfer screen links to its article", async ({ page }) => {
    await page.goto("/coin-transfer");
    await page.getByRole("link", { name: "Bantuan tentang cara transfer koin" }).click();
    await expect(page).toHaveURL(/\/help\/transfer-coin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Transfer koin ke agen lain" })).toBeVisible();
  });
});
