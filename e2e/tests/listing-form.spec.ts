import { expect, test, type Page } from "../support/test";
import { createVerifiedAgent, useToken } from "../support/accounts";
import { AGENT_STATE } from "../support/agent";
import { expectAccessibleNowAtBothWidths } from "../support/axe";
import {
  activateViaApi,
  addListingPhotos,
  coinBalance,
  createDraftViaApi,
  fillListingInformation,
  fillListingLocation,
  fillMinimalListing,
} from "../support/listings";

// The listing form (/listing/add, /listing/edit/:uuid). Journeys that save or spend coins use a fresh Trial
// agent (10 coins, 3 slots; an activation costs 5); the rest use the demo agent and save nothing.

// Independent journeys (fresh agents, or the demo agent saving nothing): both workers may take them.
test.describe.configure({ mode: "parallel" });

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const LISTING_NUMBER = /GRY-\d{6}/;

const main = (page: Page) => page.getByRole("main");
const photoList = (page: Page) => page.getByRole("list", { name: "Foto yang sudah diunggah" });
const summary = (page: Page) => main(page).getByRole("region", { name: "Ringkasan listing" });
const fact = (page: Page, label: string) => summary(page).locator("dt", { hasText: label }).locator("+ dd");

test("create with three photos and a primary, save a draft, edit it, then activate for 5 coins", async ({
  page,
  context,
  request,
}) => {
  const agent = await createVerifiedAgent(request, "listing-form");
  await useToken(context, agent.token);

  await page.goto("/listing/add");
  await expect(main(page).getByRole("heading", { level: 1, name: "Tambah Listing" })).toBeVisible();
  await expect(main(page).getByText("Langkah 1 dari 2")).toBeVisible();
  // A new listing's defaults (docs/product/listings.md#the-listing-form): for sale, owned by the agent.
  await expect(main(page).getByRole("radio", { name: "Dijual" })).toBeChecked();

  await fillListingInformation(page);
  // The price is grouped as it is typed.
  await expect(main(page).getByLabel("Harga (Rp)")).toHaveValue("1.250.000.000");
  // A facility with a unit asks for its amount once ticked.
  await main(page).getByLabel("Carport", { exact: true }).check();
  await main(page).getByLabel("Jumlah Carport (mobil)").fill("2");
  await main(page).getByLabel("Link video YouTube 1").fill("https://www.youtube.com/shorts/dQw4w9WgXcQ");

  await main(page).getByRole("button", { name: "Lanjut: Lokasi & foto" }).click();
  await expect(main(page).getByText("Langkah 2 dari 2")).toBeVisible();
  await expect(main(page).getByRole("heading", { level: 2, name: "Lokasi & foto" })).toBeFocused();
  await fillListingLocation(page);
  await addListingPhotos(page, 3);
  await main(page).getByRole("button", { name: "Jadikan foto utama (foto 3)" }).click();
  await expect(photoList(page).getByRole("listitem").nth(2).getByText("Foto utama")).toBeVisible();

  // Offline for a moment: the save fails, nothing typed is lost, and "Coba lagi" sends it once back online.
  await page.route("**/api/v2/listing_form/save", (route) => route.abort("internetdisconnected"));
  await main(page).getByRole("button", { name: "Simpan draft" }).click();
  await expect(page.getByRole("alertdialog", { name: "Oops..." })).toBeVisible();
  await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
  await expect(main(page).getByText(/Listing belum tersimpan/)).toBeVisible();
  await expect(photoList(page).getByRole("listitem")).toHaveCount(3);
  await page.unroute("**/api/v2/listing_form/save");
  await main(page).getByRole("button", { name: "Coba lagi" }).click();

  // Saved: the form continues as the listing's edit page, on the same step, with its number and status.
  await expect(page).toHaveURL(new RegExp(`/listing/edit/${UUID.source}$`));
  const uuid = UUID.exec(page.url())![0];
  await expect(main(page).getByRole("heading", { level: 1, name: "Ubah Listing" })).toBeVisible();
  await expect(main(page).getByText(/Draft tersimpan dengan nomor listing GRY-\d{6}\./)).toBeVisible();
  await expect(fact(page, "Status")).toHaveText("Draft");
  await expect(fact(page, "Nomor listing")).toHaveText(LISTING_NUMBER);
  await expect(fact(page, "Tipe")).toHaveText("Dijual");
  const listingNumber = (await fact(page, "Nomor listing").textContent())!;
  await expect(main(page).getByText("Langkah 2 dari 2")).toBeVisible();
  await expect(photoList(page).getByRole("listitem")).toHaveCount(3);
  await expect(photoList(page).getByRole("listitem").nth(2).getByText("Foto utama")).toBeVisible();

  // Edit a field and save again; the value survives a reload.
  await main(page).getByRole("button", { name: "Kembali: Informasi properti" }).click();
  await main(page).getByLabel("Judul listing").fill("Rumah asri dekat stasiun, siap huni");
  await main(page).getByRole("button", { name: "Simpan draft" }).click();
  await expect(main(page).getByText(`Draft tersimpan dengan nomor listing ${listingNumber}.`)).toBeVisible();
  await page.reload();
  await expect(main(page).getByLabel("Judul listing")).toHaveValue("Rumah asri dekat stasiun, siap huni");
  await expect(main(page).getByLabel("Jumlah Carport (mobil)")).toHaveValue("2");
  await expect(main(page).getByLabel("Link video YouTube 1")).toHaveValue("https://www.youtube.com/shorts/dQw4w9WgXcQ");
  await expect(main(page).getByLabel("Harga (Rp)")).toHaveValue("1.250.000.000");

  // Activate from the form: the confirmation names the cost and the slots before anything is spent.
  expect(await coinBalance(request, agent.token)).toBe(10);
  await main(page).getByRole("button", { name: "Simpan & aktifkan" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Aktifkan listing ini?" });
  await expect(confirm).toContainText("Biaya 5 koin. Slot terpakai 0 dari 3.");
  await expect(confirm).toContainText("Saldo koin Anda saat ini 10 koin.");
  await confirm.getByRole("button", { name: "Ya, aktifkan" }).click();
  await expect(page.getByText(`Listing ${listingNumber} berhasil disimpan dan diaktifkan.`)).toBeVisible();
  // Said once: the listing number leaves the address, so a reload does not repeat the message.
  await expect(page).toHaveURL(/\/listing\?category=active$/);
  await page.reload();
  await expect(page.getByText(`Listing ${listingNumber} berhasil disimpan dan diaktifkan.`)).toHaveCount(0);
  expect(await coinBalance(request, agent.token)).toBe(5);

  // An active listing keeps its edit page, now without the activate button.
  await page.goto(`/listing/edit/${uuid}`);
  await expect(fact(page, "Status")).toHaveText("Aktif");
  await expect(main(page).getByRole("button", { name: "Simpan perubahan" })).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Simpan & aktifkan" })).toHaveCount(0);
});

test.describe("with the demo agent (nothing saved)", () => {
  test.use({ storageState: AGENT_STATE });

  test("the property type decides which fields show and which are required", async ({ page }) => {
    await page.goto("/listing/add");
    const form = main(page);
    await expect(form.getByText(/Pilih tipe properti untuk menampilkan isian/)).toBeVisible();
    await expect(form.getByLabel("Kamar tidur", { exact: true })).toHaveCount(0);

    await form.getByLabel("Tipe properti").selectOption({ label: "Apartemen" });
    await expect(form.getByLabel("Lantai", { exact: true })).toHaveAttribute("required", "");
    await expect(form.getByLabel("Kamar tidur", { exact: true })).toHaveAttribute("required", "");
    await expect(form.getByLabel("Kondisi perabotan")).toHaveAttribute("required", "");
    await expect(form.getByLabel("Daya listrik")).not.toHaveAttribute("required");
    await expect(form.getByLabel("Luas tanah (m²)")).toHaveCount(0);
    await expect(form.getByLabel("Hoek")).toHaveCount(0);

    await form.getByLabel("Tipe properti").selectOption({ label: "Tanah" });
    await expect(form.getByLabel("Luas tanah (m²)")).toHaveAttribute("required", "");
    await expect(form.getByLabel("Hoek")).toBeVisible();
    for (const hidden of ["Kamar tidur", "Kamar mandi", "Lantai", "Luas bangunan (m²)", "Kondisi perabotan"]) {
      await expect(form.getByLabel(hidden, { exact: true })).toHaveCount(0);
    }

    await form.getByLabel("Tipe properti").selectOption({ label: "Rumah" });
    await expect(form.getByLabel("Luas bangunan (m²)")).toHaveAttribute("required", "");
    await expect(form.getByLabel("Lantai", { exact: true })).toHaveCount(0);

    // Rent asks for the period; an intermediary for the owner's name, a company for its name.
    await expect(form.getByLabel("Periode sewa")).toHaveCount(0);
    await form.getByRole("radio", { name: "Disewa" }).check();
    await expect(form.getByLabel("Periode sewa")).toHaveAttribute("required", "");
    await form.getByRole("radio", { name: "Perantara (milik orang lain)" }).check();
    await expect(form.getByLabel("Nama pemilik")).toBeVisible();
    await form.getByRole("radio", { name: "Milik perusahaan" }).check();
    await expect(form.getByLabel("Nama pemilik")).toHaveCount(0);
    await expect(form.getByLabel("Nama perusahaan")).toBeVisible();
  });

  test("the error summary counts every field marked invalid; the leads have one menu entry", async ({ page }) => {
    await page.goto("/listing/add");
    const form = main(page);
    // Step 1 left empty but for choices that ask for more: a rent needs its period, an intermediary the owner's
    // name, a house its rooms and sizes, each ticked facility with a unit its amount, a link must be YouTube.
    await form.getByRole("radio", { name: "Disewa" }).check();
    await form.getByRole("radio", { name: "Perantara (milik orang lain)" }).check();
    await form.getByLabel("Tipe properti").selectOption({ label: "Rumah" });
    await form.getByLabel("Carport", { exact: true }).check();
    await form.getByLabel("AC", { exact: true }).check();
    await form.getByLabel("Link video YouTube 1").fill("https://www.youtube.com/@kanalrumah");
    await form.getByRole("button", { name: "Tambah video" }).click();
    await form.getByLabel("Link video YouTube 2").fill("https://contoh.id/video");
    await form.getByRole("button", { name: "Simpan & aktifkan" }).click();

    const stepOne = form.locator('[data-step="1"]');
    const summary = form.getByRole("button", {
      name: /^Langkah 1 \(Informasi properti\): \d+ isian perlu diperbaiki$/,
    });
    await expect(summary).toBeVisible();
    const invalid = stepOne.locator('[aria-invalid="true"]');
    // Rent period, owner's name, price, title, description, 4 rooms and sizes, 2 amounts, 2 links.
    await expect(invalid).toHaveCount(13);
    await expect(summary).toHaveText("Langkah 1 (Informasi properti): 13 isian perlu diperbaiki");
    // Fixing one field takes one off the count.
    await form.getByLabel("Jumlah Carport (mobil)").fill("2");
    await expect(invalid).toHaveCount(12);
    await expect(summary).toHaveText("Langkah 1 (Informasi properti): 12 isian perlu diperbaiki");
    await expectAccessibleNowAtBothWidths(page);

    // "Kotak Masuk" (with the unread count) is the one way to the leads; the archive is a tab of the inbox.
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      if (width === 360) await page.getByRole("button", { name: "Buka menu" }).click();
      const nav = page.getByRole("navigation", { name: "Menu utama" });
      await expect(nav.getByRole("link", { name: /^Kotak Masuk/ })).toHaveCount(1);
      await expect(nav.getByRole("link", { name: /Leads Saya/ })).toHaveCount(0);
      await expect(nav.locator('a[href^="/leads"]')).toHaveCount(1);
      if (width === 360) await page.keyboard.press("Escape");
    }
  });

  test("missing fields are named on activation; a bad link holds step 1; leaving asks first", async ({ page }) => {
    await page.goto("/listing/add");
    const form = main(page);
    let saves = 0;
    await page.route("**/api/v2/listing_form/save", (route) => {
      saves += 1;
      return route.continue();
    });

    // A malformed value stops the step change (an incomplete draft would not).
    await form.getByLabel("Link video YouTube 1").fill("https://www.youtube.com/@kanalrumah");
    await form.getByRole("button", { name: "Lanjut: Lokasi & foto" }).click();
    await expect(form.getByText("Link video harus berupa video YouTube atau YouTube Shorts.")).toBeVisible();
    await expect(form.getByLabel("Link video YouTube 1")).toBeFocused();
    await expect(form.getByText("Langkah 1 dari 2")).toBeVisible();
    await form.getByLabel("Link video YouTube 1").fill("");

    // Activation needs a complete listing: the messages sit under the fields, focus on the first one.
    await form.getByLabel("Tipe properti").selectOption({ label: "Rumah" });
    await form.getByLabel("Judul listing").fill("Rumah hook dekat taman");
    await form.getByRole("button", { name: "Simpan & aktifkan" }).click();
    await expect(form.getByText("Harga wajib diisi.")).toBeVisible();
    await expect(form.getByText("Deskripsi wajib diisi.")).toBeVisible();
    await expect(form.getByText("Kamar tidur wajib diisi.")).toBeVisible();
    await expect(form.getByLabel("Harga (Rp)")).toBeFocused();
    await expect(form.getByLabel("Harga (Rp)")).toHaveAttribute("aria-invalid", "true");
    await expect(
      form.getByRole("button", { name: /Langkah 2 \(Lokasi & foto\): \d+ isian perlu diperbaiki/ }),
    ).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    expect(saves).toBe(0);
    // Fixing a field clears its message.
    await form.getByLabel("Harga (Rp)").fill("950000000");
    await expect(form.getByText("Harga wajib diisi.")).toHaveCount(0);

    // Leaving a touched form asks first; staying keeps everything.
    await page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name: "Listing Saya" }).click();
    const leave = page.getByRole("alertdialog", { name: "Tinggalkan halaman ini?" });
    await expect(leave).toContainText("Perubahan yang belum disimpan akan hilang.");
    await leave.getByRole("button", { name: "Tetap di sini" }).click();
    await expect(page).toHaveURL(/\/listing\/add$/);
    await expect(form.getByLabel("Judul listing")).toHaveValue("Rumah hook dekat taman");
    // Closing or reloading the tab gets the browser's own prompt; dismissing it keeps the page.
    const unloadPrompt = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await unloadPrompt).toBe("beforeunload");
    await expect(form.getByLabel("Judul listing")).toHaveValue("Rumah hook dekat taman");
    await page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name: "Listing Saya" }).click();
    await leave.getByRole("button", { name: "Tinggalkan" }).click();
    await expect(page).toHaveURL(/\/listing$/);
    expect(saves).toBe(0);
  });
});

