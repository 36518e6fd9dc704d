import { expect, test } from "../support/test";
import { expectAccessibleNowAtBothWidths, WIDTHS } from "../support/axe";

// The price filters of /cari read like the listing form's price ("15.000.000" while typing), send digits, and
// take either spelling in the address, also without JavaScript.

test.use({ viewport: WIDTHS[0] });

test("the price filters group the digits as they are typed and search by the number", async ({ page }) => {
  await page.goto("/cari");
  const filters = page.getByRole("group", { name: "Harga (Rp)" });
  const min = filters.getByLabel("Minimal");
  await min.pressSequentially("15000000");
  await expect(min).toHaveValue("15.000.000");
  // Editing in the middle keeps the caret after the same digit.
  await min.press("Home");
  await min.press("ArrowRight");
  await min.press("Backspace");
  await expect(min).toHaveValue("5.000.000");
  await filters.getByLabel("Maksimal").fill("2500000000");
  await expect(filters.getByLabel("Maksimal")).toHaveValue("2.500.000.000");
  await filters.getByLabel("Maksimal").press("Enter");
  await expect(page).toHaveURL(/harga_min=5000000&harga_max=2500000000/);
  await expect(min).toHaveValue("5.000.000");
  await expectAccessibleNowAtBothWidths(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a grouped price in the address lands on the digits' address and shows grouped", async ({ page }) => {
    await page.goto("/cari?harga_min=15.000.000");
    await expect(page).toHaveURL(/\/cari\?harga_min=15000000$/);
    await expect(page.getByRole("group", { name: "Harga (Rp)" }).getByLabel("Minimal")).toHaveValue("15.000.000");
  });
});
