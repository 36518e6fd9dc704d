import { expect, test, type APIRequestContext, type Page } from "../support/test";
import { createVerifiedAgent, uniqueAccount, useToken } from "../support/accounts";
import { expectAccessibleNowAtBothWidths, WIDTHS } from "../support/axe";

// The agent page reveals the agent's WhatsApp number only when asked, with the listing page's contact buttons:
// the number is in no HTML before, "Tampilkan nomor telepon" shows it in place (also without JavaScript) and
// "WhatsApp" opens WhatsApp in a new tab. The agent is a new one whose WhatsApp entry has a number of its own.

type Place = { id: string; name: string };
const json = { "content-type": "application/json" };

async function read<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A verified agent whose profile's WhatsApp entry is `whatsapp` (saved through the profile form's call). */
async function agentWithWhatsapp(request: APIRequestContext, whatsapp: string) {
  const account = await createVerifiedAgent(request, "wa-agen");
  const token = account.token;
  const form = await read<{
    edit_data: Record<string, unknown>;
    base_data: { social_medias: { id: number; code: string }[] };
  }>(request, token, "/api/agent/update-profile");
  const province = (await read<Place[]>(request, token, "/api/regional/get_provinces"))[0]!;
  const city = (
    await read<Place[]>(request, token, `/api/regional/get-cities-by-province?province_id=${province.id}`)
  )[0]!;
  const district = (await read<Place[]>(request, token, `/api/regional/get-areas-by-city?city_id=${city.id}`))[0]!;
  const village = (
    await read<Place[]>(request, token, `/api/regional/get-villages-by-district?district_id=${district.id}`)
  )[0]!;
  const profile = form.edit_data;
  const saved = await request.post("/api/agent/update-profile", {
    headers: { ...json, authorization: `Bearer ${token}` },
    data: {
      name: profile.name,
      agent_type_id: profile.agent_type_id,
      agent_office_id: profile.agent_office_id,
      selected_property_specializations: profile.selected_property_specializations,
      selected_price_specializations: profile.selected_price_specializations,
      selected_area_specializations: profile.selected_area_specializations,
      social_medias: [{ id: form.base_data.social_medias.find((s) => s.code === "WHATSAPP")!.id, value: whatsapp }],
      nib: profile.nib,
      address: "Jl. Kenanga No. 3",
      province_id: province.id,
      city_id: city.id,
      district_id: district.id,
      village_id: village.id,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { id: (await read<{ id: number }>(request, token, "/api/user-agent")).id, name: account.name, token };
}

// Typed with spaces on the profile; every way the number could be written in a page or an answer.
const local = `0877${String(Date.now()).slice(-8)}`;
const WHATSAPP = `${local.slice(0, 4)} ${local.slice(4, 8)} ${local.slice(8)}`;
const INTERNATIONAL = `+62${local.slice(1)}`;
const NUMBER_FORMS = [WHATSAPP, local, local.slice(1), local.slice(4)];

let agent: { id: number; name: string; token: string };
let listingUuid: string;
test.beforeAll(async ({ request }) => {
  agent = await agentWithWhatsapp(request, WHATSAPP);
  // A public listing of the demo agent, for the listing page's reveal.
  const listings = await request.get("/api/search/listings?per_page=1");
  const [first] = ((await listings.json()) as { data: { uuid: string }[] }).data;
  expect(first, "a public listing").toBeDefined();
  listingUuid = first!.uuid;
});

/** Each test speaks for a visitor of its own address, so the per-address limits of one do not reach another. */
async function asVisitor(page: Page) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueAccount("halaman-agen").address });
}

async function expectNoNumberIn(request: APIRequestContext, path: string) {
  const html = await (
    await request.get(path, { headers: { "x-forwarded-for": uniqueAccount("html").address } })
  ).text();
  expect(html).toContain(agent.name);
  for (const form of NUMBER_FORMS) expect(html, `the page's HTML holds ${form}`).not.toContain(form);
}

test("the agent page's HTML and the public profile carry no WhatsApp number", async ({ request }) => {
  await expectNoNumberIn(request, `/agen/${agent.id}`);
  const profile = await request.get(`/api/agent/profile/${agent.id}`);
  const body = await profile.text();
  for (const form of NUMBER_FORMS) expect(body).not.toContain(form);
  expect(((await profile.json()) as { data: { has_whatsapp: boolean } }).data.has_whatsapp).toBe(true);
});

