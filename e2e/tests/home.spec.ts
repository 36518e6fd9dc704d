import { expect, test, type Page } from "../support/test";
import { AGENT_STATE, DEMO_AGENT } from "../support/agent";
import { useToken } from "../support/accounts";
import { expectAccessibleNowAtBothWidths } from "../support/axe";
import { createAgentWithPublicListing, sendEnquiry, visitor } from "../support/leads";

// The agent's home (/): the day at a glance, each block with its one action. A fresh Trial agent shows the
// blocks of a new account and a lead arriving; the demo agent shows the scheduled repost that failed.

const block = (page: Page, name: string) => page.getByRole("main").getByRole("region", { name });

test("a new agent's home: a lead with its reply buttons, coins, slots, Trial days left, empty blocks that say so", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const agent = await createAgentWithPublicListing(request, "beranda");
  await useToken(context, agent.token);
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/plain", body: "WhatsApp" }));

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/beranda");
  await expect(page.getByRole("heading", { level: 1, name: `Halo, ${agent.name}` })).toBeVisible();
  const leads = block(page, "Lead yang menunggu");
  await expect(leads.getByText("Tidak ada lead yang menunggu")).toBeVisible();
  await expect(
    block(page, "Segera pindah ke Lampau").getByText("Tidak ada listing yang berakhir dalam 14 hari"),
  ).toBeVisible();
  await expect(
    block(page, "Repost terjadwal yang gagal").getByText("Tidak ada repost terjadwal yang gagal dalam 7 hari terakhir"),
  ).toBeVisible();
  await expect(block(page, "Notifikasi").getByText("Tidak ada notifikasi baru")).toBeVisible();
  await expect(block(page, "Notifikasi").getByRole("link", { name: "Buka notifikasi" })).toHaveAttribute(
    "href",
    "/notifikasi",
  );

  // Trial: 10 coins, 5 spent on activating the listing; they expire with the Trial.
  const coins = block(page, "Saldo koin");
  await expect(coins.getByText("5 koin", { exact: true })).toBeVisible();
  await expect(coins.getByText(/^5 koin kedaluwarsa pada \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
  await expect(coins.getByRole("link", { name: "Lihat koin" })).toHaveAttribute("href", "/coin-purchase");
  // Trial: 3 slots, one in use.
  const slots = block(page, "Slot listing");
  await expect(slots.getByText("1 / 3 terpakai")).toBeVisible();
  await expect(slots.getByText("1 dari 3 slot listing terpakai")).toBeAttached();
  await expect(slots.getByText("Masih ada 2 slot kosong.")).toBeVisible();
  await expect(slots.getByRole("link", { name: "Tambah listing" })).toHaveAttribute("href", "/listing/add");
  const membership = block(page, "Membership");
  await expect(membership.getByText("Trial", { exact: true })).toBeVisible();
  await expect(membership.getByText(/Anda sedang memakai Trial/)).toBeVisible();
  await expect(membership.getByText(/^Berakhir 1[34] hari lagi, pada /)).toBeVisible();
  await expect(membership.getByRole("link", { name: "Upgrade membership" })).toHaveAttribute("href", "/upgrade");

  // A buyer asks: the lead shows, newest first, with the buyer, the listing, the waiting time and the replies.
  const buyer = visitor("Rina Wijaya", "Apakah rumah ini masih tersedia?");
  const uuid = await sendEnquiry(request, agent.listing.uuid, buyer);
  await page.reload();
  await expect(leads.getByText("1 belum dibaca")).toBeVisible();
  const item = leads.getByRole("listitem").filter({ hasText: buyer.name });
  await expect(item.getByRole("link", { name: buyer.name, exact: true })).toHaveAttribute("href", `/leads/${uuid}`);
  await expect(item).toContainText(`Tentang ${agent.listing.title}`);
  await expect(item.getByText(/^Menunggu (kurang dari 1 menit|\d+ menit)$/)).toBeVisible();
  const replies = item.getByRole("group", { name: `Balas ${buyer.name}` });
  const whatsApp = replies.getByRole("link", { name: /WhatsApp/ });
  await expect(whatsApp).toHaveAttribute("href", new RegExp(`^https://wa\\.me/62${buyer.phone.slice(1)}\\?text=`));
  await expect(replies.getByRole("link", { name: /Telepon/ })).toHaveAttribute(
    "href",
    `tel:+62${buyer.phone.slice(1)}`,
  );
  await expect(replies.getByRole("link", { name: /Email/ })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${buyer.email}`),
  );
  await expectAccessibleNowAtBothWidths(page);

  // Pressing WhatsApp counts as the lead's response (the inbox's own recording).
  const recorded = page.waitForResponse((r) => r.url().endsWith("/api/enquiries/record_reply") && r.status() === 200);
  const popup = context.waitForEvent("page");
  await whatsApp.click();
  await recorded;
  await (await popup).close();

  await leads.getByRole("link", { name: "Lihat semua lead" }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kotak Masuk" })).toBeVisible();
});

test.describe("the demo agent", () => {
  test.use({ storageState: AGENT_STATE });

  test("sees the scheduled repost that failed, opens its listing, and the Starter membership to renew", async ({
    page,
  }) => {
    await page.goto("/beranda");
    await expect(page.getByRole("heading", { level: 1, name: `Halo, ${DEMO_AGENT.name}` })).toBeVisible();
    const failed = block(page, "Repost terjadwal yang gagal");
    const run = failed.getByRole("listitem").filter({ hasText: "GRY-104802" });
    await expect(run).toContainText("Koin tidak mencukupi");
    await expect(run).toContainText(/Jadwal \d{1,2} \w+ \d{4}/);
    await expect(failed.getByRole("link", { name: "Buka notifikasi" })).toHaveAttribute("href", "/notifikasi");

    const membership = block(page, "Membership");
    await expect(membership.getByText(DEMO_AGENT.tier, { exact: true })).toBeVisible();
    await expect(membership.getByRole("link", { name: "Perpanjang membership" })).toHaveAttribute("href", "/renewal");
    await expect(block(page, "Saldo koin").getByRole("link", { name: "Beli koin" })).toHaveAttribute("href", "/coin");
    await expect(block(page, "Slot listing").getByText(/^\d+ \/ 10 terpakai$/)).toBeVisible();
    // The seeded unread leads, each with its reply buttons.
    const leads = block(page, "Lead yang menunggu");
    await expect(leads.getByRole("group", { name: /^Balas / }).first()).toBeVisible();
    await expectAccessibleNowAtBothWidths(page);

    await run.getByRole("link", { name: /Buka listing/ }).click();
    await expect(page).toHaveURL(/\/listing\?q=GRY-104802$/);
    await expect(page.getByRole("main").getByRole("article").filter({ hasText: "GRY-104802" })).toBeVisible();
  });
});
