import { expect, test, type Page } from "../support/test";
import { createVerifiedAgent, useToken } from "../support/accounts";
import { expectAccessibleNowAtBothWidths } from "../support/axe";
import { coinBalance, createActiveListing, giveTenCoins } from "../support/repost";

// Every journey uses a fresh TRIAL agent (10 coins, 3 slots; activation 5 coins, repost 1): it spends coins.

let stamp = 0;
/** Title suffixes unique to this run, so search finds exactly the listing meant. */
function suffixes() {
  stamp += 1;
  const id = `${Date.now().toString(36)}${process.pid}${stamp}`;
  return { melati: `Rumah Melati ${id}`, kenanga: `Ruko Kenanga ${id}` };
}

const listingBox = (page: Page, suffix: string) => page.getByRole("checkbox", { name: new RegExp(suffix) });
const summaryBar = (page: Page) => page.getByRole("region", { name: "Ringkasan repost" });

/** The date picker's yyyy-mm-dd `days` from today in Jakarta (the browser's zone in this suite). */
function jakartaDate(days: number): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Jakarta",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).formatToParts(new Date(Date.now() + days * 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

test("bulk repost of two listings shows 2 koin, spends 2 coins and reports what was done", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const agent = await createVerifiedAgent(request, "repostmassal");
  await giveTenCoins(request, agent.email);
  const titles = suffixes();
  await createActiveListing(request, agent.token, titles.melati);
  await createActiveListing(request, agent.token, titles.kenanga);
  expect(await coinBalance(request, agent.token)).toBe(10);
  await useToken(context, agent.token);

  await page.goto("/bulk-repost");
  await expect(page.getByRole("heading", { level: 1, name: "Bulk Repost" })).toBeVisible();
  const bar = summaryBar(page);
  await expect(bar.getByText("0 listing dipilih · Total biaya 0 koin")).toBeVisible();
  await expect(bar.getByText(/Saldo koin Anda: 10 koin/)).toBeVisible();
  await expect(page.getByText(/^No\. GRY-\d{6}$/)).toHaveCount(2);
  await expect(page.getByText(/^Berakhir \d{1,2} \w+ \d{4}$/)).toHaveCount(2);

  await listingBox(page, titles.melati).check();
  await expect(bar.getByText("1 listing dipilih · Total biaya 1 koin")).toBeVisible();
  await listingBox(page, titles.kenanga).check();
  await expect(bar.getByText("2 listing dipilih · Total biaya 2 koin")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Pilih semua di halaman ini" })).toBeChecked();

  await bar.getByRole("button", { name: "Repost sekarang" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Repost 2 listing?" });
  await expect(confirm.getByText(/Total biaya 2 koin/)).toBeVisible();
  await expect(confirm.getByText(new RegExp(titles.melati))).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await confirm.getByRole("button", { name: "Ya, repost" }).click();

  await expect(bar.getByText("2 listing di-repost. Koin terpakai: 2 koin.")).toBeVisible();
  await expect(bar.getByText(/Saldo koin Anda: 8 koin/)).toBeVisible();
  await expect(bar.getByText("0 listing dipilih · Total biaya 0 koin")).toBeVisible();
  await expect(listingBox(page, titles.melati)).not.toBeChecked();
  expect(await coinBalance(request, agent.token)).toBe(8);
});

test("a bulk repost the coins cannot pay is warned about, then refused with the numbers", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const agent = await createVerifiedAgent(request, "repostkurang");
  const titles = suffixes();
  // Two activations spend all 10 trial coins.
  await createActiveListing(request, agent.token, titles.melati);
  await createActiveListing(request, agent.token, titles.kenanga);
  expect(await coinBalance(request, agent.token)).toBe(0);
  await useToken(context, agent.token);

  await page.goto("/bulk-repost");
  await page.getByRole("checkbox", { name: "Pilih semua di halaman ini" }).check();
  const bar = summaryBar(page);
  await expect(bar.getByText("2 listing dipilih · Total biaya 2 koin")).toBeVisible();
  await expect(bar.getByRole("alert")).toHaveText(
    /Saldo koin tidak cukup: repost ini butuh 2 koin, saldo Anda 0 koin\./,
  );
  await expect(bar.getByRole("link", { name: "Beli koin" })).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  await bar.getByRole("button", { name: "Repost sekarang" }).click();
  await page
    .getByRole("alertdialog", { name: "Repost 2 listing?" })
    .getByRole("button", { name: "Ya, repost" })
    .click();
  const refusal = page.getByRole("alertdialog", { name: "Koin tidak mencukupi" });
  await expect(refusal).toContainText("Koin Anda tersisa 0, sedangkan repost listing membutuhkan 2 koin.");
  await refusal.getByRole("button", { name: "Nanti saja" }).click();
  await expect(refusal).toBeHidden();

  // Nothing was spent or reposted; the selection is still there to try again.
  await expect(bar.getByText("2 listing dipilih · Total biaya 2 koin")).toBeVisible();
  await expect(bar.getByText("listing di-repost")).toHaveCount(0);
  expect(await coinBalance(request, agent.token)).toBe(0);
});

test("search narrows the list and keeps what was selected on the way", async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const agent = await createVerifiedAgent(request, "repostcari");
  const titles = suffixes();
  await createActiveListing(request, agent.token, titles.melati);
  const kenanga = await createActiveListing(request, agent.token, titles.kenanga);
  await useToken(context, agent.token);

  await page.goto("/bulk-repost");
  await listingBox(page, titles.melati).check();
  const bar = summaryBar(page);
  await expect(bar.getByText("1 listing dipilih · Total biaya 1 koin")).toBeVisible();

  // By listing number: only Kenanga is left on screen, the Melati selection stays in the bar.
  const search = page.getByRole("search", { name: "Cari listing aktif" });
  await search.getByLabel("Cari listing aktif").fill(kenanga.listingNumber);
  await search.getByRole("button", { name: "Cari" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${kenanga.listingNumber}`));
  await expect(listingBox(page, titles.melati)).toHaveCount(0);
  await expect(listingBox(page, titles.kenanga)).toBeVisible();
  await expect(bar.getByText("1 listing dipilih · Total biaya 1 koin")).toBeVisible();
  await listingBox(page, titles.kenanga).check();
  await expect(bar.getByText("2 listing dipilih · Total biaya 2 koin")).toBeVisible();

  // A search that finds nothing says so and still keeps both.
  await search.getByLabel("Cari listing aktif").fill("tidak ada yang cocok");
  await search.getByRole("button", { name: "Cari" }).click();
  await expect(page.getByText("Tidak ada listing aktif yang cocok dengan pencarian Anda.")).toBeVisible();
  await expect(bar.getByText("2 listing dipilih · Total biaya 2 koin")).toBeVisible();

  await search.getByRole("link", { name: "Reset" }).click();
  await expect(page).toHaveURL(/\/bulk-repost$/);
  await expect(listingBox(page, titles.melati)).toBeChecked();
  await expect(listingBox(page, titles.kenanga)).toBeChecked();
  await bar.getByRole("button", { name: "Kosongkan pilihan" }).click();
  await expect(bar.getByText("0 listing dipilih · Total biaya 0 koin")).toBeVisible();
  await expect(listingBox(page, titles.kenanga)).not.toBeChecked();
});

test("a repost schedule is set from the card menu, read back, and checked for duplicates and past dates", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const agent = await createVerifiedAgent(request, "repostjadwal");
  const { melati } = suffixes();
  await useToken(context, agent.token);
  // Before any listing is active, bulk repost has nothing to offer and points to the listings.
  await page.goto("/bulk-repost");
  await expect(page.getByText("Belum ada listing aktif")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Ke Listing Saya" })).toHaveAttribute(
    "href",
    "/listing",
  );
  await createActiveListing(request, agent.token, melati);
  const endDate = jakartaDate(30);

  async function openSchedule() {
    await page.getByRole("button", { name: new RegExp(`Aksi untuk .*${melati}`) }).click();
    await page.getByRole("menuitem", { name: "Jadwalkan repost" }).click();
    const dialog = page.getByRole("dialog", { name: "Jadwal repost" });
    await expect(dialog).toContainText(melati);
    return dialog;
  }
  const slot = (dialog: ReturnType<Page["getByRole"]>, n: number) => dialog.getByRole("group", { name: `Jadwal ${n}` });

  await page.goto("/listing");
  let dialog = await openSchedule();
  await expect(dialog.getByText("Biaya: 1 koin setiap kali satu jadwal berjalan.")).toBeVisible();
  await expect(dialog.getByText(/Anda akan menerima notifikasi/)).toBeVisible();
  await expect(dialog.getByText("Jam dibaca dalam zona waktu WIB.")).toBeVisible();

  // An empty row and no end date are refused on the spot.
  await dialog.getByRole("button", { name: "Simpan jadwal" }).click();
  await expect(slot(dialog, 1).getByText("Hari wajib diisi.")).toBeVisible();
  await expect(dialog.getByText("Tanggal berakhir wajib diisi.")).toBeVisible();

  await slot(dialog, 1).getByLabel("Hari").selectOption({ label: "Senin" });
  await slot(dialog, 1).getByLabel("Jam").selectOption("08:00");
  await dialog.getByRole("button", { name: "Tambah jadwal" }).click();
  await expect(slot(dialog, 2).getByLabel("Hari")).toBeFocused();
  await slot(dialog, 2).getByLabel("Hari").selectOption({ label: "Kamis" });
  await slot(dialog, 2).getByLabel("Jam").selectOption("19:30");
  await dialog.getByLabel("Tanggal berakhir").fill(jakartaDate(-2));
  await dialog.getByRole("button", { name: "Simpan jadwal" }).click();
  await expect(dialog.getByText("Tanggal berakhir tidak boleh tanggal yang sudah lewat.")).toBeVisible();
  await expect(dialog.getByLabel("Tanggal berakhir")).toBeFocused();

  await dialog.getByLabel("Tanggal berakhir").fill(endDate);
  await expectAccessibleNowAtBothWidths(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByRole("button", { name: "Simpan jadwal" }).click();
  await expect(dialog).toBeHidden();

  // Opened again, the schedule reads back as saved.
  dialog = await openSchedule();
  await expect(slot(dialog, 1).getByLabel("Hari")).toHaveValue("1");
  await expect(slot(dialog, 1).getByLabel("Jam")).toHaveValue("08:00");
  await expect(slot(dialog, 2).getByLabel("Hari")).toHaveValue("4");
  await expect(slot(dialog, 2).getByLabel("Jam")).toHaveValue("19:30");
  await expect(slot(dialog, 3)).toHaveCount(0);
  await expect(dialog.getByLabel("Tanggal berakhir")).toHaveValue(endDate);

  // The same day and time twice: the later row says so, and nothing is sent.
  await dialog.getByRole("button", { name: "Tambah jadwal" }).click();
  await slot(dialog, 3).getByLabel("Hari").selectOption({ label: "Senin" });
  await slot(dialog, 3).getByLabel("Jam").selectOption("08:00");
  await dialog.getByRole("button", { name: "Simpan jadwal" }).click();
  await expect(slot(dialog, 3).getByText("Hari dan jam ini sudah ada di jadwal.")).toBeVisible();
  await expect(slot(dialog, 1).getByText("Hari dan jam ini sudah ada di jadwal.")).toHaveCount(0);

  // Removing the copy and cancelling leaves the saved schedule as it was.
  await dialog.getByRole("button", { name: "Hapus jadwal 3" }).click();
  await expect(slot(dialog, 3)).toHaveCount(0);
  await dialog.getByRole("button", { name: "Batal" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: new RegExp(`Aksi untuk .*${melati}`) })).toBeFocused();

  // Clearing every row and saving removes the schedule.
  dialog = await openSchedule();
  await dialog.getByRole("button", { name: "Kosongkan jadwal" }).click();
  await expect(dialog.getByText(/Belum ada jadwal/)).toBeVisible();
  await dialog.getByRole("button", { name: "Simpan jadwal" }).click();
  await expect(dialog).toBeHidden();
  dialog = await openSchedule();
  await expect(slot(dialog, 1).getByLabel("Hari")).toHaveValue("");
  await expect(slot(dialog, 2)).toHaveCount(0);
});