test.describe("on a phone", () => {
  test.use({ viewport: WIDTHS[1], isMobile: true, hasTouch: true });

  test("'Tampilkan nomor telepon' shows the number in place and moves the focus to it", async ({ page }) => {
    await asVisitor(page);
    await page.goto(`/agen/${agent.id}`);
    const profile = page.getByRole("region", { name: agent.name });
    await expect(profile.getByRole("button", { name: `WhatsApp ${agent.name}` })).toBeVisible();
    await expect(page.locator("main")).not.toContainText(local.slice(4));
    await expectAccessibleNowAtBothWidths(page);
    await page.setViewportSize(WIDTHS[1]);

    await profile.getByRole("button", { name: "Tampilkan nomor telepon" }).tap();
    const number = profile.getByRole("link", { name: `Telepon ${INTERNATIONAL}` });
    await expect(number).toHaveAttribute("href", `tel:${INTERNATIONAL}`);
    await expect(number).toBeFocused();
    await expectAccessibleNowAtBothWidths(page);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: WIDTHS[0] });

  test("WhatsApp opens a new tab with a first message naming the agent page", async ({ page, context }) => {
    await asVisitor(page);
    await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/plain", body: "WhatsApp" }));
    await page.goto(`/agen/${agent.id}`);
    const profile = page.getByRole("region", { name: agent.name });
    const whatsapp = profile.locator("form#kontak-whatsapp");
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", "noopener");

    const posted = context.waitForEvent("response", (response) => response.request().method() === "POST");
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      profile.getByRole("button", { name: `WhatsApp ${agent.name}` }).click(),
    ]);
    const answer = await posted;
    expect(answer.frame().page()).toBe(tab);
    expect(answer.status()).toBe(302);
    const location = answer.headers()["location"]!;
    expect(location).toMatch(new RegExp(`^https://wa\\.me/${INTERNATIONAL.slice(1)}\\?text=`));
    expect(decodeURIComponent(location)).toContain(`/agen/${agent.id}`);
    await expect(page).toHaveURL(new RegExp(`/agen/${agent.id}$`));
    await expect(page.locator("main")).not.toContainText(local.slice(4));
    await expectAccessibleNowAtBothWidths(page);
  });

  test("the listing page's phone reveal still works", async ({ page }) => {
    await asVisitor(page);
    await page.goto(`/properti/${listingUuid}`);
    const card = page.getByRole("region", { name: "Hubungi agen" });
    await card.getByRole("button", { name: "Tampilkan nomor telepon" }).click();
    await expect(card.getByRole("link", { name: /^Telepon \+62\d+$/ })).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone reveal is a form post whose answer is the page with the number", async ({ page }) => {
    await asVisitor(page);
    await page.goto(`/agen/${agent.id}`);
    const profile = page.getByRole("region", { name: agent.name });
    await profile.getByRole("button", { name: "Tampilkan nomor telepon" }).click();
    await expect(profile.getByRole("link", { name: `Telepon ${INTERNATIONAL}` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/agen/${agent.id}$`));
  });
});

test.describe("the agent's home", () => {
  test("shows how often the number was revealed from the agent page, with the way to the page", async ({
    page,
    context,
    request,
  }) => {
    // An agent of its own: the reveals above reach the home once the API writes its counts, at a time of its own
    // (ADR 0060), so their agent's figure depends on when this runs; counting is proven by the API's tests.
    const quiet = await agentWithWhatsapp(request, `0878${String(Date.now()).slice(-8)}`);
    await useToken(context, quiet.token);
    await page.goto("/beranda");
    const block = page.getByRole("region", { name: "Nomor dilihat dari halaman agen" });
    await expect(block.locator(".home-figure")).toHaveText("0");
    await expect(block).toContainText("dalam 30 hari terakhir");
    await expect(block.getByRole("link", { name: "Lihat halaman agen" })).toHaveAttribute("href", `/agen/${quiet.id}`);
    await expectAccessibleNowAtBothWidths(page);
  });
});
