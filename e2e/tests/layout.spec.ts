import { expect, test } from "../support/test";
import { AGENT_STATE, DEMO_AGENT } from "../support/agent";

test("an unknown path shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/halaman-yang-tidak-ada");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Halaman Tidak Ditemukan" })).toBeVisible();
  await expect(page).toHaveTitle(/Halaman Tidak Ditemukan/);
  // Inside the layout.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test.describe("logged-in agent", () => {
  test.use({ storageState: AGENT_STATE });

  test("a portal screen renders inside the layout with title and breadcrumbs", async ({ page }) => {
    await page.goto("/change-password");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Ubah Kata Sandi" })).toBeVisible();
    await expect(page).toHaveTitle("Ubah Kata Sandi | Griya");
    const crumbs = page.getByRole("navigation", { name: "Jejak navigasi" });
    await expect(crumbs.getByRole("link", { name: "Beranda" })).toHaveAttribute("href", "/beranda");
    await expect(crumbs.getByRole("link", { name: "Profil" })).toHaveAttribute("href", "/profile");
    await expect(crumbs.getByText("Ubah Kata Sandi")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("navigation", { name: "Menu utama" })).toBeVisible();
    await expect(page.getByRole("banner").getByText(DEMO_AGENT.name)).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("bantuan@griya.id");
  });

  test("sidebar links navigate between screens", async ({ page }) => {
    await page.goto("/beranda");
    const sidebar = page.getByRole("navigation", { name: "Menu utama" });
    await sidebar.getByRole("link", { name: "Transfer Koin" }).click();
    await expect(page).toHaveURL(/\/coin-transfer$/);
    await expect(page.getByRole("heading", { level: 1, name: "Transfer Koin" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Transfer Koin" })).toHaveAttribute("aria-current", "page");
  });

  test("?mobile=true hides header and footer, and keeps them hidden while navigating", async ({ page }) => {
    await page.goto("/beranda?mobile=true");
    await expect(page.getByRole("heading", { level: 1, name: `Halo, ${DEMO_AGENT.name}` })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    await page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name: "Ubah Profil" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Profil" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);

    await page.goto("/help");
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    await page.goto("/beranda?mobile=false");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("at 360 px the sidebar is a drawer opened from the header", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/beranda");
    const menuButton = page.getByRole("button", { name: "Buka menu" });
    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: "Menu utama" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Koin Saya" }).click();
    await expect(page).toHaveURL(/\/coin-purchase$/);
    await expect(drawer).toBeHidden();
  });

  test("the skip link moves keyboard focus to the main content", async ({ page }) => {
    await page.goto("/profile");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Lewati ke konten utama" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});

test.describe("hydration", () => {
  test.use({ storageState: AGENT_STATE });

  test("pages hydrate without errors in the browser console", async ({ page }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      // The 404 page's own document status is reported as a failed resource; that one is expected.
      if (message.type() === "error" && !message.text().includes("status of 404")) problems.push(message.text());
    });
    for (const path of ["/beranda", "/profile", "/help/coin", "/leads", "/tidak-ada"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Give hydration a moment to finish and report.
      await page.waitForLoadState("networkidle");
    }
    expect(problems).toEqual([]);
  });
});

test("visitor pages hydrate without errors in the browser console", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  for (const path of ["/login", "/cari", "/register", "/forget-pass"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});
