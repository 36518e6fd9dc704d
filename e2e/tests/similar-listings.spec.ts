import { expect, test, type APIRequestContext, type Page } from "../support/test";
import { createVerifiedAgent } from "../support/accounts";
import { expectAccessibleNowAtBothWidths, WIDTHS } from "../support/axe";
import { activateViaApi, createDraftViaApi } from "../support/listings";

// The listing page's other listings, sharing and the way back to the search (ADR 0069;
// docs/product/marketplace.md#similar-listings). Two new agents list in the same area: the first a house with a
// price no other journey uses and a second, cheaper house; the second a house at almost the same price, so it is
// the first one's most similar.

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

async function publicHouse(request: APIRequestContext, token: string, title: string, price: number) {
  const saved = await createDraftViaApi(request, { title_suffix: title, price }, { token });
  await activateViaApi(request, saved.uuid, token);
  const detail = await request.get(`/api/search/listings/${saved.uuid}`);
  expect(detail.status(), await detail.text()).toBe(200);
  return { uuid: saved.uuid, title: ((await detail.json()) as { data: { title: string } }).data.title };
}

test("a listing shows similar listings and the agent's others, shares its address and leads back to the search", async ({
  page,
  context,
  request,
}) => {
  const keyword = `Serupa${Date.now().toString(36)}`;
  const seller = await createVerifiedAgent(request, "similar-seller");
  const listing = await publicHouse(request, seller.token, `${keyword} rumah sudut`, 1_234_567_000);
  const sameAgent = await publicHouse(request, seller.token, "Rumah kedua sang agen", 850_000_000);
  const neighbour = await createVerifiedAgent(request, "similar-neighbour");
  // One long word in its title: the half-width card at 360 px must still wrap it.
  const similar = await publicHouse(request, neighbour.token, `Rumah ${"tetanggasebanding".repeat(3)}`, 1_234_568_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    const search = `/cari?tipe=dijual&q=${keyword}`;
    await page.goto(search);
    await page.getByRole("main").getByRole("link", { name: listing.title, exact: true }).click();
    await expect(heading(page)).toHaveText(listing.title);

    const similarList = page.getByRole("region", { name: "Properti serupa" });
    await expect(similarList.getByRole("listitem").first()).toContainText(similar.title);
    const agentList = page.getByRole("region", { name: "Listing lain dari agen ini" });
    await expect(agentList.getByRole("link", { name: sameAgent.title, exact: true })).toBeVisible();
    await expect(similarList.getByRole("link", { name: sameAgent.title, exact: true })).toHaveCount(0);

    // WhatsApp is a plain link with the text and the address; the browser's share sheet or copying come after load.
    const share = page.getByRole("group", { name: "Bagikan listing ini" });
    const whatsapp = share.getByRole("link", { name: "Bagikan ke WhatsApp" });
    const address = `${new URL(page.url()).origin}/properti/${listing.uuid}`;
    await expect(whatsapp).toHaveAttribute(
      "href",
      `https://wa.me/?text=${encodeURIComponent(`${listing.title} di Griya: ${address}`)}`,
    );
    await share.getByRole("button", { name: "Salin tautan" }).click();
    await expect(share.getByRole("status")).toHaveText("Tautan disalin");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    if (viewport === WIDTHS[0]) await expectAccessibleNowAtBothWidths(page);

    // Back to the search this listing was opened from, filters and all.
    await page.getByRole("link", { name: "‹ Kembali ke hasil pencarian" }).click();
    await expect(page).toHaveURL(search);
    await expect(page.getByRole("main").getByRole("link", { name: listing.title, exact: true })).toBeVisible();
  }

  // Opened from elsewhere (here, typed into a new tab), the page offers no way back to a search.
  const typed = await context.newPage();
  await typed.goto(`/properti/${similar.uuid}`);
  const copy = typed.getByRole("group", { name: "Bagikan listing ini" }).getByRole("button", { name: "Salin tautan" });
  await expect(copy).toBeVisible();
  await expect(typed.getByRole("link", { name: "‹ Kembali ke hasil pencarian" })).toHaveCount(0);
});
