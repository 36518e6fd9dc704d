import { expect, test, type Page } from "../support/test";
import { uniqueAccount, type TestAccount } from "../support/accounts";
import { expectAccessibleNowAtBothWidths } from "../support/axe";

// A new agent's first steps on a phone and on a desktop: the registration form, then the first visit home.

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

async function fillAccount(page: Page, agent: TestAccount) {
  await page.getByLabel("Nama lengkap").fill(agent.name);
  await page.getByLabel("Email").fill(agent.email);
  await page.getByLabel("Nomor HP").fill(agent.phone);
  await page.getByLabel("Kata sandi", { exact: true }).fill(agent.password);
  await page.getByLabel("Konfirmasi kata sandi", { exact: true }).fill(agent.password);
}

/** Types a city and picks it with a tap (phone) or a click: the list must close, leaving "Daftar" free. */
async function pickCity(page: Page, city: string, touch: boolean) {
  const areas = page.getByRole("combobox", { name: "Spesialisasi area" });
  await areas.fill(city);
  const option = page.getByRole("option", { name: new RegExp(city) }).first();
  if (touch) await option.tap();
  else await option.click();
  await expect(page.getByRole("button", { name: `Hapus Kota Administrasi ${city}` })).toBeVisible();
  await expect(page.getByRole("listbox", { name: "Spesialisasi area" })).toBeHidden();
  await expect(areas).toHaveAttribute("aria-expanded", "false");
}

async function pressDaftar(page: Page, touch: boolean) {
  const submit = page.getByRole("button", { name: "Daftar", exact: true });
  if (touch) await submit.tap();
  else await submit.click();
}

for (const [name, device, touch] of [
  ["on a phone", PHONE, true],
  ["on a desktop", DESKTOP, false],
] as const) {
  test.describe(name, () => {
    test.use(device);

    test("picking a city closes the list and Daftar creates the account", async ({ page }) => {
      const agent = uniqueAccount("kota");
      await page.goto("/register");
      await fillAccount(page, agent);
      await page.getByLabel("Tipe agen").selectOption({ index: 1 });
      await page.getByLabel("Kantor agen").selectOption({ index: 1 });
      await pickCity(page, "Jakarta Selatan", touch);
      await expectAccessibleNowAtBothWidths(page);
      await page.setViewportSize(device.viewport);

      await pressDaftar(page, touch);
      await expect(page.getByText("Pendaftaran berhasil")).toBeVisible();
      await expect(page.getByText(agent.email)).toBeVisible();
    });

    test("Daftar on an incomplete form says why and moves to the first field to fix", async ({ page }) => {
      const agent = uniqueAccount("kurang");
      await page.goto("/register");
      await fillAccount(page, agent);
      await pickCity(page, "Jakarta Selatan", touch);
      await pressDaftar(page, touch);
      await expect(page.getByRole("alert").filter({ hasText: "Periksa kembali isian Anda." })).toBeVisible();
      await expect(page.getByText("Tipe agen wajib diisi.")).toBeVisible();
      await expect(page.getByLabel("Tipe agen")).toBeFocused();
      await expectAccessibleNowAtBothWidths(page);
    });
  });
}
