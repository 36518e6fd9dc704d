import { expect, test, type APIRequestContext } from "../support/test";
import { createVerifiedAgent, useToken } from "../support/accounts";
import { AGENT_STATE } from "../support/agent";
import { expectAccessibleNowAtBothWidths, WIDTHS } from "../support/axe";
import { activateListing, createDraftListing, listingFormBase, stripedPng } from "../support/my-listings";

// The rough edges of an agent's day: my listings on a phone, dialogs that name the listing, the cost of a
// repost schedule, the bank picker, the invoice for the PPN, the mobile checkout and the SEO basics.

const PHONE = WIDTHS[1];
const json = { "content-type": "application/json" };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** `days` from today in Jakarta: the date picker's yyyy-mm-dd, the text's dd-mm-yyyy, and the weekday (1 = Senin). */
function jakartaDay(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(date).split("-");
  const weekday = new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Jakarta", weekday: "short" }).format(date);
  return {
    picker: `${year}-${month}-${day}`,
    text: `${day}-${month}-${year}`,
    weekday: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(weekday) + 1,
  };
}

async function get<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: auth(token) });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test("my listings at 360 px: two listings on the first screen, and the deactivate dialog names the listing by number and photo", async ({
  page,
  context,
  request,
}) => {
  const agent = await createVerifiedAgent(request, "listing-phone");
  const base = await listingFormBase(request, agent.token);
  const first = await createDraftListing(request, agent.token, base, {
    title: "Cempaka dekat tol",
    price: 1_250_000_000,
  });
  const second = await createDraftListing(request, agent.token, base, {
    title: "Cempaka dekat tol",
    price: 950_000_000,
  });
  await activateListing(request, agent.token, first.uuid);
  await activateListing(request, agent.token, second.uuid);
  await useToken(context, agent.token);

  await page.setViewportSize(PHONE);
  await page.goto("/listing");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(2);
  // Both listings' photo, title and price are on the first screen, without scrolling.
  for (const index of [0, 1]) {
    await expect(cards.nth(index).getByRole("heading")).toBeInViewport({ ratio: 1 });
    await expect(cards.nth(index).getByRole("img")).toBeInViewport({ ratio: 1 });
  }
  // Nothing lost: the number, the metrics, the dates, the public page and the menu are on each card.
  for (const label of ["No. listing", "Kunjungan", "Impresi", "Leads", "Tanggal aktif", "Berakhir"]) {
    await expect(cards.first().locator("dt", { hasText: label })).toBeVisible();
  }
  await expect(cards.first().getByRole("link", { name: /^Lihat di situs/ })).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);

  // The two share their title: the dialog tells them apart by number, with the photo.
  await page.setViewportSize(PHONE);
  await cards
    .nth(1)
    .getByRole("button", { name: /^Aksi untuk/ })
    .click();
  await page.getByRole("menuitem", { name: "Nonaktifkan", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Nonaktifkan listing?" });
  const subject = dialog.getByTestId("listing-confirm-subject");
  const shownNumber = (await subject.locator("strong").textContent())!;
  expect([first.listingNumber, second.listingNumber]).toContain(shownNumber);
  await expect(subject).toContainText(`No. listing ${shownNumber}`);
  await expect(subject).toContainText(first.title);
  await expect(subject.locator("img")).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
  await dialog.getByRole("button", { name: "Batal" }).click();
  await expect(dialog).toBeHidden();
});

test("the repost schedule takes its end date from a date picker and shows what it costs until then", async ({
  page,
  context,
  request,
}) => {
  const agent = await createVerifiedAgent(request, "jadwal-biaya");
  const base = await listingFormBase(request, agent.token);
  const listing = await createDraftListing(request, agent.token, base, {
    title: "Flamboyan jadwal",
    price: 800_000_000,
  });
  await activateListing(request, agent.token, listing.uuid);
  await useToken(context, agent.token);

  await page.goto("/listing");
  await page.getByRole("button", { name: `Aksi untuk ${listing.title}` }).click();
  await page.getByRole("menuitem", { name: "Jadwalkan repost" }).click();
  const dialog = page.getByRole("dialog", { name: "Jadwal repost" });
  const total = dialog.getByTestId("schedule-total");
  await expect(total).toBeEmpty();

  // Tomorrow's weekday at 08:00 until 15 days from now: tomorrow, a week later and two weeks later.
  const tomorrow = jakartaDay(1);
  const end = jakartaDay(15);
  const slot = dialog.getByRole("group", { name: "Jadwal 1" });
  await slot.getByLabel("Hari").selectOption(String(tomorrow.weekday));
  await slot.getByLabel("Jam").selectOption("08:00");
  const endDate = dialog.getByLabel("Tanggal berakhir");
  await expect(endDate).toHaveAttribute("type", "date");
  await expect(endDate).toHaveAttribute("min", jakartaDay(0).picker);
  await endDate.fill(end.picker);
  await expect(total).toHaveText(`Total sampai ${end.text}: 3 kali repost × 1 koin = 3 koin.`);
  await expectAccessibleNowAtBothWidths(page);

  // Saved in the API's dd-mm-yyyy, and read back into the picker.
  await dialog.getByRole("button", { name: "Simpan jadwal" }).click();
  await expect(dialog).toBeHidden();
  const saved = await get<{ expired_at: string }[]>(
    request,
    agent.token,
    `/api/repost_schedules?listing_uuid=${listing.uuid}`,
  );
  expect(saved.map((item) => item.expired_at)).toEqual([end.text]);
  await page.getByRole("button", { name: `Aksi untuk ${listing.title}` }).click();
  await page.getByRole("menuitem", { name: "Jadwalkan repost" }).click();
  await expect(dialog.getByLabel("Tanggal berakhir")).toHaveValue(end.picker);
});

test("the bank account's bank is picked from the list by search, or typed under 'Lainnya'", async ({
  page,
  context,
  request,
}) => {
  const agent = await createVerifiedAgent(request, "bank-pilih");
  await useToken(context, agent.token);
  await page.goto("/profile?modal=rekening-bank");
  let dialog = page.getByRole("dialog", { name: "Rekening Bank" });
  const bank = dialog.getByRole("combobox", { name: "Nama bank" });
  await bank.fill("jago");
  await expect(dialog.getByRole("option")).toHaveCount(1);
  await expectAccessibleNowAtBothWidths(page);
  await dialog.getByRole("option", { name: /Bank Jago/ }).click();
  await dialog.getByLabel("Nama pemilik rekening").fill(agent.name);
  await dialog.getByLabel("Nomor rekening").fill("1234567890");
  await dialog.getByRole("textbox", { name: "Nomor HP" }).fill(agent.phone);
  await dialog.getByRole("button", { name: "Simpan rekening" }).click();
  await expect(dialog).toBeHidden();
  expect((await get<{ bank_name: string }>(request, agent.token, "/api/v2/user/billing-information")).bank_name).toBe(
    "Bank Jago",
  );

  // A bank the list does not have.
  await page.goto("/profile?modal=rekening-bank");
  dialog = page.getByRole("dialog", { name: "Rekening Bank" });
  await expect(dialog.getByRole("list", { name: "Nama bank terpilih" })).toHaveText("Bank Jago");
  await dialog.getByRole("combobox", { name: "Nama bank" }).fill("lainnya");
  await dialog.getByRole("option", { name: /Lainnya/ }).click();
  await expect(dialog.getByRole("list", { name: "Nama bank terpilih" })).toHaveText("Lainnya");
  await dialog.getByRole("button", { name: "Simpan rekening" }).click();
  await expect(dialog.getByText("Nama bank wajib diisi.")).toBeVisible();
  await dialog.getByLabel("Nama bank lainnya").fill("BPR Sejahtera Makmur");
  await expectAccessibleNowAtBothWidths(page);
  await dialog.getByRole("button", { name: "Simpan rekening" }).click();
  await expect(dialog).toBeHidden();
  await page.goto("/profile?modal=rekening-bank");
  dialog = page.getByRole("dialog", { name: "Rekening Bank" });
  await expect(dialog.getByLabel("Nama bank lainnya")).toHaveValue("BPR Sejahtera Makmur");
});

test("the invoice shows the buyer's address and NPWP to the buyer, and not to anyone else with the link", async ({
  page,
  context,
  browser,
  request,
}) => {
  const agent = await createVerifiedAgent(request, "faktur-ppn");
  const form = await get<{ edit_data: Record<string, unknown> }>(request, agent.token, "/api/agent/update-profile");
  const upload = await request.post("/api/file_content/upload_photo", {
    headers: auth(agent.token),
    multipart: {
      purpose: "npwp",
      photo: { name: "npwp.png", mimeType: "image/png", buffer: stripedPng(96, 72, [90, 90, 90]) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const npwpPhoto = ((await upload.json()) as { data: { photo_uuid: string } }).data.photo_uuid;
  type Place = { id: string; name: string };
  const province = (await get<Place[]>(request, agent.token, "/api/regional/get_provinces"))[0]!;
  const city = (
    await get<Place[]>(request, agent.token, `/api/regional/get-cities-by-province?province_id=${province.id}`)
  )[0]!;
  const district = (await get<Place[]>(request, agent.token, `/api/regional/get-areas-by-city?city_id=${city.id}`))[0]!;
  const village = (
    await get<Place[]>(request, agent.token, `/api/regional/get-villages-by-district?district_id=${district.id}`)
  )[0]!;
  const profile = form.edit_data;
  const saved = await request.post("/api/agent/update-profile", {
    headers: { ...json, ...auth(agent.token) },
    data: {
      name: profile.name,
      agent_type_id: profile.agent_type_id,
      agent_office_id: profile.agent_office_id,
      selected_property_specializations: profile.selected_property_specializations,
      selected_price_specializations: profile.selected_price_specializations,
      selected_area_specializations: profile.selected_area_specializations,
      social_medias: [],
      nib: profile.nib,
      npwp_number: "012345678901234",
      npwp_photo_uuid: npwpPhoto,
      address: "Jl. Cendana No. 8",
      province_id: province.id,
      city_id: city.id,
      district_id: district.id,
      village_id: village.id,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const packages = await get<{ uuid: string; code: string }[]>(request, agent.token, "/api/products/main_packages");
  const order = await request.post("/api/orders", {
    headers: { ...json, ...auth(agent.token) },
    data: { products: [{ uuid: packages[0]!.uuid, qty: 1 }], payment_method: "bca_va" },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { uuid } = ((await order.json()) as { data: { uuid: string } }).data;

  await useToken(context, agent.token);
  await page.goto(`/invoice/${uuid}`);
  const buyer = page.getByRole("region", { name: "Ditagihkan kepada" });
  await expect(buyer.getByTestId("invoice-buyer-address")).toHaveText(
    new RegExp(`^Jl\\. Cendana No\\. 8, ${village.name}, .*${city.name}, ${province.name}$`, "i"),
  );
  await expect(buyer.getByTestId("invoice-buyer-npwp")).toHaveText("NPWP 012345678901234");
  await expectAccessibleNowAtBothWidths(page);

  // Someone else holding the link: the name and e-mail only.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto(`/invoice/${uuid}`);
  await expect(other.getByRole("region", { name: "Ditagihkan kepada" })).toContainText(agent.email);
  await expect(other.getByTestId("invoice-buyer-npwp")).toHaveCount(0);
  await expect(other.getByTestId("invoice-buyer-address")).toHaveCount(0);
  await visitor.close();
});

test.describe("the demo agent", () => {
  test.use({ storageState: AGENT_STATE });

  test("checkout at 360 px keeps the total and 'Bayar Sekarang' in view, with every method's mark and whole names", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/coin");
    await page.getByRole("main").getByRole("button", { name: "Beli 50 Koin" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const pay = page.getByRole("button", { name: "Bayar Sekarang" });
    const bar = page.getByRole("region", { name: "Total dan pembayaran" });
    await expect(bar).toContainText("Rp 111.000");
    await expect(pay).toBeInViewport({ ratio: 1 });

    const picker = page.getByRole("group", { name: "Metode pembayaran" });
    for (const group of ["Virtual Account", "Kartu Kredit/Debit", "E-Wallet", "Gerai Retail"]) {
      await expect(picker.getByRole("group", { name: group })).toBeVisible();
    }
    await expect(picker.locator("svg.g-payment-logo")).toHaveCount(12);
    // Names wrap between words only: no label is wider than its box.
    const overflowing = await picker
      .locator(".g-radio-card-label")
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
      );
    expect(overflowing).toEqual([]);

    // Scrolled to the last method, the total and the button are still there.
    await picker.getByRole("radio", { name: "Indomaret" }).check();
    await expect(pay).toBeInViewport({ ratio: 1 });
    await expectAccessibleNowAtBothWidths(page);

    await page.setViewportSize(PHONE);
    await pay.click();
    await expect(page).toHaveURL(/\/how-to-pay\//);
  });
});

test("robots.txt is the robots file, and public pages carry a meta description", async ({ page, request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  const body = await robots.text();
  expect(body).toMatch(/^User-agent: \*\n/);
  expect(body).toContain("Disallow: /api/");
  expect(body).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);

  for (const path of ["/cari", "/login", "/register", "/forget-pass", "/help", "/agent-offerings"]) {
    await page.goto(path);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0, path).toBeGreaterThan(40);
  }
});
