import { expect, test, type APIRequestContext, type Page } from "../support/test";
import {
  apiLogin,
  createActivatedAgent,
  createVerifiedAgent,
  uniqueAccount,
  useToken,
  type TestAccount,
} from "../support/accounts";
import { submitLogin } from "../support/agent";
import { expectAccessibleNowAtBothWidths } from "../support/axe";
import { newestLink, newestOtp } from "../support/outbox";

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
      await page.getByLabel("Tipe agen").selectOption({ label: "Agen Kantor Properti" });
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

/** Activates an account registered through the form and answers its id (the public page is /agen/{id}). */
async function activate(request: APIRequestContext, agent: TestAccount): Promise<number> {
  const path = await newestLink(request, agent.email, "/user/activation/");
  expect((await request.get(`/api/auth/email_activation/${path.split("/").at(-1)}`)).status()).toBe(200);
  const token = await apiLogin(request, agent);
  const me = await request.get("/api/user-agent", { headers: { authorization: `Bearer ${token}` } });
  expect(me.status(), await me.text()).toBe(200);
  return ((await me.json()) as { data: { id: number } }).data.id;
}

test.describe("the office on a phone (ADR 0052)", () => {
  test.use(PHONE);

  test("an independent agent registers without an office and their page names none", async ({ page, request }) => {
    const agent = uniqueAccount("mandiri");
    await page.goto("/register");
    await fillAccount(page, agent);
    await expect(page.getByLabel("Kantor agen")).toBeVisible();
    await page.getByLabel("Tipe agen").selectOption({ label: "Agen Independen" });
    await expect(page.getByText("Agen Independen tidak perlu mengisi kantor agen.")).toBeVisible();
    await expect(page.getByLabel("Kantor agen")).toHaveCount(0);
    await expect(page.getByLabel("Nama kantor")).toHaveCount(0);
    await pickCity(page, "Jakarta Selatan", true);
    await expectAccessibleNowAtBothWidths(page);
    await page.setViewportSize(PHONE.viewport);
    await pressDaftar(page, true);
    await expect(page.getByText("Pendaftaran berhasil")).toBeVisible();

    const id = await activate(request, agent);
    await page.goto(`/agen/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: agent.name })).toBeVisible();
    await expect(page.locator(".agent-office")).toHaveText("Agen Independen");
  });

  test("an agent types an office the list does not have, and their page shows it as typed", async ({
    page,
    request,
  }) => {
    const agent = uniqueAccount("kantorbaru");
    const office = `Ray White <Kemang> ${agent.phone.slice(-4)}`;
    await page.goto("/register");
    await fillAccount(page, agent);
    await page.getByLabel("Tipe agen").selectOption({ label: "Agen Kantor Properti" });
    await pickCity(page, "Jakarta Selatan", true);

    // "Lainnya" with no name typed: the missing name is said beside its input.
    await expect(page.getByLabel("Nama kantor")).toHaveCount(0);
    await page.getByLabel("Kantor agen").selectOption({ label: "Lainnya (ketik nama kantor)" });
    await pressDaftar(page, true);
    await expect(page.getByLabel("Nama kantor")).toBeFocused();
    await expect(page.getByText("Kantor agen wajib diisi.")).toBeVisible();
    await expectAccessibleNowAtBothWidths(page);
    await page.setViewportSize(PHONE.viewport);

    await page.getByLabel("Nama kantor").fill(`  ${office}  `);
    await pressDaftar(page, true);
    await expect(page.getByText("Pendaftaran berhasil")).toBeVisible();

    const id = await activate(request, agent);
    await page.goto(`/agen/${id}`);
    await expect(page.locator(".agent-office")).toHaveText(`Agen Kantor Properti · ${office}`);
    await expectAccessibleNowAtBothWidths(page);
  });
});

test.describe("the profile on a phone (ADR 0029)", () => {
  test.use(PHONE);

  test("saves a social link without the home address, and says when the address is needed", async ({
    page,
    context,
    request,
  }) => {
    const agent = await createVerifiedAgent(request, "sosmed");
    await useToken(context, agent.token);
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profil" })).toBeVisible();
    const hint = "wajib diisi hanya bila Anda mengisi KTP atau NPWP";
    await expect(page.getByText(hint)).toBeVisible();
    await expect(page.getByLabel("Alamat")).toHaveAccessibleDescription(new RegExp(hint));
    await expectAccessibleNowAtBothWidths(page);
    await page.setViewportSize(PHONE.viewport);

    await page.getByLabel("Instagram").fill("agen.sosmed");
    await page.getByRole("button", { name: "Simpan profil" }).tap();
    await expect(page.getByText("Profil berhasil disimpan.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Instagram")).toHaveValue("agen.sosmed");
    await expect(page.getByLabel("Alamat")).toHaveValue("");

    // With a KTP number the address is asked for, each part by name.
    await page.getByLabel("Nomor KTP").fill("3171234567890123");
    await page.getByRole("button", { name: "Simpan profil" }).tap();
    await expect(page.getByText("Alamat wajib diisi bila KTP atau NPWP diisi.")).toBeVisible();
    await expect(page.getByText("Kelurahan/Desa wajib diisi bila KTP atau NPWP diisi.")).toBeVisible();
  });
});

test.describe("the welcome after phone verification", () => {
  // The real takeover banner of the demo data runs: on the welcome's day it must not show.
  test.use({ ...PHONE, takeoverBanner: "live" });

  test("a new agent verifies the phone and sees the welcome with the checklist, and no takeover that day", async ({
    page,
    request,
  }) => {
    const facts = (await (await request.get("/api/help/facts")).json()) as {
      data: { memberships: { type: string; listing_slots: number; bonus_coins: number; duration_days: number }[] };
    };
    const trial = facts.data.memberships.find((tier) => tier.type === "TRIAL")!;
    const agent = await createActivatedAgent(request, "sambut");
    const takeoverAsked: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("/api/banners?type=TAKEOVER_AGENT")) takeoverAsked.push(sent.url());
    });

    await page.goto("/login");
    await submitLogin(page, agent);
    await expect(page).toHaveURL(/\/otp$/);
    await page.getByLabel("Kode OTP").fill(await newestOtp(request, agent.phone));
    await page.getByRole("button", { name: "Verifikasi" }).tap();

    await expect(page).toHaveURL(/\/beranda$/);
    const welcome = page.getByRole("region", { name: `Selamat datang di Griya, ${agent.name}!` });
    await expect(welcome).toBeVisible();
    const steps = welcome.getByRole("list", { name: "Langkah awal" }).getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText(
      `Trial aktif: ${trial.listing_slots} slot listing, ${trial.bonus_coins} koin, berlaku ${trial.duration_days} hari`,
    );
    await expect(steps.nth(0)).toContainText("Selesai");
    await expect(steps.nth(1)).toContainText("Belum");
    await expect(steps.nth(1).getByRole("link", { name: "Tambah listing" })).toHaveAttribute("href", "/listing/add");
    await expect(steps.nth(2)).toContainText("Belum");
    await expect(steps.nth(2).getByRole("link", { name: "Buka profil" })).toHaveAttribute("href", "/profile");
    // The welcome comes before the banners, in the page as in reading order.
    const carousel = page.getByRole("region", { name: "Info dan promo" });
    await expect(carousel).toBeVisible();
    expect((await welcome.boundingBox())!.y).toBeLessThan((await carousel.boundingBox())!.y);
    await expectAccessibleNowAtBothWidths(page);
    await page.setViewportSize(PHONE.viewport);

    // No takeover on the welcome's day: not asked for, not shown, even after a reload.
    await page.reload();
    await expect(welcome).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(takeoverAsked).toEqual([]);

    // Closed, it stays closed (remembered for this agent in this browser).
    await welcome.getByRole("button", { name: "Tutup sambutan" }).tap();
    await expect(welcome).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: `Halo, ${agent.name}` })).toBeVisible();
    await expect(welcome).toHaveCount(0);
  });
});
