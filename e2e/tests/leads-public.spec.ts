import { expect, test, type APIRequestContext, type Locator, type Page } from "../support/test";
import type { Route } from "@playwright/test";
import { uniqueAccount } from "../support/accounts";
import { expectAccessibleNowAtBothWidths, WIDTHS } from "../support/axe";
import { createPublicListing, rupiah, type PublicListing } from "../support/marketplace";
import { outboxFor, type OutboxMessage } from "../support/outbox";

// The buyer's side of leads: the enquiry form on the listing and agent pages, "Ajukan KPR" beside the KPR
// simulation, with and without JavaScript, on a phone, offline for a moment, and with bad input. Each buyer
// comes from an address of their own (the API limits enquiries per visitor address).

const SALES_EMAIL = "sales@griya.id";

function newBuyer(page: Page) {
  const account = uniqueAccount("pembeli");
  const buyer = { name: `Budi ${account.phone.slice(-6)}`, email: account.email, phone: account.phone };
  return page.setExtraHTTPHeaders({ "x-forwarded-for": account.address }).then(() => buyer);
}

/** "081234567890" as a buyer might type it: "+62 812-3456-7890". */
const typedLikeAPerson = (phone: string) => `+62 ${phone.slice(1, 4)}-${phone.slice(4, 8)}-${phone.slice(8)}`;

/** The newest e-mail to `to` whose text contains `marker`, waiting for it to arrive. */
async function emailTo(request: APIRequestContext, to: string, marker: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await outboxFor(request, to)).find(
        (message) => message.channel === "email" && message.text.includes(marker),
      );
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

async function fillEnquiry(form: Locator, buyer: { name: string; email: string; phone: string }) {
  await form.getByLabel("Nama").fill(buyer.name);
  await form.getByLabel("Nomor ponsel").fill(buyer.phone);
  await form.getByLabel("Email", { exact: true }).fill(buyer.email);
}

