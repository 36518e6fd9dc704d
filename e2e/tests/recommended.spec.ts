import { expect, test } from "../support/test";
import { createVerifiedAgent, useToken } from "../support/accounts";
import { expectAccessibleNowAtBothWidths } from "../support/axe";
import { coinBalance, createActiveListing, giveTenCoins } from "../support/repost";
import { weekDaysLeftNow } from "../support/wib-days";

// Recommended Listing is on for these servers (playwright.config.ts FEATURE_FLAGS). A fresh TRIAL agent
// activates two listings in the same area (its 10 trial coins), is given 20 more, and buys one week.

test("buy a Recommended week from a card, see it first in its area's search, move it to another listing", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const agent = await createVerifiedAgent(request, "rekomendasi");
  const id = `${Date.now().toString(36)}${process.pid}`;
  const first = `Rumah Anggrek ${id}`;
  const second = `Rumah Cempaka ${id}`;
  const firstListing = await createActiveListing(request, agent.token, first);
  await createActiveListing(request, agent.token, second);
  await giveTenCoins(request, agent.email);
  await giveTenCoins(request, agent.email);
  expect(await coinBalance(request, agent.token)).toBe(20);
  await useToken(context, agent.token);

  await page.goto(`/listing?q=${encodeURIComponent(first)}`);
  await page.getByRole("button", { name: new RegExp(`Aksi untuk .*${first}`) }).click();
  await page.getByRole("menuitem", { name: "Jadikan Rekomendasi" }).click();
  const dialog = page.getByRole("dialog", { name: "Jadikan Recommended Listing" });
  await expect(dialog.getByText("20 koin per minggu penuh")).toBeVisible();
  await expect(dialog.getByText("Saldo koin Anda: 20 koin")).toBeVisible();
  const weeks = dialog.getByRole("checkbox");
  await expect(weeks).toHaveCount(12);
  // This week is sold by its days left in WIB, today included (ADR 0051); the next one in full.
  const days = weekDaysLeftNow();
  const price = Math.ceil((20 * days) / 7);
  await expect(weeks.first()).toHaveAccessibleName(new RegExp(`: sisa ${days} hari, ${price} koin \\(`));
  await expect(weeks.nth(1)).toHaveAccessibleName(/: 20 koin \(/);
  await weeks.first().check();
  await expect(dialog.getByText(`Total: 1 minggu = ${price} koin`)).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByRole("button", { name: "Beli" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`"${first}" menjadi Recommended Listing untuk 1 minggu.`)).toBeVisible();
  expect(await coinBalance(request, agent.token)).toBe(20 - price);

  // The public search of the listing's area: the boosted listing heads page 1, marked.
  const detail = (await (await request.get(`/api/search/listings/${firstListing.uuid}`)).json()) as {
    data: { area: { id: string } };
  };
  await page.goto(`/cari?kecamatan=${detail.data.area.id}`);
  const firstCard = page.getByRole("main").getByRole("article").first();
  await expect(firstCard).toContainText(first);
  await expect(firstCard).toContainText("Rekomendasi");

  // /recommended-listing: the boost, running; move it to the other listing.
  await page.goto("/recommended-listing");
  await expect(page.getByRole("heading", { level: 1, name: "Recommended Listing" })).toBeVisible();
  const boost = page.getByRole("article", { name: first });
  await expect(boost.getByText("Berjalan")).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await boost.getByRole("button", { name: /Ganti listing/ }).click();
  const change = page.getByRole("dialog", { name: "Ganti listing Recommended" });
  await change.getByRole("radio", { name: new RegExp(second) }).check();
  await expectAccessibleNowAtBothWidths(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await change.getByRole("button", { name: "Ganti" }).click();
  await expect(change).toBeHidden();
  await expect(page.getByText(`Recommended Listing dipindahkan ke "${second}".`)).toBeVisible();
  await expect(page.getByRole("article", { name: second })).toBeVisible();
});
