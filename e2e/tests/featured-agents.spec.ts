import { expect, test } from "../support/test";
import { createVerifiedAgent, useToken } from "../support/accounts";
import { expectAccessibleNowAtBothWidths } from "../support/axe";
import { monthDaysLeftNow, monthDaysNow } from "../support/wib-days";

type Area = { id: string; name: string; city_name: string; province_name: string };

// A fresh agent buys 250 coins in the sandbox, then two featured months of an area picked at random (an area
// holds 5 agents a month, so reruns must not queue up on one).
test("buy two featured months of an area and appear beside its search results", async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const agent = await createVerifiedAgent(request, "unggulan");
  await useToken(context, agent.token);

  // A Trial cannot buy coins: upgrade to Starter first, then a coin pack, both paid in the sandbox.
  const headers = { authorization: `Bearer ${agent.token}` };
  for (const [path, code] of [
    ["/api/products/upgrade_main_packages", "MEMBERSHIP_SILVER"],
    ["/api/products/coins", "COIN_250"],
  ] as const) {
    const products = await request.get(path, { headers });
    expect(products.status(), await products.text()).toBe(200);
    const product = ((await products.json()) as { data: { uuid: string; code: string }[] }).data.find(
      (p) => p.code === code,
    )!;
    const order = await request.post("/api/orders", {
      headers,
      data: { products: [{ uuid: product.uuid, qty: 1 }], payment_method: "bca_va" },
    });
    expect(order.status(), await order.text()).toBe(201);
    const orderUuid = ((await order.json()) as { data: { uuid: string } }).data.uuid;
    const paid = await request.post(`/api/dev/payments/${orderUuid}/pay`, { headers });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  const balance = (
    (await (await request.get("/api/coins/total", { headers })).json()) as { data: { total_coins: number } }
  ).data.total_coins;
  expect(balance).toBeGreaterThanOrEqual(200);

  const areas = ((await (await request.get("/api/regional/get_areas?query=an&limit=50")).json()) as { data: Area[] })
    .data;
  const area = areas[Math.floor(Math.random() * areas.length)]!;
  const areaLabel = `${area.name}, ${area.city_name}, ${area.province_name}`;

  await page.goto("/featured-agent/beli");
  await expect(page.getByRole("heading", { level: 1, name: "Beli Slot Featured Agent" })).toBeVisible();
  await expect(
    page.getByText(/^Biaya: 100 koin per area per bulan penuh; bulan ini dihitung dari sisa harinya/),
  ).toBeVisible();
  await page.getByRole("searchbox", { name: "Cari area (kecamatan)" }).fill(area.name);
  await page.getByRole("button", { name: "Cari" }).click();
  await page.getByRole("link", { name: `Pilih ${areaLabel}` }).click();
  await expect(page.getByRole("heading", { name: `Bulan untuk ${area.name}` })).toBeVisible();
  const months = page.getByRole("checkbox");
  await expect(months).toHaveCount(12);
  await expect(page.getByText("Total: 0 koin")).toBeVisible();
  // This month is sold by its days left in WIB, today included (ADR 0051); the next one in full.
  const days = monthDaysLeftNow();
  const price = Math.ceil((100 * days) / monthDaysNow());
  await expect(months.nth(0)).toHaveAccessibleName(new RegExp(`: sisa ${days} hari, ${price} koin \\(`));
  await expect(months.nth(1)).toHaveAccessibleName(/: 100 koin \(/);
  await months.nth(0).check();
  await months.nth(1).check();
  await expect(page.getByText(`Total: ${price + 100} koin`)).toBeVisible();
  await expect(page.getByText(`Saldo koin Anda: ${balance} koin`).first()).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);

  await page.getByRole("button", { name: "Beli", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Beli Featured Agent" });
  await expect(confirm.getByText(`seharga ${price + 100} koin`, { exact: false })).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
  await confirm.getByRole("button", { name: "Beli sekarang" }).click();

  await expect(page).toHaveURL(/\/featured-agent$/);
  const rows = page.getByRole("row").filter({ hasText: area.name });
  await expect(rows).toHaveCount(2);
  await expect(page.getByText("· Bulan ini")).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);

  await page.goto(`/cari?lokasi=${encodeURIComponent(area.name)}&kecamatan=${area.id}`);
  const featured = page.getByRole("complementary", { name: `Agen Unggulan di ${area.name}` });
  await expect(featured.getByRole("link", { name: agent.name })).toBeVisible();
  await expectAccessibleNowAtBothWidths(page);
  await featured.getByRole("link", { name: agent.name }).click();
  await expect(page).toHaveURL(/\/agen\/\d+$/);
  await expect(page.getByText(`bulan ini di ${area.name}`)).toBeVisible();
});
