import { expect, test, type Page } from "../support/test";
import { expectAccessibleNowAtBothWidths, WIDTHS } from "../support/axe";

// Places as people say them (docs/product/regions.md, "Everyday names"): a typed everyday name or a typo finds its
// place (or the districts it spans); a place the box does not know says so and links the closest names, at 360 px and on a desktop.

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
// By id: on a phone the filter form is in a closed panel, out of the accessibility tree.
const locationBox = (page: Page) => page.locator("form#filter-pencarian #filter-lokasi");

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport });

    test("an everyday name and a typo find their place", async ({ page }) => {
      await page.goto("/cari?lokasi=jaksel");
      await expect(page).toHaveURL(/\/cari\?lokasi=Jaksel.+&kota=31\.74$/);
      await expect(heading(page)).toHaveText("Properti dijual dan disewa di Jaksel");
      await expect(locationBox(page)).toHaveValue("Jaksel — Jakarta Selatan");

      await page.goto("/cari?tipe=dijual&lokasi=kemng");
      await expect(page).toHaveURL(/&kecamatan=31\.74\.03$/);
      await expect(heading(page)).toHaveText("Properti dijual di Kemang");
      await expect(locationBox(page)).toHaveValue("Kemang — Mampang Prapatan, Jakarta Selatan");

      // A name that spans districts searches each of them.
      await page.goto("/cari?tipe=dijual&lokasi=bintaro");
      await expect(page).toHaveURL(/&kawasan=\d+$/);
      await expect(heading(page)).toHaveText("Properti dijual di Bintaro");
      await expect(locationBox(page)).toHaveValue(
        "Bintaro — Pesanggrahan, Jakarta Selatan; Pondok Aren, Tangerang Selatan",
      );
    });

    test("an unknown place says so and links the closest names", async ({ page }) => {
      await page.goto("/cari?lokasi=kebon%20sirih");
      const notice = page.getByRole("status").filter({ hasText: "tidak kami kenal" });
      await expect(notice).toHaveText(
        "Lokasi “kebon sirih” tidak kami kenal. Mungkin maksud Anda salah satu di bawah.",
      );
      await expect(page.getByText("Tidak ada properti yang cocok")).toBeVisible();
      await expect(page.getByText("Mungkin maksud Anda:")).toBeVisible();
      await expectAccessibleNowAtBothWidths(page);
      await page.setViewportSize(viewport);

      await page.getByRole("link", { name: /^Kebon Jeruk,/ }).click();
      await expect(page).toHaveURL(/&kecamatan=31\.73\.05$/);
      await expect(heading(page)).toHaveText("Properti dijual dan disewa di Kebon Jeruk");
      await expect(page.getByText("tidak kami kenal")).toHaveCount(0);
    });
  });
}
