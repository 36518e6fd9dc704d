import { expect, test, type Page } from "../support/test";
import { AGENT_STATE } from "../support/agent";
import { expectAccessibleNowAtBothWidths, WIDTHS } from "../support/axe";
import { placeOrder } from "../support/commerce";

// axe (wcag2a/aa, nothing serious or critical) on every commerce and coin page, at desktop and 360 px.
// Read-only checks (the one order placed is the agent's own): spread over both workers.
test.describe.configure({ mode: "parallel" });
test.use({ storageState: AGENT_STATE });

// Also: the page hydrates without errors in the browser console.
async function open(page: Page, path: string) {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.setViewportSize(WIDTHS[0]);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(problems, path).toEqual([]);
  page.removeAllListeners("pageerror");
  page.removeAllListeners("console");
}

for (const path of [
  "/product",
  "/coin",
  "/upgrade",
  "/renewal",
  "/listing-availability",
  "/order",
  "/coin-purchase",
  "/coin-purchase?category=expired",
  "/coin-usage",
  "/coin-transfer",
]) {
  test(`axe: ${path}`, async ({ page }) => {
    await open(page, path);
    await expectAccessibleNowAtBothWidths(page);
  });
}

test("axe: checkout with a card form, how-to-pay, invoice", async ({ page }) => {
  await open(page, "/coin");
  await page.getByRole("main").getByRole("button", { name: "Beli 50 Koin" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole("radio", { name: "Kartu Kredit/Debit" }).check();
  await expect(page.getByText("Mode sandbox")).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);

  const order = await placeOrder(page.request, "COIN_100");
  await open(page, `/how-to-pay/${order.uuid}`);
  await expect(page.getByTestId("payment-reference")).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);

  await open(page, `/invoice/${order.uuid}`);
  await expectAccessibleNowAtBothWidths(page);
});

test("axe: the transfer modal and its confirmation", async ({ page }) => {
  await open(page, "/coin-transfer");
  await page.getByRole("main").getByRole("button", { name: "Transfer Koin" }).click();
  const modal = page.getByRole("dialog", { name: "Transfer Koin" });
  await expect(modal.getByLabel("Sumber koin")).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
  await modal.getByLabel("Email penerima").fill("siti@demo.id");
  await modal.getByLabel("Jumlah koin").fill("10");
  await modal.getByRole("button", { name: "Lanjutkan" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Konfirmasi transfer koin" });
  await expect(confirm).toBeVisible();
  // The page behind and the modal were checked above: only the confirmation is new.
  await expectAccessibleNowAtBothWidths(page, { include: ['[role="alertdialog"]'] });
  await confirm.getByRole("button", { name: "Batal" }).click();
  await expect(confirm).toBeHidden();
});