test("a refused activation keeps the new listing as a draft; the form at 360 px is usable and accessible", async ({
  page,
  context,
  request,
}) => {
  const agent = await createVerifiedAgent(request, "listing-form-refused");
  await useToken(context, agent.token);
  // Two activations spend the Trial's 10 coins.
  for (const title of ["Rumah pertama yang aktif", "Rumah kedua yang aktif"]) {
    const listing = await createDraftViaApi(request, { title_suffix: title }, { token: agent.token });
    await activateViaApi(request, listing.uuid, agent.token);
  }

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/listing/add");
  // One column, nothing wider than the screen; the messages of an empty form are accessible too.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await main(page).getByRole("button", { name: "Simpan & aktifkan" }).click();
  await expect(main(page).getByText("Judul listing wajib diisi.")).toBeVisible();
  await expect(main(page).getByLabel("Tipe properti")).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessibleNowAtBothWidths(page);
  await page.setViewportSize({ width: 360, height: 740 });

  await fillMinimalListing(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The page around the form was checked above: only the filled form has changed.
  await expectAccessibleNowAtBothWidths(page, { include: ["main"] });
  await page.setViewportSize({ width: 360, height: 740 });

  await main(page).getByRole("button", { name: "Simpan & aktifkan" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Aktifkan listing ini?" });
  await expect(confirm).toContainText("Biaya 5 koin. Slot terpakai 2 dari 3.");
  await expect(confirm).toContainText("Saldo koin Anda saat ini 0 koin.");
  await confirm.getByRole("button", { name: "Ya, aktifkan" }).click();

  // The refusal's dialog with the numbers; the save was kept, so the form is now that draft.
  const refusal = page.getByRole("alertdialog", { name: "Koin tidak mencukupi" });
  await expect(refusal).toContainText("Koin Anda tersisa 0, sedangkan aktivasi listing membutuhkan 5 koin.");
  await refusal.getByRole("button", { name: "Nanti saja" }).click();
  await expect(page).toHaveURL(new RegExp(`/listing/edit/${UUID.source}$`));
  await expect(main(page).getByText("Isian Anda tersimpan, tetapi listing belum diaktifkan.")).toBeVisible();
  await expect(fact(page, "Status")).toHaveText("Draft");
  await expect(fact(page, "Nomor listing")).toHaveText(LISTING_NUMBER);
  await expect(photoList(page).getByRole("listitem")).toHaveCount(1);
  await main(page).getByRole("button", { name: "Kembali: Informasi properti" }).click();
  await expect(main(page).getByLabel("Judul listing")).toHaveValue("Rumah asri dekat stasiun");
  await expectAccessibleNowAtBothWidths(page);

  // An unknown listing is the not-found page.
  await page.goto("/listing/edit/00000000-0000-4000-8000-000000000000");
  await expect(main(page).getByRole("heading", { level: 1, name: "Halaman Tidak Ditemukan" })).toBeVisible();
});
