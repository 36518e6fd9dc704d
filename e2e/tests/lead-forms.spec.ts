import { expect, test, type Page } from "../support/test";
import { uniqueAccount } from "../support/accounts";
import { expectAccessibleNowAtBothWidths, WIDTHS } from "../support/axe";
import { waitForHydration } from "../support/hydrated";
import { createPublicListing, type PublicListing } from "../support/marketplace";

// The enquiry and KPR forms name every mistake at once, in the words of their labels, and sending one keeps the
// agent's number that was revealed before.

let listing: PublicListing;
test.beforeAll(async ({ request }) => {
  listing = await createPublicListing(request, "formulir");
});

async function asVisitor(page: Page) {
  const account = uniqueAccount("formulir");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": account.address });
  return account;
}

test.use({ viewport: WIDTHS[1], isMobile: true, hasTouch: true });

test("an empty enquiry shows every field's mistake at once, each with its label's word", async ({ page }) => {
  await asVisitor(page);
  await page.goto(`/properti/${listing.uuid}`);
  const form = page.locator("form#pesan");
  await waitForHydration(form.getByLabel("Pesan"));
  await form.getByLabel("Pesan").fill("");
  await form.getByRole("button", { name: "Kirim pesan" }).tap();

  await expect(form.getByLabel("Nama")).toHaveAccessibleDescription("Nama wajib diisi.");
  await expect(form.getByLabel("Nomor ponsel")).toHaveAccessibleDescription(
    "Contoh: 0812 3456 7890 Nomor ponsel wajib diisi.",
  );
  await expect(form.getByLabel("Email", { exact: true })).toHaveAccessibleDescription("Email wajib diisi.");
  await expect(form.getByLabel("Pesan")).toHaveAccessibleDescription("Pesan wajib diisi.");
  await expect(form.getByLabel("Nama")).toBeFocused();

  // The KPR request: its two required fields at once, the optional e-mail left alone.
  const kpr = page.getByRole("region", { name: "Simulasi KPR" });
  await kpr.getByText("Ajukan KPR").tap();
  await kpr.getByRole("button", { name: "Kirim permintaan" }).tap();
  await expect(kpr.getByLabel("Nama")).toHaveAccessibleDescription("Nama wajib diisi.");
  await expect(kpr.getByLabel("Nomor ponsel")).toHaveAccessibleDescription(
    "Contoh: 0812 3456 7890 Nomor ponsel wajib diisi.",
  );
  await expect(kpr.getByLabel("Email (opsional)")).not.toHaveAttribute("aria-invalid");
  await expectAccessibleNowAtBothWidths(page);
});

test("the number revealed before sending an enquiry stays on screen after it", async ({ page }) => {
  const account = await asVisitor(page);
  await page.goto(`/properti/${listing.uuid}`);
  const contact = page.getByRole("region", { name: "Hubungi agen" });
  await contact.getByRole("button", { name: "Tampilkan nomor telepon" }).tap();
  const number = contact.getByRole("link", { name: /^Telepon \+62/ });
  await expect(number).toBeVisible();

  const form = page.locator("form#pesan");
  await form.getByLabel("Nama").fill("Budi Formulir");
  await form.getByLabel("Nomor ponsel").fill(account.phone);
  await form.getByLabel("Email", { exact: true }).fill(account.email);
  await form.getByRole("button", { name: "Kirim pesan" }).tap();
  await expect(contact.getByRole("status")).toHaveText(/^Pesan Anda terkirim ke agen\./);
  await expect(number).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Hubungi agen cepat" }).getByRole("link", { name: /^\+62/ }),
  ).toBeVisible();
});
