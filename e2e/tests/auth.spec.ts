import { expect, test } from "../support/test";
import { PORTAL_URL } from "../support/accounts";
import { AGENT_STATE, DEMO_AGENT, loginOnPage, submitLogin } from "../support/agent";

test.describe("visitor", () => {
  test("the demo agent logs in on /login and sees their name and tier on home", async ({ page }) => {
    await loginOnPage(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(`Halo, ${DEMO_AGENT.name}`);
    await expect(main.getByText(DEMO_AGENT.tier, { exact: true })).toBeVisible();
    // The header shows them too.
    await expect(page.getByRole("banner").getByText(DEMO_AGENT.name)).toBeVisible();
    await expect(page.getByRole("banner").getByText(DEMO_AGENT.tier)).toBeVisible();
  });

  test("a wrong password shows the Indonesian error on the e-mail field", async ({ page }) => {
    await page.goto("/login");
    await submitLogin(page, { password: "bukan-sandinya" });
    await expect(page.getByText("Email atau kata sandi salah.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/login/);
  });

  test("empty fields are refused in the browser before anything is sent", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Masuk", exact: true }).click();
    await expect(page.getByText("Email wajib diisi.")).toBeVisible();
    await expect(page.getByText("Kata sandi wajib diisi.")).toBeVisible();
  });

  // The portal's header has the login and register modals; the marketplace and help pages link to /login instead.
  test("logs in through the header's login modal and stays on the page", async ({ page }) => {
    await page.goto("/checkout");
    await page.getByRole("banner").getByRole("button", { name: "Masuk" }).click();
    const dialog = page.getByRole("dialog", { name: "Masuk" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Ingat saya")).toBeVisible();
    await submitLogin(dialog, { remember: true });
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("banner").getByText(DEMO_AGENT.name)).toBeVisible();
    await expect(dialog).toBeHidden();
    const token = (await page.context().cookies()).find((cookie) => cookie.name === "griya_token");
    expect(token?.httpOnly).toBe(true);
    expect(token?.sameSite).toBe("Lax");
    expect(token?.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
  });

  test("a page that needs login sends the visitor to /login and back after login", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await submitLogin(page);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Profil" })).toBeVisible();
  });

  // Dot segments resolve "/.//evil.example" to "//evil.example", another host: the login must land on this site.
  for (const target of ["/.//evil.example", "/%2e%2e//evil.example"]) {
    test(`logging in with ?redirect=${target} lands on the agent's day on this site`, async ({ page }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await submitLogin(page);
      await expect(page.getByRole("heading", { level: 1, name: `Halo, ${DEMO_AGENT.name}` })).toBeVisible();
      expect(new URL(page.url()).origin).toBe(new URL(PORTAL_URL).origin);
      expect(new URL(page.url()).pathname).toBe("/beranda");
    });
  }

  test("logging out returns to /login; the agent's day then asks for a login, / is the visitor's home", async ({
    page,
  }) => {
    await loginOnPage(page);
    await page.getByRole("navigation", { name: "Menu utama" }).getByRole("button", { name: "Keluar" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).some((cookie) => cookie.name === "griya_token")).toBe(false);
    await page.goto("/beranda");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fberanda$/);
    await expect(page.getByRole("heading", { level: 1, name: "Masuk ke Akun Agen" })).toBeVisible();
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Temukan rumah dan properti di seluruh Indonesia" }),
    ).toBeVisible();
  });
});

test.describe("logged-in agent", () => {
  test.use({ storageState: AGENT_STATE });

  test("visiting /login or /register is sent to the agent's day", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveURL(/\/beranda$/);
    await page.goto("/register");
    await expect(page).toHaveURL(/\/beranda$/);
    await expect(page.getByRole("heading", { level: 1, name: `Halo, ${DEMO_AGENT.name}` })).toBeVisible();
  });

  test("an expired or revoked token cookie is cleared and the visitor treated as logged out", async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: "griya_token", value: "tidak-berlaku", url: PORTAL_URL }]);
    await page.goto("/beranda");
    await expect(page).toHaveURL(/\/login/);
    expect((await context.cookies()).some((cookie) => cookie.name === "griya_token")).toBe(false);
  });
});
