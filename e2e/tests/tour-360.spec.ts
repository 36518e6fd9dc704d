import { expect, test, type Page } from "../support/test";
import { AGENT_STATE } from "../support/agent";
import { expectAccessibleNowAtBothWidths } from "../support/axe";

// 360° tours (ADR 0038): the demo agent (on the embed_360 allow-list, which is open to everyone by default) adds a
// tour to a listing of theirs in the listing form, and the listing page loads it only when asked. The tour
// providers are not reachable from here: their pages are answered by a stand-in.

test.use({ storageState: AGENT_STATE });

const TOUR_HOSTS = /^https:\/\/(kuula\.co|my\.matterport\.com|momento360\.com|www\.google\.com)\//;

const main = (page: Page) => page.getByRole("main");

/** Answers every tour provider with a small page, and records what was asked of them. */
async function standInProviders(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(TOUR_HOSTS, (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: '<!doctype html><html lang="id"><title>Tur</title><p>Ruang tamu 360°</p></html>',
    });
  });
  return asked;
}

/** The uuid of one of the demo agent's active listings (seeded): the land in Sentul City. */
async function demoListingUuid(page: Page, listingNumber: string): Promise<string> {
  const response = await page.request.get("/api/v2/catalog/items?category=active&per_page=50");
  expect(response.status()).toBe(200);
  const items = ((await response.json()) as { data: { uuid: string; listing_number: string }[] }).data;
  const item = items.find((listing) => listing.listing_number === listingNumber);
  expect(item, `${listingNumber} among the demo agent's active listings`).toBeDefined();
  return item!.uuid;
}

test("the demo agent adds a 360° tour in the listing form; the listing page loads it on demand", async ({ page }) => {
  const asked = await standInProviders(page);
  const uuid = await demoListingUuid(page, "GRY-104733");

  await page.goto(`/listing/edit/${uuid}`);
  const tourField = main(page).getByLabel("Link tur virtual 360°");
  await expect(tourField).toBeVisible();
  await expect(
    main(page).getByText(/Tempel link bagikan .* dari Matterport, Kuula, Google Street View atau Momento360/),
  ).toBeVisible();
  await tourField.fill("https://kuula.co/post/7lvY1");
  await main(page).getByRole("button", { name: "Simpan perubahan" }).click();
  await expect(main(page).getByText("Perubahan tersimpan.")).toBeVisible();

  // Stored in its embeddable form, and the form shows it so.
  await page.reload();
  await expect(main(page).getByLabel("Link tur virtual 360°")).toHaveValue("https://kuula.co/share/7lvY1");

  await page.goto(`/properti/${uuid}`);
  const section = main(page).getByRole("region", { name: "Tur Virtual 360°" });
  await expect(section).toBeVisible();
  const open = section.getByRole("link", { name: "Buka tur virtual 360°" });
  await expect(open).toBeVisible();
  // Nothing of the provider is loaded before the visitor asks for it.
  await expect(section.locator("iframe")).toHaveCount(0);
  expect(asked).toEqual([]);
  await expectAccessibleNowAtBothWidths(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await open.focus();
  await page.keyboard.press("Enter");
  const frame = section.locator("iframe");
  await expect(frame).toHaveAttribute("title", /^Tur virtual 360°: /);
  await expect(frame).toHaveAttribute("src", "https://kuula.co/share/7lvY1");
  await expect(frame).toHaveAttribute("loading", "lazy");
  await expect(section.frameLocator("iframe").getByText("Ruang tamu 360°")).toBeVisible();
  expect(asked).toEqual(["https://kuula.co/share/7lvY1"]);
  await expectAccessibleNowAtBothWidths(page);
});

test("a link that is not a tour of a known provider is refused at the field", async ({ page }) => {
  const uuid = await demoListingUuid(page, "GRY-104733");
  await page.goto(`/listing/edit/${uuid}`);
  const tourField = main(page).getByLabel("Link tur virtual 360°");
  await tourField.fill("https://example.com/tur-rumah");
  await main(page).getByRole("button", { name: "Simpan perubahan" }).click();
  await expect(tourField).toHaveAttribute("aria-invalid", "true");
  await expect(tourField).toHaveAccessibleDescription(
    /Tur virtual 360° hanya bisa dari Matterport, Kuula, Google Street View atau Momento360\./,
  );
  await expect(tourField).toBeFocused();
  await expect(main(page).getByText("Perubahan tersimpan.")).toHaveCount(0);

  // The same from the server: a link the browser let through (here the form is bypassed) is refused there too.
  const response = await page.request.get(`/api/v2/listing_form/edit/${uuid}`);
  const { edit_data } = ((await response.json()) as { data: { edit_data: Record<string, unknown> } }).data;
  const { uuid: _uuid, status: _status, listing_number: _number, photos: _photos, ...fields } = edit_data;
  const save = await page.request.post("/api/v2/listing_form/save", {
    data: { ...fields, uuid, action: "save_draft", tour_360_url: "http://kuula.co/post/7lvY1" },
  });
  expect(save.status()).toBe(470);
  expect(((await save.json()) as { errors: Record<string, string[]> }).errors).toEqual({
    tour_360_url: ["Link tur virtual 360° harus diawali https://."],
  });
});

test("the seeded demo tour shows on its listing page", async ({ page }) => {
  const asked = await standInProviders(page);
  const uuid = await demoListingUuid(page, "GRY-104518");
  await page.goto(`/properti/${uuid}`);
  const section = main(page).getByRole("region", { name: "Tur Virtual 360°" });
  await section.getByRole("link", { name: "Buka tur virtual 360°" }).click();
  await expect(section.locator("iframe")).toHaveAttribute("src", "https://my.matterport.com/show/?m=SxQL3iGyoDo");
  await expect(section.frameLocator("iframe").getByText("Ruang tamu 360°")).toBeVisible();
  expect(asked).toEqual(["https://my.matterport.com/show/?m=SxQL3iGyoDo"]);
});
