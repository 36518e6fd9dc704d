import { expect, test, type Page } from "../support/test";
import { createVerifiedAgent, useToken } from "../support/accounts";
import { AGENT_STATE } from "../support/agent";
import { expectAccessibleNowAtBothWidths, WIDTHS } from "../support/axe";
import { activateListing, createDraftListing, listingFormBase } from "../support/my-listings";
import { buyAndPay, chooseListingAction, fact, spendAllCoins } from "../support/resume";

// A refusal for want of coins, slots or a membership leads to the purchase, and the paid order leads back to the
// refused action, which asks again before it runs (ADR 0053). Each journey uses its own fresh agent.
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const [DESKTOP] = WIDTHS;

/** Places the order on /checkout, pays it in the sandbox and waits for "Pembayaran berhasil". */
async function payAtCheckout(page: Page) {
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(page).toHaveURL(new RegExp(`/how-to-pay/${UUID.source}$`));
  const orderUuid = UUID.exec(page.url())![0];
  const paid = await page.request.post(`/api/dev/payments/${orderUuid}/pay`);
  expect(paid.status(), await paid.text()).toBe(200);
  await expect(main.getByRole("heading", { name: "Pembayaran berhasil" })).toBeVisible({ timeout: 15_000 });
  return orderUuid;
}

/** Activates `title` from the Draft tab and returns the refusal dialog. */
async function refusedActivation(page: Page, title: string, refusalTitle: string) {
  await page.goto("/listing?category=draft");
  await chooseListingAction(page, title, "Aktifkan");
  await page
    .getByRole("alertdialog", { name: "Aktifkan listing?" })
    .getByRole("button", { name: "Ya, aktifkan" })
    .click();
  const refusal = page.getByRole("alertdialog", { name: refusalTitle });
  await expect(refusal).toBeVisible();
  return refusal;
}

