import { expect, test } from "../support/test";
import { apiLogin, PORTAL_URL, useToken } from "../support/accounts";
import { AGENT_STATE, DEMO_AGENT } from "../support/agent";
import { DEMO, loginAs } from "../support/commerce";

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test("an agent without membership buys Starter with the BCA VA, pays in the sandbox and sees it everywhere", async ({
  page,
}) => {
  await loginAs(page, DEMO.noMembership.email);

  // Before buying (this journey is the one that gives Rudi a membership): my listings warns that listings are
  // hidden from public search while there is no active membership (docs/product/memberships.md).
  await page.goto("/listing");
  await expect(page.getByRole("alert").filter({ hasText: "Listing Anda tidak tampil di pencarian" })).toContainText(
    "Listing Anda tidak tampil di hasil pencarian sampai membership diaktifkan kembali.",
  );

  // Without membership only the membership packages show, tier names as Starter, Pro, Executive.
  await page.goto("/product");
  const main = page.getByRole("main");
  for (const tier of ["Starter", "Pro", "Executive"]) {
    await expect(main.getByRole("heading", { level: 3, name: tier })).toBeVisible();
  }
  await expect(main.getByRole("heading", { name: "Paket Koin" })).toHaveCount(0);
  await main.getByRole("button", { name: "Beli Starter" }).click();

  // Checkout: the line, PPN and total; BCA VA is the default method.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(main.getByText("Membership Starter", { exact: true })).toBeVisible();
  await expect(main.getByText("PPN 11%")).toBeVisible();
  await expect(main.getByRole("region", { name: "Total pembayaran" }).getByText("Rp 1.332.000")).toBeVisible();
  await expect(main.getByRole("radio", { name: "BCA Virtual Account" })).toBeChecked();
  // The cart survives a reload.
  await page.reload();
  await expect(main.getByText("Membership Starter", { exact: true })).toBeVisible();
  await main.getByRole("button", { name: "Bayar Sekarang" }).click();

  // How to pay: the VA number with a copy button, the steps, the amount and the countdown.
  await expect(page).toHaveURL(new RegExp(`/how-to-pay/${UUID.source}$`));
  const orderUuid = UUID.exec(page.url())![0];
  await expect(main.getByText("Nomor Virtual Account", { exact: true })).toBeVisible();
  await expect(main.getByTestId("payment-reference")).toHaveText(/^\d{4}( \d{1,4}){2,}$/);
  await expect(main.getByRole("button", { name: "Salin Nomor Virtual Account" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Langkah pembayaran" })).toBeVisible();
  await expect(main.getByText("ATM BCA", { exact: true })).toBeVisible();
  await expect(main.getByRole("timer")).toHaveText(/jam/);
  const orderNumber = (await main.locator("dt", { hasText: "Nomor pesanan" }).locator("+ dd").textContent())!;

  // The sandbox pays; the page notices by itself (it polls the order).
  const paid = await page.request.post(`/api/dev/payments/${orderUuid}/pay`);
  expect(paid.status(), await paid.text()).toBe(200);
  await expect(main.getByRole("heading", { name: "Pembayaran berhasil" })).toBeVisible({ timeout: 15_000 });
  await expect(main.getByRole("heading", { name: "Pembayaran berhasil" })).toBeFocused();
  // The header's tier follows (the page reloaded the agent).
  await expect(page.getByRole("banner").getByText("Starter")).toBeVisible();

  // Orders: completed, under "Selesai".
  await main.getByRole("link", { name: "Lihat Pesanan Saya" }).click();
  await expect(page).toHaveURL(/\/order$/);
  await main.getByRole("navigation", { name: "Filter pesanan" }).getByRole("link", { name: "Selesai" }).click();
  await expect(page).toHaveURL(/\/order\?status=completed$/);
  const card = main.getByRole("article").filter({ hasText: orderNumber });
  await expect(card.getByText("Selesai", { exact: true })).toBeVisible();
  await expect(card.getByText("BCA Virtual Account")).toBeVisible();

  // The invoice renders, and prints without the portal around it.
  await card.getByRole("link", { name: `Lihat invoice ${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/invoice/${orderUuid}$`));
  await expect(main.getByRole("heading", { level: 1, name: "Invoice" })).toBeVisible();
  await expect(main.getByTestId("invoice-number")).toHaveText(/^INV/);
  await expect(main.getByText("Lunas")).toBeVisible();
  await expect(main.getByText(DEMO.noMembership.name)).toBeVisible();
  await expect(main.getByRole("button", { name: "Cetak invoice" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Menu utama" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(main.getByRole("button", { name: "Cetak invoice" })).toBeHidden();
  await expect(main.getByRole("heading", { level: 1, name: "Invoice" })).toBeVisible();
  await expect(main.getByText("Rp 1.332.000")).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // The membership card and the coins.
  await page.goto("/profile");
  await expect(main.getByRole("region", { name: "Membership" }).getByText("Starter")).toBeVisible();
  await page.goto("/coin-purchase");
  const bonus = main.getByRole("row").filter({ hasText: "Membership Starter" });
  // Cells after "Sisa", the first column: source, active date, expiry, coins in.
  await expect(bonus.getByRole("cell").nth(4)).toHaveText("50");
  await expect(bonus).toContainText("Bonus membership");
  await expect(main.getByTestId("coin-balance")).toHaveText(/\d+ koin/);
});

test.describe("a member", () => {
  test("a promo code that cannot be used shows the 462 dialog with its requirement lines", async ({ page }) => {
    await loginAs(page, DEMO.pro.email);
    await page.goto("/listing-availability");
    const main = page.getByRole("main");
    const slots = main.getByRole("article", { name: "Slot Listing" });
    await expect(slots.getByRole("spinbutton", { name: "Jumlah slot" })).toHaveValue("5");
    await slots.getByRole("button", { name: "Beli Slot Listing" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(main.getByText("90 hari", { exact: true })).toBeVisible();

    await main.getByRole("textbox", { name: "Kode promo" }).fill("slot50");
    await main.getByRole("button", { name: "Pakai" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Kode Promo Tidak Dapat Digunakan" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("listitem")).toContainText(["- Minimal 50 slot listing"]);
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(dialog).toBeHidden();
    // Nothing was applied: the total is still the plain price with PPN (5 × 15.000 × 90 / 30 = 225.000).
    await expect(main.getByRole("region", { name: "Total pembayaran" }).getByText("Rp 249.750")).toBeVisible();
  });

  test("placing an order whose promo stopped being usable re-checks the promo (462) and keeps the order open", async ({
    page,
  }) => {
    await loginAs(page, DEMO.executive.email);
    await page.goto("/coin");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Beli 50 Koin" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await main.getByRole("textbox", { name: "Kode promo" }).fill("GRATIS");
    await main.getByRole("button", { name: "Pakai" }).click();
    await expect(main.getByText("Kode GRATIS dipakai")).toBeVisible();
    // A free order needs no payment method.
    await expect(main.getByText("tidak perlu pembayaran")).toBeVisible();
    await expect(main.getByRole("radio", { name: "BCA Virtual Account" })).toHaveCount(0);

    // Meanwhile the one use of GRATIS goes to another order.
    const coins = ((await (await page.request.get("/api/products/coins")).json()) as { data: { uuid: string }[] }).data;
    const other = await page.request.post("/api/orders", {
      data: { products: [{ uuid: coins[1]!.uuid, qty: 1 }], promo_code: "GRATIS", expect_free_order: true },
    });
    expect(other.status(), await other.text()).toBe(201);

    await main.getByRole("button", { name: "Selesaikan Pesanan" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Kode Promo Tidak Dapat Digunakan" });
    await expect(dialog).toContainText("batas penggunaan");
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    // The promo is gone: back to paying, with the BCA virtual account.
    await expect(main.getByRole("radio", { name: "BCA Virtual Account" })).toBeChecked();
    await expect(main.getByRole("button", { name: "Bayar Sekarang" })).toBeVisible();
  });

  test("a card pays through the sandbox's token; a declined test card says so and the retry places one order", async ({
    page,
  }) => {
    await loginAs(page, DEMO.executive.email);
    await page.goto("/coin");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Beli 100 Koin" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await main.getByRole("radio", { name: "Kartu Kredit/Debit" }).check();
    await main.getByLabel("Nomor kartu").fill("4911 1111 1111 1113");
    await main.getByLabel("Nama pada kartu").fill("Agus Wijaya");
    await main.getByLabel("Masa berlaku (BB/TT)").fill("12/39");
    await main.getByLabel("CVV").fill("123");
    const orders = page.waitForResponse((r) => r.url().endsWith("/api/orders") && r.request().method() === "POST");
    await main.getByRole("button", { name: "Bayar Sekarang" }).click();
    const declined = await orders;
    expect(declined.status()).toBe(470);
    const key = declined.request().headers()["idempotency-key"];
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    await expect(main.getByRole("alert").filter({ hasText: "Kartu ditolak oleh bank" }).first()).toBeVisible();

    // Another test card, the same checkout attempt: the same key, and now the order is paid at once.
    await main.getByLabel("Nomor kartu").fill("4811 1111 1111 1114");
    const placed = page.waitForResponse((r) => r.url().endsWith("/api/orders") && r.request().method() === "POST");
    await main.getByRole("button", { name: "Bayar Sekarang" }).click();
    expect((await placed).request().headers()["idempotency-key"]).toBe(key);
    await expect(page).toHaveURL(new RegExp(`/how-to-pay/${UUID.source}$`));
    await expect(main.getByRole("heading", { name: "Pembayaran berhasil" })).toBeVisible({ timeout: 15_000 });
  });

  test("a Trial member is told before ordering that a Starter obtained for Rp 0 brings no bonus coins", async ({
    page,
  }) => {
    await loginAs(page, DEMO.trial.email);
    await page.goto("/upgrade");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Beli Starter" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await main.getByRole("textbox", { name: "Kode promo" }).fill("GRATIS");
    await main.getByRole("button", { name: "Pakai" }).click();
    await expect(main.getByText("Kode GRATIS dipakai")).toBeVisible();
    await expect(main.getByText("tanpa bonus koin dan tanpa bonus referral")).toBeVisible();
    await main.getByRole("button", { name: "Selesaikan Pesanan" }).click();
    await expect(page).toHaveURL(new RegExp(`/how-to-pay/${UUID.source}$`));
    await expect(main.getByRole("heading", { name: "Pembayaran berhasil" })).toBeVisible({ timeout: 15_000 });
    await page.goto("/coin-purchase");
    await expect(main.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(main.getByRole("row").filter({ hasText: "Bonus membership" })).toHaveCount(0);
  });

  test.describe("transfer", () => {
    test.use({ storageState: AGENT_STATE });

    test("an agent transfers 10 coins to another agent and both see it", async ({ page, browser }) => {
      const main = page.getByRole("main");
      await page.goto("/coin-transfer");
      const before = Number((await main.getByTestId("coin-balance").textContent())!.replace(/\D/g, ""));
      await main.getByRole("button", { name: "Transfer Koin" }).click();
      const modal = page.getByRole("dialog", { name: "Transfer Koin" });
      await expect(modal.getByLabel("Sumber koin")).toBeVisible();

      // The transfer rules (docs/product/coins.md#transfer), in Indonesian, before anything is sent.
      await modal.getByLabel("Jumlah koin").fill("5");
      await modal.getByRole("button", { name: "Lanjutkan" }).click();
      await expect(modal.getByText("Email wajib diisi.")).toBeVisible();
      await expect(modal.getByText("Jumlah minimal 10.")).toBeVisible();

      const notes = `Koin untuk listing bersama ${Date.now()}`;
      await modal.getByLabel("Email penerima").fill(DEMO.pro.email);
      await modal.getByLabel("Jumlah koin").fill("10");
      await modal.getByLabel("Catatan").fill(notes);
      await modal.getByRole("button", { name: "Lanjutkan" }).click();

      // The confirmation cannot be dismissed by clicking outside it.
      const confirm = page.getByRole("alertdialog", { name: "Konfirmasi transfer koin" });
      await expect(confirm).toContainText(`Transfer 10 koin ke ${DEMO.pro.email}?`);
      await page.mouse.click(5, 5);
      await expect(confirm).toBeVisible();
      await confirm.getByRole("button", { name: "Ya, transfer" }).click();

      await expect(main.getByText(`10 koin berhasil ditransfer ke ${DEMO.pro.email}.`)).toBeVisible();
      await expect(modal).toBeHidden();
      const sent = main.getByRole("row").filter({ hasText: notes });
      await expect(sent).toContainText("Keluar");
      await expect(sent).toContainText(DEMO.pro.email);
      await expect(sent.getByRole("rowheader")).toHaveText(/^TRF-\d{8}-\d{6,}$/);
      await expect(main.getByTestId("coin-balance")).toHaveText(`${before - 10} koin`);

      // The other agent sees it coming in.
      const other = await browser.newContext({ baseURL: PORTAL_URL });
      await useToken(other, await apiLogin(page.request, { email: DEMO.pro.email, password: DEMO_AGENT.password }));
      const otherPage = await other.newPage();
      await otherPage.goto("/coin-transfer");
      const received = otherPage.getByRole("main").getByRole("row").filter({ hasText: notes });
      await expect(received).toContainText("Masuk");
      await expect(received).toContainText("agen@demo.id");
      await expect(received).toContainText("+10");
      await other.close();
    });
  });
});
