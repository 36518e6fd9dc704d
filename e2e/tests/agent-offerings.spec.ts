import { expect, test, type APIRequestContext, type Page } from "../support/test";
import { uniqueAccount } from "../support/accounts";
import { expectAccessibleNowAtBothWidths } from "../support/axe";
import { outboxFor, type OutboxMessage } from "../support/outbox";

// The public sales pages: /agent-offerings (membership tiers from the catalogue, the comparison, the FAQ and the
// "join as an agent" form) and /proyek (project registration and find-a-project). Every form goes to the sales
// address. Each visitor comes from an address of their own (the API limits the forms per visitor address).

const SALES_EMAIL = "sales@griya.id";

function newVisitor(page: Page, label: string) {
  const account = uniqueAccount(label);
  const visitor = { name: `Rina ${account.phone.slice(-6)}`, email: account.email, phone: account.phone };
  return page.setExtraHTTPHeaders({ "x-forwarded-for": account.address }).then(() => visitor);
}

/** The newest e-mail to the sales address whose subject contains `marker`, waiting for it to arrive. */
async function salesEmail(request: APIRequestContext, marker: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await outboxFor(request, SALES_EMAIL)).find((message) => message.subject?.includes(marker));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("a visitor reads the tiers with their real prices and joins as an agent; a bad phone shows at its field", async ({
    page,
    request,
  }) => {
    const visitor = await newVisitor(page, "calon");
    await page.goto("/agent-offerings");
    await expect(page).toHaveTitle("Penawaran Agen | Griya");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Penawaran untuk Agen Properti");

    // The seeded catalogue: Starter, Pro and Executive for 365 days, and the Trial.
    const tiers = page
      .getByRole("list")
      .filter({ has: page.getByRole("heading", { name: "Starter" }) })
      .first();
    for (const [name, price, withVat] of [
      ["Starter", "Rp 1.200.000", "Rp 1.332.000"],
      ["Pro", "Rp 3.000.000", "Rp 3.330.000"],
      ["Executive", "Rp 7.500.000", "Rp 8.325.000"],
    ] as const) {
      const card = tiers.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(card).toContainText(price);
      await expect(card).toContainText(`${withVat} termasuk PPN 11%`);
    }
    await expect(
      tiers.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Trial" }) }),
    ).toContainText("Gratis");

    // The comparison is a table with headers; on a phone it scrolls sideways inside its own region.
    const table = page.getByRole("table", { name: "Perbandingan paket membership Griya" });
    await expect(table.getByRole("columnheader", { name: "Executive" })).toBeVisible();
    await expect(table.getByRole("row", { name: /Slot listing aktif/ })).toContainText("100");
    const region = page.getByRole("region", { name: "Perbandingan paket" });
    const scroll = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scroll.scrollWidth).toBeGreaterThan(scroll.clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The FAQ opens without a script.
    await page.getByText("Berapa lama koin berlaku, dan untuk apa?").tap();
    await expect(page.getByText(/Setiap koin berlaku 365 hari/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Daftar sekarang" })).toHaveAttribute("href", "/register");

    const form = page.locator("form.lead-form");
    await form.getByLabel("Nama lengkap").fill(visitor.name);
    await form.getByLabel("E-mail").fill(visitor.email);
    await form.getByLabel("Nomor ponsel").fill("0812");
    await form.getByLabel("Tipe agen (opsional)").selectOption({ index: 1 });
    await form.getByLabel("Nama kantor (opsional)").fill("Kantor Maju");
    await form.getByLabel("Kota/Kabupaten (opsional)").selectOption({ label: "Kota Bandung, Jawa Barat" });
    await form.getByRole("button", { name: "Kirim" }).tap();
    await expect(form.getByLabel("Nomor ponsel")).toHaveAccessibleDescription(/Nomor ponsel tidak valid/);
    await expect(form.getByLabel("Nomor ponsel")).toBeFocused();
    // What was typed stays.
    await expect(form.getByLabel("Nama kantor (opsional)")).toHaveValue("Kantor Maju");

    await form.getByLabel("Nomor ponsel").fill(`+62 ${visitor.phone.slice(1)}`);
    await form.getByRole("button", { name: "Kirim" }).tap();
    const sent = page.getByRole("status").filter({ hasText: "Data Anda sudah kami terima" });
    await expect(sent).toBeFocused();

    const email = await salesEmail(request, visitor.name);
    expect(email.subject).toBe(`Minat bergabung sebagai agen dari ${visitor.name}`);
    expect(email.text).toContain(`Nomor ponsel: ${visitor.phone}`);
    expect(email.text).toContain("Nama kantor: Kantor Maju");
    expect(email.text).toContain("Kota/Kabupaten: Kota Bandung, Jawa Barat");

    // /proyek is one tap away.
    await page.getByRole("link", { name: "Lihat layanan proyek properti Griya" }).tap();
    await expect(page).toHaveURL(/\/proyek$/);
  });

  test("a developer registers a project and a buyer asks for help finding one on /proyek", async ({
    page,
    request,
  }) => {
    const developer = await newVisitor(page, "pengembang");
    await page.goto("/proyek");
    await expect(page).toHaveTitle("Proyek Properti | Griya");

    const register = page.getByRole("region", { name: "Daftarkan proyek Anda" }).locator("form");
    await register.getByLabel("Nama lengkap").fill(developer.name);
    await register.getByLabel("E-mail").fill(developer.email);
    await register.getByLabel("Nomor ponsel").fill(developer.phone);
    await register.getByLabel("Nama perusahaan").fill("PT Griya Sentosa");
    await register.getByLabel("Nama proyek").fill(`Taman ${developer.phone.slice(-6)}`);
    await register.getByLabel("Lokasi proyek (opsional)").selectOption({ label: "Kota Bandung, Jawa Barat" });
    await register.getByRole("button", { name: "Daftarkan proyek" }).tap();
    await expect(
      page.getByRole("status").filter({ hasText: "Pendaftaran proyek Anda sudah kami terima" }),
    ).toBeFocused();
    const registration = await salesEmail(request, `Taman ${developer.phone.slice(-6)}`);
    expect(registration.subject).toBe(`Pendaftaran proyek Taman ${developer.phone.slice(-6)} dari PT Griya Sentosa`);

    const find = page.getByRole("region", { name: "Bantu saya menemukan proyek" }).locator("form");
    await find.getByLabel("Nama lengkap").fill(developer.name);
    await find.getByLabel("E-mail").fill(developer.email);
    await find.getByLabel("Nomor ponsel").fill(developer.phone);
    await find.getByLabel("Tipe properti (opsional)").selectOption({ index: 1 });
    await find.getByLabel("Anggaran minimal (Rp, opsional)").fill("900.000.000");
    await find.getByLabel("Anggaran maksimal (Rp, opsional)").fill("500.000.000");
    await find.getByRole("button", { name: "Kirim permintaan" }).tap();
    await expect(find.getByLabel("Anggaran maksimal (Rp, opsional)")).toHaveAccessibleDescription(
      /Anggaran maksimal tidak boleh lebih kecil dari anggaran minimal/,
    );
    await find.getByLabel("Anggaran maksimal (Rp, opsional)").fill("Rp 1.500.000.000");
    await find.getByRole("button", { name: "Kirim permintaan" }).tap();
    await expect(page.getByRole("status").filter({ hasText: "Permintaan Anda sudah kami terima" })).toBeFocused();
    const inquiry = await salesEmail(request, `mencari proyek dari ${developer.name}`);
    expect(inquiry.text).toContain("Anggaran minimal: Rp 900.000.000");
    expect(inquiry.text).toContain("Anggaran maksimal: Rp 1.500.000.000");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the agent interest form is a plain form post that keeps what was typed", async ({ page, request }) => {
    const visitor = await newVisitor(page, "tanpajs");
    await page.goto("/agent-offerings");
    const form = page.locator("form.lead-form");
    await form.getByLabel("Nama lengkap").fill(visitor.name);
    await form.getByLabel("E-mail").fill(visitor.email);
    await form.getByLabel("Nomor ponsel").fill("12345");
    await form.getByRole("button", { name: "Kirim" }).click();
    await expect(form.getByLabel("Nomor ponsel")).toHaveAccessibleDescription(/Nomor ponsel tidak valid/);
    await expect(form.getByLabel("Nama lengkap")).toHaveValue(visitor.name);
    await form.getByLabel("Nomor ponsel").fill(visitor.phone);
    await form.getByRole("button", { name: "Kirim" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Data Anda sudah kami terima" })).toBeVisible();
    await salesEmail(request, visitor.name);
  });
});

test("both pages pass axe at 360 and 1280 px, the footer links /proyek, and the forms are labelled", async ({
  page,
}) => {
  for (const path of ["/agent-offerings", "/proyek"]) {
    await page.goto(path);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Proyek properti" })).toHaveAttribute(
      "href",
      "/proyek",
    );
    await expectAccessibleNowAtBothWidths(page);
  }
  // With a refusal on screen too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/proyek");
  const find = page.getByRole("region", { name: "Bantu saya menemukan proyek" }).locator("form");
  await find.getByLabel("Anggaran minimal (Rp, opsional)").fill("banyak");
  await find.getByRole("button", { name: "Kirim permintaan" }).click();
  await expect(find.getByLabel("Anggaran minimal (Rp, opsional)")).toHaveAccessibleDescription(/harus berupa angka/);
  await expectAccessibleNowAtBothWidths(page);
});
