import { writeFile } from "node:fs/promises";
import { expect, test } from "../support/test";
import { apiLogin, createActivatedAgent, createVerifiedAgent, uniqueAccount, useToken } from "../support/accounts";
import { AGENT_STATE, submitLogin } from "../support/agent";
import { lastOutboxId, newestLink, newestOtp, outboxFor } from "../support/outbox";

// A 32×20 JPEG, written to a file the way an agent's photo would be picked from disk.
const SMALL_JPEG = Buffer.from(
  "/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAUACADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAEF/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AhgIyQAAAAAH/2Q==",
  "base64",
);

test("a new agent registers, activates from the e-mail, logs in, verifies a phone by OTP and reaches home", async ({
  page,
  request,
}) => {
  const agent = uniqueAccount("daftar");

  await page.goto("/register");
  await page.getByLabel("Nama lengkap").fill(agent.name);
  await page.getByLabel("Email").fill(agent.email);
  await page.getByLabel("Nomor HP").fill(agent.phone);
  await page.getByLabel("Kata sandi", { exact: true }).fill(agent.password);
  await page.getByLabel("Konfirmasi kata sandi", { exact: true }).fill("bukan-sama-1");
  await page.getByLabel("Tipe agen").selectOption({ label: "Agen Kantor Properti" });
  await page.getByLabel("Kantor agen").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Daftar", exact: true }).click();
  // Checked in the browser with the domain rules before anything is sent.
  await expect(page.getByText("Konfirmasi kata sandi tidak sama.")).toBeVisible();
  await expect(page.getByText("Spesialisasi area wajib diisi.")).toBeVisible();

  await page.getByLabel("Konfirmasi kata sandi", { exact: true }).fill(agent.password);
  const areas = page.getByRole("combobox", { name: "Spesialisasi area" });
  await areas.fill("Jakarta Selatan");
  await page
    .getByRole("option", { name: /Jakarta Selatan/ })
    .first()
    .click();
  await areas.press("Escape");
  await expect(page.getByRole("button", { name: "Hapus Kota Administrasi Jakarta Selatan" })).toBeVisible();
  await page.getByRole("button", { name: "Daftar", exact: true }).click();
  await expect(page.getByText("Pendaftaran berhasil")).toBeVisible();
  await expect(page.getByText(agent.email)).toBeVisible();

  // Logging in before activation says so and offers a new activation e-mail.
  const beforeResend = await lastOutboxId(request, agent.email);
  await page.goto("/login");
  await submitLogin(page, { email: agent.email, password: agent.password });
  await expect(page.getByRole("alert")).toContainText("belum aktif");
  await page.getByRole("button", { name: "Kirim ulang email aktivasi" }).click();
  await expect(page.getByText(`Email aktivasi telah dikirim ulang ke ${agent.email}`)).toBeVisible();

  // The newest link is the one that works (sending a new one retires the old).
  const activation = await newestLink(request, agent.email, "/user/activation/", beforeResend);
  await page.goto(activation);
  await expect(page.getByRole("heading", { level: 1, name: "Akun Anda sudah aktif" })).toBeVisible();
  // Single use: opening it again says the account is already active and offers the login.
  await page.goto(activation);
  await expect(page.getByRole("heading", { level: 1, name: "Akun Anda sudah aktif" })).toBeVisible();
  await expect(page.getByText("tautan aktivasi ini sudah dipakai sebelumnya")).toBeVisible();
  await expect(page.getByRole("link", { name: "Masuk sekarang" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Kirim ulang email aktivasi" })).toHaveCount(0);

  // The number from registration is not verified yet. Arriving on /otp would send it a code at once (and start
  // the 60 s wait before another number may get one: agent-day.spec.ts), so this agent goes to /input-phone
  // straight from the login to use another number.
  await page.goto(`/login?redirect=${encodeURIComponent("/input-phone")}`);
  await submitLogin(page, { email: agent.email, password: agent.password });
  await expect(page).toHaveURL(/\/input-phone$/);
  const phone = uniqueAccount("hp").phone;
  await page.getByRole("textbox", { name: "Nomor HP" }).fill(`+62 ${phone.slice(1, 4)}-${phone.slice(4)}`);
  await page.getByRole("button", { name: "Kirim kode OTP" }).click();

  await expect(page).toHaveURL(/\/otp$/);
  await expect(page.getByText(phone, { exact: true })).toBeVisible();
  // Resend only after 60 s, with a visible countdown.
  await expect(page.getByRole("button", { name: /Kirim ulang dalam \d+ detik/ })).toBeDisabled();
  await page.getByLabel("Kode OTP").fill("000000");
  await page.getByRole("button", { name: "Verifikasi" }).click();
  await expect(page.getByText(/Kode OTP salah/)).toBeVisible();
  await page.getByLabel("Kode OTP").fill(await newestOtp(request, phone));
  await page.getByRole("button", { name: "Verifikasi" }).click();

  await expect(page).toHaveURL(/\/beranda$/);
  await expect(page.getByRole("heading", { level: 1, name: `Halo, ${agent.name}` })).toBeVisible();
  // Verifying the first phone granted the TRIAL membership.
  await expect(page.getByRole("banner").getByText("Trial")).toBeVisible();
});

test("forgot password → reset from the e-mail link → log in with the new password; the link works once", async ({
  page,
  request,
}) => {
  const agent = await createVerifiedAgent(request, "lupa");
  await page.goto("/forget-pass");
  await page.getByLabel("Email").fill("tidak.terdaftar@contoh.id");
  await page.getByRole("button", { name: "Kirim tautan" }).click();
  await expect(page.getByText("Email belum terdaftar.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Email").fill(agent.email);
  await page.getByRole("button", { name: "Kirim tautan" }).click();
  await expect(page.getByText(`Tautan atur ulang kata sandi telah dikirim ke ${agent.email}`)).toBeVisible();

  const reset = await newestLink(request, agent.email, "/password/reset/");
  const newPassword = "sandiBaru123";
  await page.goto(reset);
  await page.getByLabel("Kata sandi baru", { exact: true }).fill(newPassword);
  await page.getByLabel("Konfirmasi kata sandi baru").fill(newPassword);
  await page.getByRole("button", { name: "Simpan kata sandi baru" }).click();
  await expect(page.getByText("Kata sandi berhasil diubah.")).toBeVisible();
  // Said once: the notice leaves the address, so a reload does not repeat it.
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, { email: agent.email, password: agent.password });
  await expect(page.getByText("Email atau kata sandi salah.")).toBeVisible();
  await submitLogin(page, { email: agent.email, password: newPassword });
  await expect(page).toHaveURL(/\/beranda$/);
  await expect(page.getByRole("heading", { level: 1, name: `Halo, ${agent.name}` })).toBeVisible();

  // The reset page is for logged-out visitors; logged out, the used link is refused.
  await page.context().clearCookies();
  await page.goto(reset);
  await page.getByLabel("Kata sandi baru", { exact: true }).fill("sandiLagi456");
  await page.getByLabel("Konfirmasi kata sandi baru").fill("sandiLagi456");
  await page.getByRole("button", { name: "Simpan kata sandi baru" }).click();
  await expect(page.getByText("Tautan tidak dapat digunakan")).toBeVisible();
  await expect(page.getByRole("link", { name: "Minta tautan baru" })).toBeVisible();
});

test("the profile keeps a KTP number and photo, address and region after a reload", async ({
  page,
  context,
  request,
}, testInfo) => {
  const agent = await createVerifiedAgent(request, "profil");
  await useToken(context, agent.token);
  const photo = testInfo.outputPath("ktp.jpg");
  await writeFile(photo, SMALL_JPEG);

  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profil" })).toBeVisible();
  await expect(page.getByText("Trial", { exact: true }).first()).toBeVisible();

  // A KTP number needs its photo (domain rule, checked before sending).
  await page.getByLabel("Nomor KTP").fill("3171234567890123");
  await page.getByLabel("Alamat").fill("Jl. Melati No. 5");
  await page.getByRole("button", { name: "Simpan profil" }).click();
  await expect(page.getByText("Foto KTP wajib diunggah.")).toBeVisible();

  await page.getByLabel("Foto KTP").setInputFiles(photo);
  await expect(page.getByText("Foto terunggah.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Pratinjau Foto KTP" })).toBeVisible();

  await page.getByLabel("Provinsi").selectOption("31");
  const city = page.getByLabel("Kota/Kabupaten");
  await expect(city.locator('option[value="31.74"]')).toHaveCount(1);
  await city.selectOption("31.74");
  const district = page.getByLabel("Kecamatan");
  await expect(district.locator("option")).not.toHaveCount(1);
  await district.selectOption({ index: 1 });
  const village = page.getByLabel("Kelurahan/Desa");
  await expect(village.locator("option")).not.toHaveCount(1);
  await village.selectOption({ index: 1 });
  await page.getByLabel("Usia").fill("35");
  await page.getByRole("radio", { name: "Perempuan" }).check();
  await page.getByRole("button", { name: "Simpan profil" }).click();
  await expect(page.getByText("Profil berhasil disimpan.")).toBeVisible();
  const chosen = {
    district: await district.inputValue(),
    village: await village.inputValue(),
  };

  await page.reload();
  await expect(page.getByLabel("Nomor KTP")).toHaveValue("3171234567890123");
  await expect(page.getByLabel("Alamat")).toHaveValue("Jl. Melati No. 5");
  await expect(page.getByLabel("Usia")).toHaveValue("35");
  await expect(page.getByRole("radio", { name: "Perempuan" })).toBeChecked();
  await expect(page.getByLabel("Kecamatan")).toHaveValue(chosen.district);
  await expect(page.getByLabel("Kelurahan/Desa")).toHaveValue(chosen.village);
  // The private KTP photo is served to its owner through the proxy.
  const preview = page.getByRole("img", { name: "Pratinjau Foto KTP" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A TRIAL member sees no referral code yet.
  await page.goto("/referral-code");
  await expect(page.getByText("Silakan beli membership berbayar untuk melihat kode referral Anda.")).toBeVisible();
});

test("the bank account modal of /profile saves through the API", async ({ page, context, request }) => {
  const agent = await createVerifiedAgent(request, "rekening");
  await useToken(context, agent.token);
  await page.goto("/profile");
  await page.waitForLoadState("networkidle");

  await page.getByRole("button", { name: "Rekening bank" }).click();
  let bank = page.getByRole("dialog", { name: "Rekening Bank" });
  await bank.getByRole("combobox", { name: "Nama bank" }).fill("bca");
  await bank.getByRole("option", { name: /Bank Central Asia \(BCA\)/ }).click();
  await bank.getByLabel("Nama pemilik rekening").fill(agent.name);
  await bank.getByLabel("Nomor rekening").fill("12ab");
  await bank.getByRole("textbox", { name: "Nomor HP" }).fill(agent.phone);
  await bank.getByRole("button", { name: "Simpan rekening" }).click();
  await expect(bank.getByText("Nomor rekening hanya boleh berisi angka.")).toBeVisible();
  await bank.getByLabel("Nomor rekening").fill("1234567890");
  await bank.getByRole("button", { name: "Simpan rekening" }).click();
  await expect(bank).toBeHidden();
  await expect(page.getByText("Rekening bank berhasil disimpan.")).toBeVisible();
  // The sidebar's "Rekening Bank" opens the same modal with the saved values.
  await page.goto("/profile?modal=rekening-bank");
  bank = page.getByRole("dialog", { name: "Rekening Bank" });
  await expect(bank.getByLabel("Nomor rekening")).toHaveValue("1234567890");
  await expect(bank.getByRole("list", { name: "Nama bank terpilih" })).toHaveText("Bank Central Asia (BCA)");
  await bank.getByRole("button", { name: "Batal" }).click();
  await expect(bank).toBeHidden();
});

test("the phone modal of /profile moves the number with an OTP and the password", async ({
  page,
  context,
  request,
}) => {
  // A seeded agent no other test uses: a new OTP may only be sent 60 s after the previous one, so an agent
  // verified a moment ago could not ask for the code of a new number yet.
  const agent = { email: "siti@demo.id", password: "rahasia123", phone: "081298765432" };
  await useToken(context, await apiLogin(request, agent));
  await page.goto("/profile");
  await page.waitForLoadState("networkidle");

  const newPhone = uniqueAccount("ganti").phone;
  await page.getByRole("button", { name: "Ubah nomor HP" }).click();
  const phoneDialog = page.getByRole("dialog", { name: "Ubah Nomor HP" });
  await phoneDialog.getByLabel("Nomor HP baru").fill(newPhone);
  await phoneDialog.getByRole("button", { name: "Kirim kode OTP" }).click();
  await expect(phoneDialog.getByText(`Kode OTP telah dikirim ke ${newPhone}.`)).toBeVisible();
  await phoneDialog.getByLabel("Kode OTP").fill(await newestOtp(request, newPhone));
  // The account's password too: a session alone may not move the number.
  await phoneDialog.getByRole("button", { name: "Simpan nomor HP" }).click();
  await expect(phoneDialog.getByText("Kata sandi wajib diisi.")).toBeVisible();
  await phoneDialog.getByLabel("Kata sandi Anda").fill("bukan-sandinya");
  await phoneDialog.getByRole("button", { name: "Simpan nomor HP" }).click();
  await expect(phoneDialog.getByText("Kata sandi salah.")).toBeVisible();
  await phoneDialog.getByLabel("Kata sandi Anda").fill(agent.password);
  await phoneDialog.getByRole("button", { name: "Simpan nomor HP" }).click();
  await expect(phoneDialog).toBeHidden();
  await expect(page.getByText("Nomor HP berhasil diubah.")).toBeVisible();
  await expect(page.getByText(newPhone, { exact: true })).toBeVisible();
  // The old number and the e-mail are told, with the new number masked.
  const masked = `${newPhone.slice(0, 4)}${"*".repeat(newPhone.length - 8)}${newPhone.slice(-4)}`;
  expect((await outboxFor(request, agent.phone))[0]?.text).toContain(`telah diganti menjadi ${masked}`);
  expect((await outboxFor(request, agent.email))[0]?.subject).toBe("Nomor HP akun Griya Anda telah diganti");

  // Changed just now: the next change waits ("Nomor HP belum dapat diubah sebelum …").
  await page.getByRole("button", { name: "Ubah nomor HP" }).click();
  await expect(page.getByRole("dialog", { name: "Ubah Nomor HP" })).toContainText(
    "Nomor HP belum dapat diubah sebelum",
  );
});

test("a session ended on the server says so in Indonesian, and 'Masuk lagi' logs out to /login and back", async ({
  page,
  context,
  request,
}) => {
  const agent = await createVerifiedAgent(request, "sesi");
  await useToken(context, agent.token);
  // Hydrated, and the page's own first call (unread enquiries, made once the browser runs) is done: network idle
  // alone can come before hydration on a busy machine.
  const unread = page.waitForResponse((response) => response.url().endsWith("/api/enquiries/unread_count"));
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profil" })).toBeVisible();
  await unread;

  // Revoke the browser's token with the API's logout.
  const logout = await request.post("/api/auth/logout", { headers: { authorization: `Bearer ${agent.token}` } });
  expect(logout.status()).toBe(200);

  // A call made from the page (the bank account modal loads the billing information).
  await page.getByRole("button", { name: "Rekening bank" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Sesi berakhir" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Silakan masuk lagi untuk melanjutkan. Isian Anda tidak hilang.");
  await dialog.getByRole("button", { name: "Masuk lagi" }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent("/profile?modal=rekening-bank")}`);
  expect((await context.cookies()).some((cookie) => cookie.name === "griya_token")).toBe(false);
});

test("a client navigation with a revoked session shows the session-ended dialog too", async ({
  page,
  context,
  request,
}) => {
  const agent = await createVerifiedAgent(request, "navigasi");
  const token = await apiLogin(request, agent);
  await useToken(context, token);
  const unread = page.waitForResponse((response) => response.url().endsWith("/api/enquiries/unread_count"));
  await page.goto("/beranda");
  await expect(page.getByRole("heading", { level: 1, name: `Halo, ${agent.name}` })).toBeVisible();
  await unread;
  await request.post("/api/auth/logout", { headers: { authorization: `Bearer ${token}` } });

  await page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name: "Ubah Profil" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Sesi berakhir" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Masuk lagi" }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent("/profile")}`);
});

test("an activated agent without a verified phone can only reach the phone steps", async ({
  page,
  context,
  request,
}) => {
  const agent = await createActivatedAgent(request, "langkah");
  await useToken(context, await apiLogin(request, agent));
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/otp$/);
  await expect(page.getByText(agent.phone, { exact: true })).toBeVisible();
  // No code was sent yet for the number given at registration: arriving sends the first one.
  await expect(page.getByText(`Kode OTP telah dikirim ke ${agent.phone}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: /Kirim ulang dalam \d+ detik/ })).toBeDisabled();
});

test("a project-partner admin is sent to their own dashboard after login", async ({ page }) => {
  // No internet here: answer for the partner dashboard ourselves.
  await page.route("https://mitra.griya.id/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Dasbor Mitra</title><h1>Dasbor Mitra</h1>",
    }),
  );
  await page.goto("/login");
  await submitLogin(page, { email: "mitra@demo.id", password: "rahasia123" });
  await expect(page).toHaveURL("https://mitra.griya.id/dasbor");
});

test.describe("the demo agent", () => {
  test.use({ storageState: AGENT_STATE });

  test("a wrong old password is refused on its field; the referral code is shown to a paid member", async ({
    page,
  }) => {
    await page.goto("/change-password");
    // The unread enquiry count is fetched once the agent is known, and shown on the inbox entry.
    await expect(
      page
        .getByRole("navigation", { name: "Menu utama" })
        .getByRole("link", { name: /^Kotak Masuk \d+ \d+ lead belum dibaca$/ }),
    ).toBeVisible();
    await page.getByLabel("Kata sandi lama").fill("bukan-sandi-lama");
    await page.getByLabel("Kata sandi baru", { exact: true }).fill("sandiBaru123");
    await page.getByLabel("Konfirmasi kata sandi baru").fill("sandiBaru123");
    await page.getByRole("button", { name: "Ubah kata sandi" }).click();
    await expect(page.getByText("Kata sandi lama salah.")).toBeVisible();
    await expect(page.getByLabel("Kata sandi lama")).toHaveAttribute("aria-invalid", "true");

    await page.goto("/referral-code");
    await expect(page.getByTestId("referral-code")).toHaveText(/^[A-Z2-9]{8}$/);
    await expect(page.getByText(/masing-masing mendapat 20 koin/)).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("forgot password works as a plain form post, with the 470 message on the field", async ({ page }) => {
    await page.goto("/forget-pass");
    await page.getByLabel("Email").fill("tidak.terdaftar@contoh.id");
    await page.getByRole("button", { name: "Kirim tautan" }).click();
    await expect(page.getByText("Email belum terdaftar.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });

  test("the reset link's form works as a plain form post (its referrer policy keeps the form's Origin)", async ({
    page,
    request,
  }) => {
    const agent = await createVerifiedAgent(request, "tanpajs");
    await page.goto("/forget-pass");
    await page.getByLabel("Email").fill(agent.email);
    await page.getByRole("button", { name: "Kirim tautan" }).click();
    await page.goto(await newestLink(request, agent.email, "/password/reset/"));
    await page.getByLabel("Kata sandi baru", { exact: true }).fill("sandiBaru123");
    await page.getByLabel("Konfirmasi kata sandi baru").fill("sandiBaru123");
    await page.getByRole("button", { name: "Simpan kata sandi baru" }).click();
    await expect(page).toHaveURL(/\/login\?notice=password-reset$/);
  });
});
