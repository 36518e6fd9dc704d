import { expect, test, type Locator, type Page } from "../support/test";
import { createVerifiedAgent, useToken } from "../support/accounts";
import { expectAccessibleNowAtBothWidths } from "../support/axe";
import { activateListing, createDraftListing, listingFormBase } from "../support/my-listings";

// "Listing Saya" (/listing). Every test has its own fresh Trial agent (10 coins, 3 slots; activation costs 5,
// a repost 1), because the actions spend coins and move listings between tabs.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"];
const DAY_MS = 24 * 60 * 60 * 1000;

/** "dd MMM yyyy" in WIB, as the cards show dates. */
function shortDate(date: Date): string {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(date).split("-");
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

const tabs = (page: Page) => page.getByRole("main").getByRole("navigation", { name: "Status listing" });
const card = (page: Page, title: string) => page.getByRole("main").getByRole("article", { name: title });
const fact = (scope: Locator, label: string) => scope.locator("dt", { hasText: label }).locator("+ dd");

/** Opens a card's "Aksi" menu and chooses an item. */
async function chooseAction(page: Page, scope: Locator, title: string, item: string) {
  await scope.getByRole("button", { name: `Aksi untuk ${title}` }).click();
  await page.getByRole("menuitem", { name: item, exact: true }).click();
}

async function expectCounts(page: Page, active: number, draft: number, inactive: number) {
  const nav = tabs(page);
  await expect(nav.getByRole("link", { name: `Aktif (${active})` })).toBeVisible();
  await expect(nav.getByRole("link", { name: `Draft (${draft})` })).toBeVisible();
  await expect(nav.getByRole("link", { name: `Lampau (${inactive})` })).toBeVisible();
}

test("tabs with counts, search and reset, sorts in the URL, accessible at 1280 and 360 px", async ({
  page,
  context,
  request,
}) => {
  const agent = await createVerifiedAgent(request, "listing-tabs");
  const base = await listingFormBase(request, agent.token);
  const melati = await createDraftListing(request, agent.token, base, {
    title: "Melati dekat stasiun",
    price: 900_000_000,
  });
  const kenanga = await createDraftListing(request, agent.token, base, {
    title: "Kenanga hook besar",
    price: 1_500_000_000,
  });
  const anggrek = await createDraftListing(request, agent.token, base, {
    title: "Anggrek dekat taman",
    price: 700_000_000,
  });
  await activateListing(request, agent.token, anggrek.uuid);
  await useToken(context, agent.token);

  await page.goto("/listing");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Listing Saya" })).toBeVisible();
  await expectCounts(page, 1, 2, 0);
  await expect(tabs(page).getByRole("link", { name: "Aktif (1)" })).toHaveAttribute("aria-current", "page");
  await expect(main.getByTestId("listing-slots")).toHaveText("Slot aktif: 1 / 3");
  await expect(main.getByTestId("listing-coins")).toHaveText("Saldo koin: 5 koin");
  // A Trial buys slots with a paid membership: the button says so instead of leading to a redirect.
  await expect(main.getByRole("button", { name: "Beli slot listing" })).toBeDisabled();
  await expect(main.getByRole("button", { name: "Beli slot listing" })).toHaveAccessibleDescription(
    "Belum tersedia selama Trial. Upgrade membership",
  );
  await expect(main.getByRole("link", { name: "Tambah listing" })).toHaveAttribute("href", "/listing/add");

  // The active card: photo, number, price, type, status, dates and the public page.
  const live = card(page, anggrek.title);
  await expect(live.getByRole("img", { name: `Foto utama ${anggrek.title}` })).toHaveAttribute("loading", "lazy");
  await expect(fact(live, "No. listing")).toHaveText(anggrek.listingNumber);
  await expect(live.getByText("Rp 700.000.000")).toBeVisible();
  await expect(live.getByText("Dijual", { exact: true })).toBeVisible();
  await expect(live.getByText("Aktif", { exact: true })).toBeVisible();
  await expect(fact(live, "Kunjungan")).toHaveText("0");
  await expect(fact(live, "Tanggal aktif")).toHaveText(shortDate(new Date()));
  await expect(fact(live, "Berakhir")).toHaveText(shortDate(new Date(Date.now() + 120 * DAY_MS)));
  await expect(live.getByRole("link", { name: `Lihat di situs: ${anggrek.title}` })).toHaveAttribute(
    "href",
    `/properti/${anggrek.uuid}`,
  );

  // Draft tab, then sorts: each is sort × order in the URL and survives a reload.
  await tabs(page).getByRole("link", { name: "Draft (2)" }).click();
  await expect(page).toHaveURL(/\/listing\?category=draft$/);
  const titles = main.getByRole("article").getByRole("heading", { level: 2 });
  await expect(titles).toHaveCount(2);
  await main.getByLabel("Urutkan").selectOption({ label: "Harga tertinggi" });
  await expect(page).toHaveURL(/\?category=draft&sort=price&order=desc$/);
  await expect(titles).toHaveText([kenanga.title, melati.title]);
  await main.getByLabel("Urutkan").selectOption({ label: "Harga terendah" });
  await expect(page).toHaveURL(/\?category=draft&sort=price&order=asc$/);
  await expect(titles).toHaveText([melati.title, kenanga.title]);
  await page.reload();
  await expect(main.getByLabel("Urutkan")).toHaveValue("lowestPrice");
  await expect(titles).toHaveText([melati.title, kenanga.title]);
  // Another tab resets the sort to newest.
  await tabs(page).getByRole("link", { name: "Aktif (1)" }).click();
  await expect(page).toHaveURL(/\/listing$/);
  await expect(main.getByLabel("Urutkan")).toHaveValue("newest");
  await page.goBack();
  await expect(page).toHaveURL(/sort=price&order=asc$/);
  await expect(titles).toHaveText([melati.title, kenanga.title]);

  // Search by title, keeps the tab and sort; reset clears it.
  await main.getByRole("searchbox", { name: "Cari listing" }).fill("melati");
  await main.getByRole("button", { name: "Cari" }).click();
  await expect(page).toHaveURL(/category=draft&sort=price&order=asc&q=melati$/);
  await expect(titles).toHaveText([melati.title]);
  await main.getByRole("searchbox", { name: "Cari listing" }).fill(kenanga.listingNumber);
  await main.getByRole("button", { name: "Cari" }).click();
  await expect(titles).toHaveText([kenanga.title]);
  await main.getByRole("searchbox", { name: "Cari listing" }).fill("kastil");
  await main.getByRole("button", { name: "Cari" }).click();
  await expect(main.getByText("Tidak ada listing yang cocok dengan “kastil”.")).toBeVisible();
  await main.getByRole("link", { name: "Reset" }).click();
  await expect(page).toHaveURL(/\?category=draft&sort=price&order=asc$/);
  await expect(titles).toHaveCount(2);

  await expectAccessibleNowAtBothWidths(page);

  // At 360 px the menu opens and works with the keyboard; axe also checks the open menu and a confirmation.
  await page.setViewportSize({ width: 360, height: 740 });
  const trigger = card(page, melati.title).getByRole("button", { name: `Aksi untuk ${melati.title}` });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Ubah" })).toBeFocused();
  await expect(page.getByRole("menuitem")).toHaveText(["Ubah", "Aktifkan", "Duplikat", "Hapus"]);
  await expect(page.getByRole("menu")).toBeInViewport({ ratio: 1 });
  // The page was checked just above: the menu and the confirmation are scanned on their own.
  await expectAccessibleNowAtBothWidths(page, { include: ['[role="menu"]'] });
  await page.setViewportSize({ width: 360, height: 740 });
  // After the scans' resizes the menu settles again; "End" counts once "Hapus" holds the focus.
  const remove = page.getByRole("menuitem", { name: "Hapus" });
  await expect(async () => {
    await page.keyboard.press("End");
    await expect(remove).toBeFocused({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Hapus listing?" });
  await expect(confirm).toContainText("dihapus permanen");
  await expect(confirm.getByRole("button", { name: "Batal" })).toBeFocused();
  await expectAccessibleNowAtBothWidths(page, { include: ['[role="alertdialog"]'] });
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(titles).toHaveCount(2);

  // Empty tab.
  await tabs(page).getByRole("link", { name: "Lampau (0)" }).click();
  await expect(main.getByText("Belum ada listing lampau")).toBeVisible();
});

test("activate a draft (cost shown, coins and slots follow), then repost it with the keyboard", async ({
  page,
  context,
  request,
}) => {
  const agent = await createVerifiedAgent(request, "listing-activate");
  const base = await listingFormBase(request, agent.token);
  const listing = await createDraftListing(request, agent.token, base, {
    title: "Cemara siap huni",
    price: 850_000_000,
  });
  await useToken(context, agent.token);

  await page.goto("/listing?category=draft");
  const main = page.getByRole("main");
  await expectCounts(page, 0, 1, 0);
  const draft = card(page, listing.title);
  await expect(draft.getByText("Draft", { exact: true })).toBeVisible();
  await expect(fact(draft, "Berakhir")).toHaveText("—");
  await chooseAction(page, draft, listing.title, "Aktifkan");

  const dialog = page.getByRole("alertdialog", { name: "Aktifkan listing?" });
  await expect(dialog).toContainText(listing.title);
  await expect(fact(dialog, "Biaya")).toHaveText("5 koin");
  await expect(fact(dialog, "Saldo koin Anda")).toHaveText("10 koin");
  await expect(fact(dialog, "Sisa setelah ini")).toHaveText("5 koin");
  await dialog.getByRole("button", { name: "Ya, aktifkan" }).click();
  await expect(dialog).toBeHidden();

  const expiry = shortDate(new Date(Date.now() + 120 * DAY_MS));
  await expect(main.getByRole("status").filter({ hasText: "berhasil diaktifkan" })).toHaveText(
    `“${listing.title}” berhasil diaktifkan dan berlaku sampai ${expiry}.`,
  );
  // The card left the Draft tab; focus went to the message rather than being lost.
  await expect(draft).toHaveCount(0);
  await expect(main.locator(".my-listings-notice")).toBeFocused();
  await expectCounts(page, 1, 0, 0);
  await expect(main.getByText("Belum ada draft")).toBeVisible();
  await expect(main.getByTestId("listing-slots")).toHaveText("Slot aktif: 1 / 3");
  await expect(main.getByTestId("listing-coins")).toHaveText("Saldo koin: 5 koin");

  await tabs(page).getByRole("link", { name: "Aktif (1)" }).click();
  const live = card(page, listing.title);
  await expect(live.getByText("Aktif", { exact: true })).toBeVisible();
  await expect(fact(live, "Berakhir")).toHaveText(expiry);

  // Repost with the keyboard only: open, ↓ to the item, Enter; the dialog's confirm, then Enter.
  const trigger = live.getByRole("button", { name: `Aksi untuk ${listing.title}` });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem")).toHaveText([
    "Ubah",
    "Repost",
    "Jadwalkan repost",
    "Jadikan Rekomendasi",
    "Duplikat",
    "Nonaktifkan",
    "Hapus",
  ]);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Repost", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  const repost = page.getByRole("alertdialog", { name: "Repost listing?" });
  await expect(fact(repost, "Biaya")).toHaveText("1 koin");
  await expect(fact(repost, "Saldo koin Anda")).toHaveText("5 koin");
  await expect(fact(repost, "Sisa setelah ini")).toHaveText("4 koin");
  await page.keyboard.press("Tab");
  await expect(repost.getByRole("button", { name: "Ya, repost" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(repost).toBeHidden();
  await expect(main.getByRole("status").filter({ hasText: "berhasil di-repost" })).toHaveText(
    `“${listing.title}” berhasil di-repost dan berlaku sampai ${expiry}.`,
  );
  await expect(fact(live, "Berakhir")).toHaveText(expiry);
  await expect(main.getByTestId("listing-coins")).toHaveText("Saldo koin: 4 koin");
  // The card stayed, so focus is back on its menu button.
  await expect(trigger).toBeFocused();

  // "Jadwalkan repost" opens the schedule modal for this listing; closing it changes nothing.
  await chooseAction(page, live, listing.title, "Jadwalkan repost");
  const schedule = page.getByRole("dialog", { name: "Jadwal repost" });
  await expect(schedule).toContainText(listing.title);
  await page.keyboard.press("Escape");
  await expect(schedule).toBeHidden();
  await expect(main.getByTestId("listing-coins")).toHaveText("Saldo koin: 4 koin");
});

test("duplicate, deactivate, the 1001 refusal with the agent's numbers, and a permanent delete", async ({
  page,
  context,
  request,
}) => {
  const agent = await createVerifiedAgent(request, "listing-actions");
  const base = await listingFormBase(request, agent.token);
  const original = await createDraftListing(request, agent.token, base, {
    title: "Flamboyan sudut jalan",
    price: 1_200_000_000,
  });
  await activateListing(request, agent.token, original.uuid); // 5 of the 10 coins left
  await useToken(context, agent.token);

  await page.goto("/listing");
  const main = page.getByRole("main");
  await expectCounts(page, 1, 0, 0);

  // Duplicate: the copy is activated at once, for the activation price.
  await chooseAction(page, card(page, original.title), original.title, "Duplikat");
  const duplicate = page.getByRole("alertdialog", { name: "Duplikat listing?" });
  await expect(fact(duplicate, "Biaya")).toHaveText("5 koin");
  await expect(fact(duplicate, "Saldo koin Anda")).toHaveText("5 koin");
  await expect(fact(duplicate, "Sisa setelah ini")).toHaveText("0 koin");
  await duplicate.getByRole("button", { name: "Ya, duplikat" }).click();
  const duplicated = main.getByRole("status").filter({ hasText: "berhasil dibuat dan diaktifkan" });
  await expect(duplicated).toHaveText(
    new RegExp(`^Salinan “${original.title}” berhasil dibuat dan diaktifkan \\(No\\. GRY-\\d{6}\\)\\.$`),
  );
  const copyNumber = /GRY-\d{6}/.exec((await duplicated.textContent())!)![0];
  expect(copyNumber).not.toBe(original.listingNumber);
  await expectCounts(page, 2, 0, 0);
  await expect(card(page, original.title)).toHaveCount(2);
  await expect(main.getByTestId("listing-slots")).toHaveText("Slot aktif: 2 / 3");
  await expect(main.getByTestId("listing-coins")).toHaveText("Saldo koin: 0 koin");
  const copy = card(page, original.title).filter({ hasText: copyNumber });
  await expect(copy.getByRole("img", { name: `Foto utama ${original.title}` })).toBeVisible();

  // Deactivate the copy: it moves to Lampau and frees its slot.
  await chooseAction(page, copy, original.title, "Nonaktifkan");
  const deactivate = page.getByRole("alertdialog", { name: "Nonaktifkan listing?" });
  await expect(deactivate).toContainText("tidak dikembalikan");
  await deactivate.getByRole("button", { name: "Ya, nonaktifkan" }).click();
  await expect(main.getByRole("status").filter({ hasText: "dinonaktifkan" })).toBeVisible();
  await expectCounts(page, 1, 0, 1);
  await expect(main.getByTestId("listing-slots")).toHaveText("Slot aktif: 1 / 3");

  // Reactivating it now costs 5 coins the agent no longer has: the 1001 dialog with both numbers.
  await tabs(page).getByRole("link", { name: "Lampau (1)" }).click();
  const past = card(page, original.title);
  await expect(past.getByText("Nonaktif", { exact: true })).toBeVisible();
  await expect(past.getByRole("link", { name: /Lihat di situs/ })).toHaveCount(0);
  await chooseAction(page, past, original.title, "Aktifkan");
  const activate = page.getByRole("alertdialog", { name: "Aktifkan listing?" });
  await expect(fact(activate, "Saldo koin Anda")).toHaveText("0 koin");
  await expect(activate).toContainText("Saldo koin Anda kurang dari biaya ini.");
  await activate.getByRole("button", { name: "Ya, aktifkan" }).click();
  const refusal = page.getByRole("alertdialog", { name: "Koin tidak mencukupi" });
  await expect(refusal).toContainText("Koin Anda tersisa 0, sedangkan aktivasi listing membutuhkan 5 koin.");
  // The refusal points to the help article on getting coins.
  await expect(refusal.getByRole("link", { name: "Bantuan tentang cara mendapatkan koin" })).toHaveAttribute(
    "href",
    "/help/coin",
  );
  // A running Trial buys nothing but its upgrade: the refusal offers it (ADR 0053).
  await expect(refusal.getByRole("button", { name: "Upgrade membership" })).toBeVisible();
  await refusal.getByRole("button", { name: "Nanti saja" }).click();
  await expect(refusal).toBeHidden();
  await expectCounts(page, 1, 0, 1);

  // Delete warns that it is permanent; afterwards the listing is gone everywhere.
  await chooseAction(page, past, original.title, "Hapus");
  const remove = page.getByRole("alertdialog", { name: "Hapus listing?" });
  await expect(remove).toContainText("dihapus permanen");
  await remove.getByRole("button", { name: "Ya, hapus permanen" }).click();
  await expect(main.getByRole("status").filter({ hasText: "telah dihapus permanen" })).toBeVisible();
  await expect(past).toHaveCount(0);
  await expectCounts(page, 1, 0, 0);
  await expect(main.getByText("Belum ada listing lampau")).toBeVisible();
  const left = await page.request.get(`/api/v2/catalog/items?category=inactive`);
  expect(((await left.json()) as { meta: { total: number } }).meta.total).toBe(0);
});

test("a rental card reads its price per month and its place; the coin table leads with what remains, its tabs whole", async ({
  page,
  context,
  request,
}) => {
  const agent = await createVerifiedAgent(request, "listing-sewa");
  const base = await listingFormBase(request, agent.token);
  const rental = await createDraftListing(request, agent.token, base, {
    title: "Kenanga dekat stasiun",
    price: 8_500_000,
    rent: true,
  });
  await useToken(context, agent.token);

  await page.goto("/listing?category=draft");
  const rentalCard = card(page, rental.title);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // As the public cards read it: the price with its period, and the district with its city.
    await expect(rentalCard.getByText("Rp 8.500.000 / bulan")).toBeVisible();
    await expect(rentalCard.getByText(base.place)).toBeVisible();
  }
  await expectAccessibleNowAtBothWidths(page);

  await page.goto("/coin-purchase");
  const main = page.getByRole("main");
  const table = main.getByRole("table");
  // The Trial's 10 coins, none spent: what remains is the first cell.
  await expect(table.getByRole("row").nth(1).getByRole("cell").first()).toHaveText("10");
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    await expect(table.getByRole("columnheader").first()).toHaveText("Sisa");
    // Both tab bars (the coin pages, active/expired) stay whole: no tab runs past the screen's edge.
    const tabLinks = main.getByRole("navigation", { name: /^(Halaman koin|Status koin)$/ }).getByRole("link");
    await expect(tabLinks).toHaveCount(5);
    for (const link of await tabLinks.all()) {
      const box = (await link.boundingBox())!;
      const name = `${await link.textContent()} at ${width} px`;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(width);
    }
  }
  await expectAccessibleNowAtBothWidths(page);
  // The tabs are links the keyboard reaches and follows.
  await page.setViewportSize({ width: 360, height: 740 });
  await main.getByRole("link", { name: "Transfer Koin" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/coin-transfer$/);
});
