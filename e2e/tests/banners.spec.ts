import { expect, test, type Page } from "../support/test";
import { AGENT_STATE } from "../support/agent";
import { expectAccessibleNowAtBothWidths } from "../support/axe";

// The demo banners (apps/api/src/seed/banner-seed-data.ts): three on the home, one takeover, one ended.
const HOME_BANNERS = [
  "Jadikan listing Anda Rekomendasi",
  "Jadi Agen Unggulan di area Anda",
  "Repost terjadwal, listing tetap segar",
];
const ENDED_BANNER = "Promo Kemerdekaan telah berakhir";
const TAKEOVER = "Bonus koin untuk member baru bulan ini";

test.use({ storageState: AGENT_STATE });

const carousel = (page: Page) => page.getByRole("region", { name: "Info dan promo" });

test.describe("banners on the home", () => {
  test("the home shows the running banners one at a time with previous and next, never the ended one", async ({
    page,
  }) => {
    await page.goto("/beranda");
    // One slide shows at a time; the others are hidden until asked for.
    const slides = carousel(page).getByRole("group");
    await expect(slides).toHaveCount(1);
    await expect(slides).toHaveAccessibleName(`1 dari ${HOME_BANNERS.length}`);
    await expect(carousel(page).getByText(HOME_BANNERS[0]!)).toBeVisible();
    await expect(carousel(page).getByText(HOME_BANNERS[1]!)).toBeHidden();
    await expect(page.getByText(ENDED_BANNER)).toHaveCount(0);

    // The image keeps its proportions from the first render and is a loaded WebP.
    const image = slides.first().getByRole("img");
    await expect(image).toHaveAttribute("width", "1600");
    await expect(image).toHaveAttribute("height", "600");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const next = page.getByRole("button", { name: "Banner berikutnya" });
    await next.click();
    await expect(carousel(page).getByText(HOME_BANNERS[1]!)).toBeVisible();
    await expect(slides).toHaveAccessibleName(`2 dari ${HOME_BANNERS.length}`);
    await expect(carousel(page).getByText(HOME_BANNERS[0]!)).toBeHidden();
    await next.press("Enter");
    await expect(carousel(page).getByText(HOME_BANNERS[2]!)).toBeVisible();
    await next.click();
    await expect(carousel(page).getByText(HOME_BANNERS[0]!)).toBeVisible();
    await page.getByRole("button", { name: "Banner sebelumnya" }).click();
    await expect(carousel(page).getByText(HOME_BANNERS[2]!)).toBeVisible();

    await expectAccessibleNowAtBothWidths(page);
    // On a phone the carousel stays within the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    const box = await carousel(page).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  });

  test("a banner's detail page shows its full content and leads on; an unknown banner is the 404 page", async ({
    page,
  }) => {
    await page.goto("/beranda");
    await carousel(page)
      .getByRole("link", { name: `Lihat detail: ${HOME_BANNERS[0]}` })
      .click();
    await expect(page).toHaveURL(/\/banner\/detail\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: HOME_BANNERS[0] })).toBeVisible();
    await expect(page.getByText("Pilih listing aktif, pilih minggunya, dan bayar dengan koin.")).toBeVisible();
    await expect(page.getByText(/^Berlaku \d+ \S+ \d{4} sampai \d+ \S+ \d{4}$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Buka" })).toHaveAttribute("href", "/recommended-listing");
    await expectAccessibleNowAtBothWidths(page);

    await page.goto("/banner/detail/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { level: 1, name: "Halaman Tidak Ditemukan" })).toBeVisible();
  });
});

test.describe("the takeover banner", () => {
  test.use({ takeoverBanner: "live" });

  test("shows once a WIB day: not again after a reload or on another page, closes with Escape and the ×", async ({
    page,
  }) => {
    await page.goto("/beranda");
    const dialog = page.getByRole("dialog", { name: TAKEOVER });
    await expect(dialog).toBeVisible();
    // Focus moves into the dialog (and stays there until it closes).
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectAccessibleNowAtBothWidths(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/banners?type=TAKEOVER_AGENT")) asked.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: /^Halo, / })).toBeVisible();
    await page.goto("/listing");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(asked).toEqual([]);

    // A new day (here: the marker of today removed) shows it again; the × closes it too.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith("griya.takeover-seen.")) localStorage.removeItem(key);
    });
    await page.goto("/beranda");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Tutup" }).click();
    await expect(dialog).toBeHidden();
  });

  test("leads to the banner's detail page", async ({ page }) => {
    await page.goto("/profile");
    const dialog = page.getByRole("dialog", { name: TAKEOVER });
    await dialog.getByRole("link", { name: "Lihat detail" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: TAKEOVER })).toBeVisible();
    await expect(page.getByText("Koin bonus berlaku selama membership Anda aktif.")).toBeVisible();
  });
});
