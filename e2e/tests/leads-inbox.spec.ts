import { expect, test, type Page } from "../support/test";
import { useToken } from "../support/accounts";
import { expectAccessibleNowAtBothWidths } from "../support/axe";
import { createAgentWithPublicListing, sendEnquiry, visitor } from "../support/leads";
import { newestLink } from "../support/outbox";

// The agent's side of leads (/leads, /leads/<uuid>): each test has its own fresh agent with one public listing,
// and the visitor's enquiry is sent straight to the API.

const headerInbox = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Kotak Masuk/ });
const sidebarInbox = (page: Page) =>
  page.getByRole("navigation", { name: "Menu utama" }).getByRole("link", { name: /^Kotak Masuk/ });
const tabs = (page: Page) => page.getByRole("main").getByRole("navigation", { name: "Filter lead" });

test("a lead reaches the agent: badge, inbox, lead page, WhatsApp reply, archive and delete", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const agent = await createAgentWithPublicListing(request, "lead-inbox");
  await useToken(context, agent.token);
  // WhatsApp itself is not part of the journey.
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/plain", body: "WhatsApp" }));

  // Relative times are rendered from the loader's clock: the pages hydrate without mismatch or errors.
  const consoleErrors: string[] = [];
  page.on("pageerror", (error) => consoleErrors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("status of 404")) consoleErrors.push(message.text());
  });

  // No leads yet: the inbox says how they arrive; no badge.
  await page.goto("/leads");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Kotak Masuk" })).toBeVisible();
  await expect(main.getByText("Belum ada lead", { exact: true })).toBeVisible();
  await expect(main.getByText(/Lead masuk saat calon pembeli mengirim pertanyaan dari halaman listing/)).toBeVisible();
  await expect(headerInbox(page)).toHaveAccessibleName("Kotak Masuk");
  await expectAccessibleNowAtBothWidths(page);

  const buyer = visitor("Rina Wijaya", "Apakah rumah ini masih tersedia? Saya ingin survei hari Sabtu.");
  const uuid = await sendEnquiry(request, agent.listing.uuid, buyer);
  // The new-lead e-mail links to the lead's page.
  expect(await newestLink(request, agent.email, "/leads/")).toBe(`/leads/${uuid}`);

  // The badge, in words, in the header and on the sidebar's inbox entry (read again on navigation).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/beranda");
  await expect(headerInbox(page)).toHaveAccessibleName("Kotak Masuk, 1 lead belum dibaca");
  await expect(page.getByTestId("header-unread")).toHaveText("1");
  await expect(sidebarInbox(page)).toHaveAccessibleName("Kotak Masuk 1 1 lead belum dibaca");

  // My listings: the card counts its lead and leads to the inbox.
  await page.goto("/listing");
  const listingCard = main.getByRole("article", { name: agent.listing.title });
  const leadsFact = listingCard.locator("dt", { hasText: "Leads" }).locator("+ dd");
  await expect(leadsFact).toHaveText("1");
  await expect(leadsFact.getByRole("link")).toHaveAttribute("href", "/leads");

  // The inbox: the whole lead, how long it waits, the response time on top.
  await leadsFact.getByRole("link").click();
  await expect(page).toHaveURL(/\/leads$/);
  const card = main.getByRole("article", { name: buyer.name });
  await expect(card.getByText(buyer.phone)).toBeVisible();
  await expect(card.getByText(buyer.email)).toBeVisible();
  await expect(card.getByText(buyer.message)).toBeVisible();
  await expect(card.getByText("Belum dibaca", { exact: true })).toBeVisible();
  await expect(card.getByText(/^Menunggu (kurang dari 1 menit|\d+ menit)$/)).toBeVisible();
  await expect(card.getByText(/^(baru saja|\d+ menit lalu)$/)).toBeVisible();
  await expect(card.getByText(/\(\d{1,2} \w+ \d{4}, \d{2}\.\d{2} WIB\)/)).toBeVisible();
  await expect(card.getByText(agent.listing.title, { exact: true })).toBeVisible();
  await expect(card.getByText(`No. listing ${agent.listing.number}`)).toBeVisible();
  await expect(card.getByRole("link", { name: `Lihat listing: ${agent.listing.title}` })).toHaveAttribute(
    "href",
    `/properti/${agent.listing.uuid}`,
  );
  await expect(card.getByRole("img", { name: `Foto ${agent.listing.title}` })).toBeVisible();
  // The response time is one line on top; it opens to the figures and why they matter.
  const stats = main.getByRole("group", { name: "Kecepatan respons Anda" });
  const statsLine = stats.getByText("1 lead menunggu · respons belum ada");
  await expect(statsLine).toBeVisible();
  await expect(stats.getByText("Median waktu respons pertama")).toBeHidden();
  // At 360 px the first lead is on the first screen, under that one line.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const lineHeight = await statsLine.evaluate((line) => parseFloat(getComputedStyle(line).lineHeight));
  expect((await statsLine.boundingBox())!.height, "the summary is one line").toBeLessThan(lineHeight * 1.5);
  expect(await statsLine.evaluate((line) => line.scrollWidth <= line.clientWidth), "the line is not cut").toBe(true);
  // The first lead's row (who, its status, how long it waits, the number to call) is on the first screen.
  const firstLead = main.getByRole("list", { name: "Daftar lead" }).getByRole("article").first();
  for (const part of [
    firstLead.getByRole("heading", { name: buyer.name }),
    firstLead.getByText("Belum dibaca", { exact: true }),
    firstLead.getByText(/^Menunggu /),
    firstLead.getByText(buyer.phone),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);
  }
  await expectAccessibleNowAtBothWidths(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await statsLine.click();
  await expect(stats).toContainText("Median waktu respons pertama");
  await expect(stats).toContainText("1 lead");
  await expect(stats).toContainText("Calon pembeli biasanya menghubungi beberapa agen sekaligus");
  await expectAccessibleNowAtBothWidths(page);

  // "Belum dibaca" tab in the URL; back returns to "Semua".
  await tabs(page).getByRole("link", { name: "Belum dibaca" }).click();
  await expect(page).toHaveURL(/\/leads\?read=false$/);
  await expect(tabs(page).getByRole("link", { name: "Belum dibaca" })).toHaveAttribute("aria-current", "page");
  await expect(main.getByRole("article", { name: buyer.name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/leads$/);

  // Opening the lead marks it read: the badge goes down at once.
  await page.setViewportSize({ width: 360, height: 740 });
  await main.getByRole("article", { name: buyer.name }).getByRole("link", { name: buyer.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/leads/${uuid}$`));
  await expect(main.getByRole("heading", { level: 1, name: buyer.name })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Jejak navigasi" }).getByRole("link", { name: "Kotak Masuk" }),
  ).toHaveAttribute("href", "/leads");
  await expect(headerInbox(page)).toHaveAccessibleName("Kotak Masuk");
  await expect(main.getByText("Belum dibaca", { exact: true })).toHaveCount(0);
  await expect(main.getByRole("button", { name: /^Tandai belum dibaca/ })).toBeVisible();

  // The WhatsApp reply: a wa.me link to the buyer whose text names the listing and its number.
  const whatsApp = main.getByRole("link", { name: /^WhatsApp Rina Wijaya/ });
  const href = new URL((await whatsApp.getAttribute("href"))!);
  expect(href.origin).toBe("https://wa.me");
  expect(href.pathname).toBe(`/62${buyer.phone.slice(1)}`);
  expect(href.searchParams.get("text")).toContain(agent.listing.title);
  expect(href.searchParams.get("text")).toContain(agent.listing.number);
  await expect(main.getByRole("link", { name: "Telepon Rina Wijaya" })).toHaveAttribute(
    "href",
    `tel:+62${buyer.phone.slice(1)}`,
  );
  await expect(main.getByRole("link", { name: "Email Rina Wijaya" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${buyer.email}\\?subject=.*${encodeURIComponent(agent.listing.number)}`),
  );
  const recorded = page.waitForRequest((r) => r.url().endsWith("/api/enquiries/record_reply") && r.method() === "POST");
  const popup = page.waitForEvent("popup");
  await whatsApp.click();
  expect((await recorded).postDataJSON()).toEqual({ uuid, channel: "whatsapp" });
  await (await popup).close();
  await expectAccessibleNowAtBothWidths(page);

  // Archive from the lead page; it moves to "Diarsipkan".
  await page.setViewportSize({ width: 360, height: 740 });
  await main.getByRole("button", { name: /^Arsipkan/ }).click();
  await expect(main.getByText("Lead dari Rina Wijaya diarsipkan.")).toBeVisible();
  await expect(main.getByText("Diarsipkan", { exact: true })).toBeVisible();
  await page.getByRole("navigation", { name: "Jejak navigasi" }).getByRole("link", { name: "Kotak Masuk" }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(main.getByText("Belum ada lead", { exact: true })).toBeVisible();
  await tabs(page).getByRole("link", { name: "Diarsipkan" }).click();
  await expect(page).toHaveURL(/\/leads\?archive=true$/);
  const archived = main.getByRole("article", { name: buyer.name });
  await expect(archived.getByText("Diarsipkan", { exact: true })).toBeVisible();

  // Delete asks first; cancelling keeps it, confirming removes it.
  await archived.getByRole("button", { name: /^Hapus/ }).click();
  const dialog = page.getByRole("alertdialog", { name: "Hapus lead?" });
  await expect(dialog).toContainText("Lead dari Rina Wijaya beserta semua pesannya akan dihapus permanen");
  await dialog.getByRole("button", { name: "Batal" }).click();
  await expect(archived).toBeVisible();
  await archived.getByRole("button", { name: /^Hapus/ }).click();
  await page.getByRole("alertdialog", { name: "Hapus lead?" }).getByRole("button", { name: "Ya, hapus" }).click();
  await expect(main.getByText("Lead dari Rina Wijaya dihapus.")).toBeVisible();
  await expect(main.getByText("Belum ada lead yang diarsipkan")).toBeVisible();
  expect(consoleErrors).toEqual([]);
  const gone = await request.get(`/api/enquiries/${uuid}`, { headers: { authorization: `Bearer ${agent.token}` } });
  expect(gone.status()).toBe(404);
  const leadPage = await page.goto(`/leads/${uuid}`);
  expect(leadPage?.status()).toBe(404);
});

test("actions on the inbox items: read, unread, the badge follows at once; an unavailable listing is marked", async ({
  page,
  context,
  request,
}) => {
  const agent = await createAgentWithPublicListing(request, "lead-actions");
  await sendEnquiry(request, agent.listing.uuid, visitor("Dewi Lestari", "Berapa harga nego terakhir?"));
  await sendEnquiry(request, agent.listing.uuid, visitor("Agus Salim", "Boleh lihat rumahnya minggu depan?"));
  await useToken(context, agent.token);

  await page.goto("/leads?read=false");
  const main = page.getByRole("main");
  // Newest first.
  await expect(main.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(["Agus Salim", "Dewi Lestari"]);
  await expect(headerInbox(page)).toHaveAccessibleName("Kotak Masuk, 2 lead belum dibaca");

  const dewi = main.getByRole("article", { name: "Dewi Lestari" });
  await dewi.getByRole("button", { name: /^Tandai dibaca/ }).click();
  await expect(main.getByText("Lead dari Dewi Lestari ditandai sudah dibaca.")).toBeVisible();
  // It left the "Belum dibaca" tab, and the badge went down without a navigation.
  await expect(dewi).toHaveCount(0);
  await expect(headerInbox(page)).toHaveAccessibleName("Kotak Masuk, 1 lead belum dibaca");

  await tabs(page).getByRole("link", { name: "Semua" }).click();
  await main
    .getByRole("article", { name: "Dewi Lestari" })
    .getByRole("button", { name: /^Tandai belum dibaca/ })
    .click();
  await expect(main.getByText("Lead dari Dewi Lestari ditandai belum dibaca.")).toBeVisible();
  await expect(headerInbox(page)).toHaveAccessibleName("Kotak Masuk, 2 lead belum dibaca");

  // A listing that is no longer public is marked unavailable instead of linking to a 404.
  const deactivated = await request.post("/api/listings/deactivate", {
    headers: { authorization: `Bearer ${agent.token}` },
    data: { uuid: agent.listing.uuid },
  });
  expect(deactivated.status(), await deactivated.text()).toBe(200);
  await page.reload();
  const agus = main.getByRole("article", { name: "Agus Salim" });
  await expect(agus.getByText("Listing tidak tersedia untuk umum saat ini")).toBeVisible();
  await expect(agus.getByRole("link", { name: /^Lihat listing/ })).toHaveCount(0);
  await expect(agus.getByText(`No. listing ${agent.listing.number}`)).toBeVisible();
});
