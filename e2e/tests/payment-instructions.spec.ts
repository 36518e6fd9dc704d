import { expect, test, type Page } from "../support/test";
import { AGENT_STATE } from "../support/agent";
import { expectAccessibleNowAtBothWidths, WIDTHS } from "../support/axe";
import { placeOrder } from "../support/commerce";

// Every payment method's /how-to-pay shows what its steps speak of: the QR image for QR-paid wallets, the
// labelled app button (on phones, when a QR code is there too), the number grouped in fours with its copy
// button, and never a gateway's raw action name. Read-only per method (each test places its own order).
test.describe.configure({ mode: "parallel" });
test.use({ storageState: AGENT_STATE, permissions: ["clipboard-read", "clipboard-write"] });

const GROUPED = /^[0-9A-Z]{4}( [0-9A-Z]{1,4})+$/;
const [DESKTOP, PHONE] = WIDTHS;

async function openHowToPay(page: Page, method: string) {
  const order = await placeOrder(page.request, "COIN_100", "/api/products/coins", method);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/how-to-pay/${order.uuid}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Langkah pembayaran" })).toBeVisible();
  return main;
}

async function expectNoGatewayWords(page: Page) {
  const text = await page.locator("body").innerText();
  expect(text).not.toMatch(/generate-qr-code|deeplink-redirect/);
  // Nor in a name a screen reader reads (the page's hydration data may carry the gateway's fields).
  for (const word of ["generate-qr-code", "deeplink-redirect"]) {
    await expect(page.locator(`[aria-label*="${word}"], [alt*="${word}"], [title*="${word}"]`)).toHaveCount(0);
  }
}

/** The reference is grouped, copied whole, and the copy is confirmed to screen readers. */
async function expectCopyable(page: Page, label: string, confirmation: string) {
  const main = page.getByRole("main");
  const row = main.locator(".copy-value").filter({ hasText: label });
  const shown = (await row.getByTestId("payment-reference").textContent())!;
  expect(shown).toMatch(GROUPED);
  await row.getByRole("button", { name: `Salin ${label}` }).click();
  await expect(row.getByRole("status")).toHaveText(confirmation);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown.replaceAll(" ", ""));
  // The steps speak of the same number as shown.
  await expect(main.getByRole("region", { name: "Langkah pembayaran" })).toContainText(shown);
}

for (const [method, label] of [
  ["bca_va", "Nomor Virtual Account"],
  ["bni_va", "Nomor Virtual Account"],
  ["bri_va", "Nomor Virtual Account"],
  ["permata_va", "Nomor Virtual Account"],
  ["alfamart", "Kode Pembayaran"],
  ["indomaret", "Kode Pembayaran"],
] as const) {
  test(`${method}: the number in groups of four with a copy button, at both widths with axe`, async ({ page }) => {
    await openHowToPay(page, method);
    await expectCopyable(page, label, label === "Kode Pembayaran" ? "Kode disalin." : "Nomor disalin.");
    await expect(page.getByRole("main").getByRole("img")).toHaveCount(0);
    await expectNoGatewayWords(page);
    await expectAccessibleNowAtBothWidths(page);
  });
}

test("mandiri_va: the company code and the bill key, each with its copy button", async ({ page }) => {
  const main = await openHowToPay(page, "mandiri_va");
  const company = main.locator(".copy-value").filter({ hasText: "Kode Perusahaan" });
  await expect(company.getByTestId("payment-reference")).toHaveText("70012");
  await expect(company.getByRole("button", { name: "Salin Kode Perusahaan" })).toBeVisible();
  await expectCopyable(page, "Kode Bayar", "Nomor disalin.");
  await expect(main.getByText("ATM Mandiri", { exact: true })).toBeVisible();
  await expectNoGatewayWords(page);
  await expectAccessibleNowAtBothWidths(page);
});

test("gopay: a QR image with a name, and the app button on a phone only", async ({ page }) => {
  const main = await openHowToPay(page, "gopay");
  const qr = main.getByRole("img", { name: "Kode QR pembayaran GoPay" });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const app = main.getByRole("link", { name: "Buka aplikasi GoPay" });
  // A computer scans; the app cannot open there.
  await expect(app).toBeHidden();
  await page.setViewportSize(PHONE);
  await expect(app).toBeVisible();
  await expect(app).toHaveAttribute("href", /\/api\/dev\/payments\//);
  await expect(qr).toBeVisible();
  const steps = main.getByRole("region", { name: "Langkah pembayaran" });
  await expect(steps).toContainText("pindai kode QR di halaman ini");
  await expect(steps).toContainText("Ketuk tombol Buka aplikasi GoPay di halaman ini.");
  await expect(main.getByTestId("payment-reference")).toHaveCount(0);
  await expectNoGatewayWords(page);
  await expectAccessibleNowAtBothWidths(page);
});

for (const [method, name] of [
  ["ovo", "OVO"],
  ["dana", "DANA"],
] as const) {
  test(`${method}: the QRIS code to scan, and no button that does not exist`, async ({ page }) => {
    const main = await openHowToPay(page, method);
    await expect(main.getByRole("img", { name: `Kode QRIS untuk membayar dengan ${name}` })).toBeVisible();
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await expect(main.getByRole("link", { name: /Buka aplikasi/ })).toHaveCount(0);
    }
    await expect(main.getByRole("region", { name: "Langkah pembayaran" })).toContainText("Pindai kode QRIS");
    await expectNoGatewayWords(page);
    await expectAccessibleNowAtBothWidths(page);
  });
}

test("shopeepay: no QR code, the app button at every width", async ({ page }) => {
  const main = await openHowToPay(page, "shopeepay");
  await expect(main.getByRole("img")).toHaveCount(0);
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await expect(main.getByRole("link", { name: "Buka aplikasi ShopeePay" })).toBeVisible();
  }
  await expect(main.getByRole("region", { name: "Langkah pembayaran" })).not.toContainText("kode QR");
  await expectNoGatewayWords(page);
  await expectAccessibleNowAtBothWidths(page);
});