/** The success page's "Lanjutkan" leads back to the listing's confirmation; confirming activates it. */
async function resumeActivation(page: Page, title: string, balance: string) {
  const main = page.getByRole("main");
  await main.getByRole("link", { name: `Lanjutkan: aktifkan listing ${title}` }).click();
  await expect(page).toHaveURL(/\/listing\?/);
  // Asked again, with today's balance: nothing ran by itself.
  const again = page.getByRole("alertdialog", { name: "Aktifkan listing?" });
  await expect(again.getByTestId("listing-confirm-subject")).toContainText(title);
  await expect(fact(again, "Saldo koin Anda")).toHaveText(balance);
  await again.getByRole("button", { name: "Ya, aktifkan" }).click();
  await expect(main.getByRole("status").filter({ hasText: `“${title}” berhasil diaktifkan` })).toBeVisible();
  // The kept action is done with: the orders page no longer offers it.
  await page.goto("/order");
  await expect(main.getByRole("heading", { level: 1, name: "Pesanan Saya" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Tindakan yang belum selesai" })).toHaveCount(0);
}

for (const viewport of WIDTHS) {
  test(`coins at ${viewport.name}: "Beli koin" → the smallest covering package → pay → resume the activation`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const agent = await createVerifiedAgent(request, "lanjut-koin");
    await buyAndPay(request, agent.token, "/api/products/upgrade_main_packages", "MEMBERSHIP_SILVER");
    await spendAllCoins(request, agent.token);
    const listing = await createDraftListing(request, agent.token, await listingFormBase(request, agent.token), {
      title: "Kenanga koin habis",
      price: 900_000_000,
    });
    await useToken(context, agent.token);
    await page.setViewportSize(viewport);

    const refusal = await refusedActivation(page, listing.title, "Koin tidak mencukupi");
    await expect(refusal).toContainText("Koin Anda tersisa 0, sedangkan aktivasi listing membutuhkan 5 koin.");
    await expect(refusal.getByRole("button", { name: "Nanti saja" })).toBeVisible();
    await expectAccessibleNowAtBothWidths(page, { include: ['[role="alertdialog"]'] });
    await page.setViewportSize(viewport);
    await refusal.getByRole("button", { name: "Beli koin" }).click();

    // 5 coins are missing: the smallest package that covers them is in the checkout.
    await expect(page).toHaveURL(/\/checkout$/);
    const main = page.getByRole("main");
    await expect(main.getByText("50 Koin", { exact: true })).toBeVisible();
    await expect(main.getByText("100 Koin", { exact: true })).toHaveCount(0);
    await expectAccessibleNowAtBothWidths(page);
    await page.setViewportSize(viewport);
    const orderUuid = await payAtCheckout(page);

    // The success page says what was bought and offers the way back.
    await expect(main.getByRole("list", { name: "Yang Anda beli" })).toHaveText("50 Koin");
    await expect(main.getByRole("link", { name: `Lanjutkan: aktifkan listing ${listing.title}` })).toBeVisible();
    await expectAccessibleNowAtBothWidths(page);
    await page.setViewportSize(viewport);

    // The orders page offers it too (a VA paid hours later is found there).
    await page.goto("/order");
    const pending = main.getByRole("region", { name: "Tindakan yang belum selesai" });
    await expect(pending.getByRole("link", { name: `Lanjutkan: aktifkan listing ${listing.title}` })).toBeVisible();
    await expectAccessibleNowAtBothWidths(page);
    await page.setViewportSize(viewport);

    await page.goto(`/how-to-pay/${orderUuid}`);
    await resumeActivation(page, listing.title, "50 koin");
  });
}

test('slots: "Beli slot listing" → the smallest quantity step → pay → resume; a membership\'s success page', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const agent = await createVerifiedAgent(request, "lanjut-slot");
  const upgrade = await buyAndPay(request, agent.token, "/api/products/upgrade_main_packages", "MEMBERSHIP_SILVER");
  await useToken(context, agent.token);
  await page.setViewportSize(DESKTOP);
  const main = page.getByRole("main");

  // After a membership, the success page names it with its term and suggests adding a listing.
  await page.goto(`/how-to-pay/${upgrade}`);
  await expect(main.getByRole("heading", { name: "Pembayaran berhasil" })).toBeVisible();
  await expect(main.getByRole("list", { name: "Yang Anda beli" })).toHaveText(/^Membership Starter( 365 hari)?$/);
  await expect(main.getByRole("link", { name: "Tambah listing" })).toHaveAttribute("href", "/listing/add");
  await expect(main.getByRole("link", { name: /^Lanjutkan/ })).toHaveCount(0);

  // Starter's 10 slots all in use; the 11th listing is refused for want of a slot (the coins would do).
  const base = await listingFormBase(request, agent.token);
  for (let i = 1; i <= 10; i += 1) {
    const full = await createDraftListing(request, agent.token, base, { title: `Slot penuh ${i}`, price: 500_000_000 });
    await activateListing(request, agent.token, full.uuid);
  }
  const listing = await createDraftListing(request, agent.token, base, {
    title: "Melati slot baru",
    price: 700_000_000,
  });
  const refusal = await refusedActivation(page, listing.title, "Listing slot penuh");
  await expectAccessibleNowAtBothWidths(page, { include: ['[role="alertdialog"]'] });
  await page.setViewportSize(DESKTOP);
  await refusal.getByRole("button", { name: "Beli slot listing" }).click();

  // One slot is missing: the product's smallest quantity step (5), for its first duration.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(main.getByText("Slot Listing", { exact: true })).toBeVisible();
  await expect(main).toContainText("5 slot");
  await expectAccessibleNowAtBothWidths(page);
  await page.setViewportSize(DESKTOP);
  await payAtCheckout(page);
  await expect(main.getByRole("list", { name: "Yang Anda beli" })).toHaveText("5 slot listing 90 hari");
  await resumeActivation(page, listing.title, "10 koin");
});

test("a running Trial short of coins is offered its upgrade", async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const agent = await createVerifiedAgent(request, "lanjut-trial");
  const base = await listingFormBase(request, agent.token);
  for (const title of ["Trial pertama", "Trial kedua"]) {
    const made = await createDraftListing(request, agent.token, base, { title, price: 400_000_000 });
    await activateListing(request, agent.token, made.uuid); // 5 of the Trial's 10 coins each
  }
  const listing = await createDraftListing(request, agent.token, base, { title: "Trial ketiga", price: 400_000_000 });
  await useToken(context, agent.token);
  await page.setViewportSize(WIDTHS[1]);
  const refusal = await refusedActivation(page, listing.title, "Koin tidak mencukupi");
  await expect(refusal.getByRole("button", { name: "Beli koin" })).toHaveCount(0);
  await refusal.getByRole("button", { name: "Upgrade membership" }).click();
  await expect(page).toHaveURL(/\/upgrade$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
});

test.describe("a paid member", () => {
  test.use({ storageState: AGENT_STATE });

  test("refused for an inactive membership (a stale screen) is offered the renewal", async ({ page }) => {
    // The membership ran out after the page loaded: the API's 1005 answer, as it would come.
    await page.route("**/api/listings/repost", (route) =>
      route.fulfill({
        status: 422,
        json: { code: 1005, errors: "Aktifkan membership Anda untuk melakukan repost listing." },
      }),
    );
    await page.setViewportSize(DESKTOP);
    await page.goto("/listing");
    const title = (await page.getByRole("main").getByRole("article").first().getByRole("heading").textContent())!;
    await chooseListingAction(page, title.trim(), "Repost");
    await page.getByRole("alertdialog", { name: "Repost listing?" }).getByRole("button", { name: /^Ya/ }).click();
    const refusal = page.getByRole("alertdialog", { name: "Membership tidak aktif" });
    await expect(refusal).toContainText("Aktifkan membership Anda untuk melakukan repost listing.");
    await expectAccessibleNowAtBothWidths(page, { include: ['[role="alertdialog"]'] });
    await page.setViewportSize(DESKTOP);
    await refusal.getByRole("button", { name: "Perpanjang membership" }).click();
    await expect(page).toHaveURL(/\/renewal$/);
    // The repost is kept for after the renewal.
    await page.goto("/order");
    await expect(
      page.getByRole("region", { name: "Tindakan yang belum selesai" }).getByRole("link", {
        name: `Lanjutkan: repost listing ${title.trim()}`,
      }),
    ).toBeVisible();
    await expectAccessibleNowAtBothWidths(page);
  });
});