let listing: PublicListing;
test.beforeAll(async ({ request }) => {
  listing = await createPublicListing(request, "peminat");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("a visitor sends an enquiry from the listing page with one tap and the agent gets the new-lead e-mail", async ({
    page,
    request,
  }) => {
    const buyer = await newBuyer(page);
    await page.goto(`/properti/${listing.uuid}`);
    const contact = page.getByRole("region", { name: "Hubungi agen" });
    const form = contact.locator("form.lead-form");
    // Under the contact buttons, the message names the listing and its number.
    await expect(form.getByLabel("Pesan")).toHaveValue(
      new RegExp(`${listing.title}.*No\\. listing ${listing.listingNumber}`),
    );
    await expect(form.getByLabel("Nomor ponsel")).toHaveAttribute("type", "tel");
    await expect(form.getByLabel("Nomor ponsel")).toHaveAttribute("autocomplete", "tel");
    // The honeypot is out of sight and out of reach.
    await expect(form.locator('input[name="website"]')).not.toBeInViewport();
    await expect(form.locator('input[name="website"]')).toHaveAttribute("tabindex", "-1");

    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    await fillEnquiry(form, { ...buyer, phone: typedLikeAPerson(buyer.phone) });
    await form.getByRole("button", { name: "Kirim pesan" }).tap();
    const sent = contact.getByRole("status");
    await expect(sent).toHaveText(/^Pesan Anda terkirim ke agen\./);
    await expect(sent).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

    const email = await emailTo(request, listing.agent.email, buyer.name);
    expect(email.subject).toBe(`Lead baru dari ${buyer.name}: ${listing.title} (${listing.listingNumber})`);
    // The phone typed in international form arrives normalised.
    expect(email.text).toContain(`Nomor ponsel: ${buyer.phone}`);
    expect(email.links.some((link) => /\/leads\/[0-9a-f-]{36}$/.test(link))).toBe(true);

    // The next form remembers who the visitor is.
    await page.goto(`/agen/${listing.agent.id}`);
    const next = page.locator("form.lead-form");
    await expect(next.getByLabel("Nama")).toHaveValue(buyer.name);
    await expect(next.getByLabel("Email", { exact: true })).toHaveValue(buyer.email);
  });

  test("bad input shows the Indonesian message at each field and keeps what was typed", async ({ page }) => {
    const buyer = await newBuyer(page);
    await page.goto(`/properti/${listing.uuid}`);
    const form = page.getByRole("region", { name: "Hubungi agen" }).locator("form.lead-form");
    await fillEnquiry(form, { name: "   ", phone: "12345", email: buyer.email });
    await form.getByRole("button", { name: "Kirim pesan" }).tap();

    const name = form.getByLabel("Nama");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(/wajib diisi/);
    await expect(name).toBeFocused();
    await expect(form.getByLabel("Nomor ponsel")).toHaveAccessibleDescription(
      "Contoh: 0812 3456 7890 Nomor ponsel tidak valid. Contoh: 0812 3456 7890.",
    );
    await expect(form.getByLabel("Nomor ponsel")).toHaveValue("12345");
    await expect(form.getByLabel("Email", { exact: true })).not.toHaveAttribute("aria-invalid");

    await fillEnquiry(form, { ...buyer, email: "bukan-email" });
    await form.getByRole("button", { name: "Kirim pesan" }).tap();
    await expect(form.getByLabel("Email", { exact: true })).toHaveAccessibleDescription("Format email tidak valid.");
    await expect(form.getByLabel("Email", { exact: true })).toBeFocused();
    await expect(form.getByLabel("Email", { exact: true })).toHaveValue("bukan-email");
    await expect(form.getByLabel("Nama")).not.toHaveAttribute("aria-invalid");
  });

  test('when the network drops, the typed values stay and "Coba lagi" sends them', async ({ page, request }) => {
    const buyer = await newBuyer(page);
    await page.goto(`/properti/${listing.uuid}`);
    const form = page.getByRole("region", { name: "Hubungi agen" }).locator("form.lead-form");
    await fillEnquiry(form, buyer);
    await form.getByLabel("Pesan").fill("Apakah harga masih bisa dinego?");

    const offline = (route: Route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue();
    await page.route(/\.data(\?|$)/, offline);
    await form.getByRole("button", { name: "Kirim pesan" }).tap();
    await expect(form.getByRole("alert")).toContainText("koneksi internet terputus");
    await expect(form.getByLabel("Nama")).toHaveValue(buyer.name);
    await expect(form.getByLabel("Pesan")).toHaveValue("Apakah harga masih bisa dinego?");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(listing.title);

    await page.unroute(/\.data(\?|$)/, offline);
    await form.getByRole("button", { name: "Coba lagi" }).tap();
    await expect(page.getByText(/^Pesan Anda terkirim ke agen\./)).toBeFocused();
    await emailTo(request, listing.agent.email, "Apakah harga masih bisa dinego?");
  });

  test("a visitor sends an enquiry from the agent page", async ({ page, request }) => {
    const buyer = await newBuyer(page);
    await page.goto(`/agen/${listing.agent.id}`);
    const section = page.getByRole("region", { name: `Kirim pesan ke ${listing.agent.name}` });
    await expect(section.getByLabel("Pesan")).toHaveValue(new RegExp(`^Halo ${listing.agent.name},`));
    await fillEnquiry(section, buyer);
    await section.getByRole("button", { name: "Kirim pesan" }).tap();
    await expect(section.getByRole("status")).toBeFocused();
    const email = await emailTo(request, listing.agent.email, buyer.name);
    expect(email.subject).toBe(`Lead baru dari ${buyer.name}: halaman agen Anda`);
  });

  test('"Ajukan KPR" sends the simulation\'s loan and tenure to the sales team', async ({ page, request }) => {
    const buyer = await newBuyer(page);
    await page.goto(`/properti/${listing.uuid}`);
    const kpr = page.getByRole("region", { name: "Simulasi KPR" });
    await kpr.getByLabel("Jangka waktu (tahun)").fill("20");
    await kpr.getByText("Ajukan KPR").tap();
    const loan = listing.price - listing.price * 0.2;
    await expect(kpr.getByText(`Pinjaman ${rupiah(loan)} selama 20 tahun, dari simulasi di atas.`)).toBeVisible();
    const form = kpr.locator("form.lead-form");
    await form.getByLabel("Nama").fill(buyer.name);
    await form.getByLabel("Nomor ponsel").fill(buyer.phone);
    await form.getByRole("button", { name: "Kirim permintaan" }).tap();
    await expect(kpr.getByRole("status")).toHaveText(/^Permintaan konsultasi KPR terkirim\./);
    await expect(kpr.getByRole("status")).toBeFocused();

    const email = await emailTo(request, SALES_EMAIL, buyer.name);
    expect(email.subject).toBe(`Permintaan konsultasi KPR dari ${buyer.name}`);
    expect(email.text).toContain(`Jumlah pinjaman: ${rupiah(loan)}`);
    expect(email.text).toContain("Tenor: 20 tahun");
    expect(email.text).toContain(`Listing: ${listing.title} (${listing.listingNumber})`);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the enquiry and the KPR request are plain form posts", async ({ page, request }) => {
    const buyer = await newBuyer(page);
    await page.goto(`/properti/${listing.uuid}`);
    const contact = page.getByRole("region", { name: "Hubungi agen" });
    await fillEnquiry(contact, { ...buyer, phone: "0812" });
    await contact.getByRole("button", { name: "Kirim pesan" }).click();
    await expect(contact.getByLabel("Nomor ponsel")).toHaveAccessibleDescription(/Nomor ponsel tidak valid/);
    await expect(contact.getByLabel("Nama")).toHaveValue(buyer.name);
    await contact.getByLabel("Nomor ponsel").fill(buyer.phone);
    await contact.getByRole("button", { name: "Kirim pesan" }).click();
    await expect(contact.getByRole("status")).toHaveText(/^Pesan Anda terkirim ke agen\./);
    await emailTo(request, listing.agent.email, buyer.name);

    const kpr = page.getByRole("region", { name: "Simulasi KPR" });
    await kpr.getByText("Ajukan KPR").click();
    await kpr.getByLabel("Nama").fill(buyer.name);
    await kpr.getByLabel("Nomor ponsel").fill(buyer.phone);
    await kpr.getByRole("button", { name: "Kirim permintaan" }).click();
    await expect(kpr.getByRole("status")).toHaveText(/^Permintaan konsultasi KPR terkirim\./);
    const email = await emailTo(request, SALES_EMAIL, buyer.name);
    // The defaults of the simulation: 20 % down, 15 years.
    expect(email.text).toContain(`Jumlah pinjaman: ${rupiah(listing.price * 0.8)}`);
    expect(email.text).toContain("Tenor: 15 tahun");
  });
});

test("axe: the listing page with both forms in their error and success states, at 1280 and 360 px", async ({
  page,
}) => {
  const buyer = await newBuyer(page);
  await page.setViewportSize(WIDTHS[0]);
  await page.goto(`/properti/${listing.uuid}`);
  await page.waitForLoadState("networkidle");
  const contact = page.getByRole("region", { name: "Hubungi agen" });
  const kpr = page.getByRole("region", { name: "Simulasi KPR" });
  await kpr.getByText("Ajukan KPR").click();
  await expectAccessibleNowAtBothWidths(page);

  await page.setViewportSize(WIDTHS[0]);
  await contact.getByLabel("Email", { exact: true }).fill("salah");
  await contact.getByRole("button", { name: "Kirim pesan" }).click();
  await expect(contact.getByLabel("Nama")).toHaveAttribute("aria-invalid", "true");
  await kpr.getByRole("button", { name: "Kirim permintaan" }).click();
  await expect(kpr.getByLabel("Nomor ponsel")).toHaveAttribute("aria-invalid", "true");
  await expectAccessibleNowAtBothWidths(page);

  await page.setViewportSize(WIDTHS[0]);
  await fillEnquiry(contact, buyer);
  await contact.getByRole("button", { name: "Kirim pesan" }).click();
  await expect(contact.getByRole("status")).toBeVisible();
  await kpr.getByLabel("Nama").fill(buyer.name);
  await kpr.getByLabel("Nomor ponsel").fill(buyer.phone);
  await kpr.getByRole("button", { name: "Kirim permintaan" }).click();
  await expect(kpr.getByRole("status")).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
});
