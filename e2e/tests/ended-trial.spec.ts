import { expect, test } from "../support/test";
import { expectAccessibleNowAtBothWidths } from "../support/axe";
import { loginAs } from "../support/commerce";

// A Trial that has ended is not a running Trial (ADR 0011): the agent is not sent to /upgrade, and /product sells
// every paid tier at its full price. The seeded wulan@demo.id's Trial ended six days ago.

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test("an agent whose Trial has ended sees the paid tiers on /product and reaches checkout", async ({ page }) => {
  await loginAs(page, "wulan@demo.id");
  const main = page.getByRole("main");

  await page.goto("/upgrade");
  await expect(page).toHaveURL(/\/product/);
  for (const tier of ["Starter", "Pro", "Executive"]) {
    await expect(main.getByRole("heading", { level: 3, name: tier })).toBeVisible();
    await expect(main.getByRole("button", { name: `Beli ${tier}` })).toBeEnabled();
  }
  await expectAccessibleNowAtBothWidths(page);

  await main.getByRole("button", { name: "Beli Pro" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(main.getByText("Membership Pro", { exact: true })).toBeVisible();
  // Full price: Rp 3.000.000 + PPN 11%.
  await expect(main.getByRole("region", { name: "Total pembayaran" }).getByText("Rp 3.330.000")).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
  await main.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(page).toHaveURL(new RegExp(`/how-to-pay/${UUID.source}$`));
  await expect(main.getByText("Nomor Virtual Account", { exact: true })).toBeVisible();
});
