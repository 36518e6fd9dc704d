import { expect, test, type Page } from "../support/test";
import { apiLogin, createActivatedAgent, createVerifiedAgent, useToken, type TestAccount } from "../support/accounts";
import { AGENT_STATE, submitLogin } from "../support/agent";
import { expectAccessibleNowAtBothWidths } from "../support/axe";
import { addListingPhotos, fillListingInformation, fillListingLocation, MINIMAL_HOUSE } from "../support/listings";
import { newestLink, outboxFor } from "../support/outbox";

// The agent's day in the portal (issue 12): nothing typed is lost when the session ends, guards say why,
// the OTP page sends the first code by itself.

test.describe.configure({ mode: "parallel" });

const main = (page: Page) => page.getByRole("main");

/** Ends the browser's session on the server, as an expiry would. */
async function endSession(page: Page, token: string) {
  const response = await page.request.post("/api/auth/logout", { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
}

/** The session-ended dialog, in Indonesian; "Masuk lagi" leads to /login, which returns to `path`. */
async function logInAgain(page: Page, agent: TestAccount, path: string) {
  if (!page.url().includes("/login")) {
    const dialog = page.getByRole("alertdialog", { name: "Sesi berakhir" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Silakan masuk lagi untuk melanjutkan. Isian Anda tidak hilang.");
    await dialog.getByRole("button", { name: "Masuk lagi" }).click();
  }
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(page, agent);
  await expect(page).toHaveURL(path);
}

test("a listing typed when the session ends is back, photo included, on the same page after logging in again", async ({
  page,
  context,
  request,
}) => {
  const agent = await createVerifiedAgent(request, "sesi-listing");
  await useToken(context, agent.token);
  await page.goto("/listing/add");
  await expect(main(page).getByRole("heading", { level: 1, name: "Tambah Listing" })).toBeVisible();
  await fillListingInformation(page);
  await main(page).getByRole("button", { name: "Lanjut: Lokasi & foto" }).click();
  await fillListingLocation(page);
  await addListingPhotos(page, 1);

  await endSession(page, agent.token);
  await main(page).getByRole("button", { name: "Simpan draft" }).click();
  await logInAgain(page, agent, "/listing/add");

  const notice = main(page).getByRole("status").filter({ hasText: "Isian Anda sebelumnya dipulihkan." });
  await expect(notice).toBeVisible();
  await expect(main(page).getByText("Langkah 2 dari 2")).toBeVisible();
  await expect(main(page).getByLabel("Alamat", { exact: true })).toHaveValue("Jl. Kenanga No. 12");
  await expect(page.getByRole("list", { name: "Foto yang sudah diunggah" }).getByRole("listitem")).toHaveCount(1);
  await expectAccessibleNowAtBothWidths(page);

  await main(page).getByRole("button", { name: "Kembali: Informasi properti" }).click();
  await expect(main(page).getByLabel("Judul listing")).toHaveValue(MINIMAL_HOUSE.title);
  // The restored listing saves as typed, with its photo.
  await main(page).getByRole("button", { name: "Simpan draft" }).click();
  await expect(page).toHaveURL(/\/listing\/edit\/[0-9a-f-]{36}$/);
  await expect(main(page).getByText(/Draft tersimpan dengan nomor listing GRY-\d{6}\./)).toBeVisible();
});

test("a changed profile is kept across a new login, and 'Buang isian' returns to what is saved", async ({
  page,
  context,
  request,
}) => {
  const agent = await createVerifiedAgent(request, "sesi-profil");
  await useToken(context, agent.token);
  const unread = page.waitForResponse((response) => response.url().endsWith("/api/enquiries/unread_count"));
  await page.goto("/profile");
  await expect(main(page).getByRole("heading", { level: 1, name: "Profil" })).toBeVisible();
  await unread;
  const address = main(page).getByLabel("Alamat", { exact: true });
  await address.fill("Jl. Kenanga No. 1, Bandung");
  for (const level of ["Provinsi", "Kota/Kabupaten", "Kecamatan", "Kelurahan/Desa"]) {
    const select = main(page).getByLabel(level, { exact: true });
    await expect(select.locator("option")).not.toHaveCount(1);
    await select.selectOption({ index: 1 });
  }
  const save = main(page).getByRole("button", { name: "Simpan profil" });
  // The save's answer, however long a busy machine takes; the message is then checked on its own wait.
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/profile"),
  );
  await save.click();
  expect((await answered).ok()).toBe(true);
  // Said where the agent is: next to the save button, not at the top of the page.
  const saved = main(page).getByRole("status").filter({ hasText: "Profil berhasil disimpan." });
  await expect(saved).toBeInViewport();
  await expect(save).toBeInViewport();

  await address.fill("Jl. Melati No. 3, Bandung");
  await expect(saved).toHaveCount(0);
  await endSession(page, agent.token);
  await save.click();
  await logInAgain(page, agent, "/profile");

  await expect(main(page).getByText("Isian Anda sebelumnya dipulihkan.")).toBeVisible();
  await expect(address).toHaveValue("Jl. Melati No. 3, Bandung");
  await expect(main(page).getByLabel("Kelurahan/Desa", { exact: true })).not.toHaveValue("");
  await expectAccessibleNowAtBothWidths(page);
  await main(page).getByRole("button", { name: "Buang isian" }).click();
  await expect(main(page).getByText("Isian Anda sebelumnya dipulihkan.")).toBeHidden();
  await expect(address).toHaveValue("Jl. Kenanga No. 1, Bandung");
});

test("guards say why: a Trial agent sent from /coin to /upgrade sees each tier once, and buttons they cannot use say why", async ({
  page,
  context,
  request,
}) => {
  const agent = await createVerifiedAgent(request, "penjaga");
  await useToken(context, agent.token);
  await page.goto("/coin");
  await expect(
    main(page).getByRole("status").filter({ hasText: "Selama masa Trial, membeli koin belum tersedia." }),
  ).toBeVisible();
  // Said once: the reason leaves the address, so a reload does not repeat it.
  await expect(page).toHaveURL("/upgrade");
  // The paid tiers are offered once, as the Trial's upgrade, with their full term.
  for (const tier of ["Starter", "Pro", "Executive"]) {
    await expect(main(page).getByRole("heading", { level: 3, name: tier })).toHaveCount(1);
  }
  await expect(main(page).getByText("menggantikan masa Trial Anda")).toBeVisible();
  await expect(main(page).getByText("tanggal berakhir tetap")).toHaveCount(0);
  await expect(main(page).getByRole("button", { name: "Beli Starter" })).toBeEnabled();
  await expectAccessibleNowAtBothWidths(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/listing");
  const buyCoins = main(page).getByRole("button", { name: "Beli koin" });
  await expect(buyCoins).toBeDisabled();
  await expect(buyCoins).toHaveAccessibleDescription("Belum tersedia selama Trial. Upgrade membership");
  await expect(main(page).getByRole("link", { name: "Upgrade membership" }).first()).toHaveAttribute(
    "href",
    "/upgrade",
  );
  // A Trial may add listings.
  await expect(main(page).getByRole("link", { name: "Tambah listing" })).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);

  await page.goto("/coin-purchase");
  await expect(main(page).getByRole("button", { name: "Beli koin" })).toBeDisabled();
  await expectAccessibleNowAtBothWidths(page);
});

test("/otp says why the agent is there and sends the first code by itself, once; a missing-code message goes once it is sent", async ({
  page,
  context,
  request,
}) => {
  const agent = await createActivatedAgent(request, "otp-otomatis");
  await useToken(context, await apiLogin(request, agent));
  // Hold the automatic send back until the agent has tried to verify without a code.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/otp.data*", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });

  await page.goto("/profile");
  await expect(
    main(page).getByRole("status").filter({ hasText: "Verifikasi nomor HP Anda dengan kode OTP dulu" }),
  ).toBeVisible();
  // Until a code exists, sending it is the main action.
  await expect(main(page).getByRole("button", { name: "Kirim kode OTP" })).toHaveClass(/g-button--primary/);
  await main(page).getByRole("button", { name: "Verifikasi" }).click();
  await expect(main(page).getByText("Kode OTP wajib diisi.")).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);

  release();
  await expect(main(page).getByText(`Kode OTP telah dikirim ke ${agent.phone}.`)).toBeVisible();
  await expect(main(page).getByText("Kode OTP wajib diisi.")).toBeHidden();
  await expect(main(page).getByLabel("Kode OTP")).toBeFocused();
  await expect(main(page).getByRole("button", { name: /Kirim ulang dalam \d+ detik/ })).toBeDisabled();
  await expect(main(page).getByRole("button", { name: "Verifikasi" })).toHaveClass(/g-button--primary/);
  await expectAccessibleNowAtBothWidths(page);

  // A reload within the cooldown sends nothing more.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(main(page).getByRole("button", { name: /Kirim ulang dalam \d+ detik/ })).toBeDisabled();
  await page.waitForLoadState("networkidle");
  const codes = (await outboxFor(request, agent.phone)).filter((message) => message.otp);
  expect(codes).toHaveLength(1);
});

test.describe("the demo agent", () => {
  test.use({ storageState: AGENT_STATE });

  test("a slim bar shows while the next page loads, still when motion is reduced", async ({ page }) => {
    await page.goto("/profile");
    await expect(main(page).getByRole("heading", { level: 1, name: "Profil" })).toBeVisible();
    const bar = page.locator(".nav-progress");
    await expect(bar).toHaveAttribute("data-phase", "idle");
    await expect(bar).toHaveAttribute("aria-hidden", "true");

    // Hold the next page's data back, as a slow connection would.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name: "Listing Saya" }).click();
    await expect(bar).toHaveAttribute("data-phase", "loading");
    await expect(bar).toHaveCSS("animation-name", "nav-progress-appear");
    await expect(bar).toHaveCSS("opacity", "1");
    release();
    await expect(page).toHaveURL(/\/listing$/);
    await expect(bar).toHaveAttribute("data-phase", "idle");
  });
});

test("registration drops a field's old message once it is changed, so 'Email sudah terdaftar.' shows", async ({
  page,
}) => {
  await page.goto("/register");
  const form = main(page);
  await form.getByRole("button", { name: "Daftar", exact: true }).click();
  const email = form.getByLabel("Email", { exact: true });
  await expect(email).toHaveAttribute("aria-invalid", "true");

  await email.fill("agen@demo.id");
  await email.blur();
  await expect(form.getByText("Email sudah terdaftar.")).toBeVisible();
  await expect(form.getByText("Email wajib diisi.")).toHaveCount(0);
  // Other fields keep their messages until they change.
  await expect(form.getByText("Nama lengkap wajib diisi.")).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
});

test("a checkout interrupted by the session's end comes back with its payment method and promo code", async ({
  page,
  context,
  request,
}) => {
  const agent = await createVerifiedAgent(request, "sesi-checkout");
  await useToken(context, agent.token);
  await page.goto("/upgrade");
  await main(page).getByRole("button", { name: "Beli Starter" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await main(page).getByRole("textbox", { name: "Kode promo" }).fill("HEMAT10");
  await main(page).getByRole("button", { name: "Pakai" }).click();
  await expect(main(page).getByText("Kode HEMAT10 dipakai")).toBeVisible();
  await main(page).getByRole("radio", { name: "GoPay" }).check();

  await endSession(page, agent.token);
  await main(page).getByRole("button", { name: "Bayar Sekarang" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Sesi berakhir" });
  await expect(dialog).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
  await dialog.getByRole("button", { name: "Masuk lagi" }).click();
  // The login page says the agent goes back where they were.
  await expect(main(page).getByText("Silakan masuk untuk melanjutkan ke halaman yang Anda buka.")).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
  await logInAgain(page, agent, "/checkout");

  await expect(main(page).getByText("Isian Anda sebelumnya dipulihkan.")).toBeVisible();
  await expect(main(page).getByRole("radio", { name: "GoPay" })).toBeChecked();
  await expect(main(page).getByText("Kode HEMAT10 dipakai")).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
});

test("an activation link opened again says the account is active and offers the login", async ({ page, request }) => {
  const agent = await createActivatedAgent(request, "aktif-lagi");
  await page.goto(await newestLink(request, agent.email, "/user/activation/"));
  await expect(main(page).getByRole("heading", { level: 1, name: "Akun Anda sudah aktif" })).toBeVisible();
  await expect(main(page).getByRole("status")).toContainText("tautan aktivasi ini sudah dipakai sebelumnya");
  await expect(main(page).getByRole("link", { name: "Masuk sekarang" })).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
});
