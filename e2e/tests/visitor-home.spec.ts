import { expect, test, type Page } from "../support/test";
import { AGENT_STATE, DEMO_AGENT, submitLogin } from "../support/agent";
import { expectAccessibleNowAtBothWidths, WIDTHS } from "../support/axe";
import { waitForHydration } from "../support/hydrated";

// The marketplace home at "/" (ADR 0065): a visitor searches from it or follows a city or an area; a signed-in
// agent typing the address gets the agent's day. The demo data's public listings fill the cities and areas.

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const HOME_TITLE = "Temukan rumah dan properti di seluruh Indonesia";

test.describe("a visitor at /", () => {
  test("sees the home, readable and labelled at both widths, and follows a popular area", async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto("/");
    await expect(heading(page)).toHaveText(HOME_TITLE);
    await expect(page).toHaveTitle(/\| Griya$/);
    const city = page.getByRole("region", { name: /^Terbaru di / }).first();
    await expect(city.getByRole("article").first()).toBeVisible();
    expect(await city.getByRole("article").count()).toBeLessThanOrEqual(4);
    await expect(page.getByRole("link", { name: "Untuk agen properti" }).first()).toHaveAttribute(
      "href",
      "/agent-offerings",
    );
    await expectAccessibleNowAtBothWidths(page);

    const areas = page.getByRole("region", { name: "Area populer" });
    const area = areas.getByRole("link").first();
    const areaName = (await area.locator(".home-area-name").textContent())!;
    await area.click();
    await expect(page).toHaveURL(/\/cari\?lokasi=.+&kecamatan=\d{2}\.\d{2}\.\d{2}$/);
    await expect(heading(page)).toContainText(areaName);
  });

  test("searches from the box and lands on /cari with the chosen filters", async ({ page }) => {
    await page.setViewportSize(WIDTHS[1]);
    await page.goto("/");
    const search = page.getByRole("search");
    await waitForHydration(search.getByRole("combobox", { name: "Lokasi" }));
    await search.getByRole("radio", { name: "Disewa" }).check();
    await search.getByLabel("Jenis properti").selectOption({ label: "Rumah" });
    await search.getByRole("combobox", { name: "Lokasi" }).fill("Jakarta Selatan");
    await search.getByRole("option", { name: /^Kota Administrasi Jakarta Selatan,/ }).click();
    await search.getByRole("button", { name: "Cari properti" }).click();

    await expect(page).toHaveURL(/\/cari\?tipe=disewa&jenis=\d+&lokasi=.+&kota=31\.74$/);
    await expect(heading(page)).toHaveText("Rumah disewa di Kota Administrasi Jakarta Selatan");
  });

  test("logs in from the header and lands on the agent's day", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Masuk" }).click();
    await submitLogin(page);
    await expect(page).toHaveURL(/\/beranda$/);
    await expect(heading(page)).toHaveText(`Halo, ${DEMO_AGENT.name}`);
  });
});

test.describe("a signed-in agent at /", () => {
  test.use({ storageState: AGENT_STATE });

  test("gets the agent's day, where the breadcrumbs' Beranda leads", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/beranda$/);
    await expect(heading(page)).toHaveText(`Halo, ${DEMO_AGENT.name}`);
    await page.goto("/profile");
    const crumbs = page.getByRole("navigation", { name: "Jejak navigasi" });
    await expect(crumbs.getByRole("link", { name: "Beranda" })).toHaveAttribute("href", "/beranda");
  });
});
