import { expect, test, type Locator, type Page } from "../support/test";
import { createVerifiedAgent, uniqueAccount, useToken } from "../support/accounts";
import { expectAccessibleNowAtBothWidths, WIDTHS } from "../support/axe";
import { createPublicListing, type PublicListing } from "../support/marketplace";

// The listing page on a phone: a bottom bar with WhatsApp, the phone reveal and "Kirim pesan" from the first
// screen, which never covers the page's end nor the chat button; on a desktop it is hidden and WhatsApp opens a
// new tab. The chat button reads in the product's font and stays clear of the buttons and hints at a page's end.

/** The chat widget appears 5 s after load (ADR 0037); the test moves the page's clock past it. */
const CHAT_DELAY_MS = 5_000;

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, "laid out").not.toBeNull();
  return found!;
}

let listing: PublicListing;
test.beforeAll(async ({ request }) => {
  listing = await createPublicListing(request, "bilah");
});

async function asVisitor(page: Page) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueAccount("bilah").address });
}

/** Loads `path` with the chat widget shown (its delay stepped over on the page's clock). */
async function openWithChat(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await page.waitForLoadState("load");
  await page.clock.fastForward(CHAT_DELAY_MS + 1_000);
  const launcher = page.getByRole("button", { name: "Butuh bantuan?" });
  await expect(launcher).toBeVisible();
  return launcher;
}

/** At the page's end, the chat button covers no button, link button or field hint, and reads in the body's font. */
async function expectChatClearAtTheEnd(page: Page, launcher: Locator) {
  // Scrolled again on every try: parts that arrive after load (sharing, the way back) can lengthen the page.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.innerHeight + window.scrollY >= document.body.scrollHeight - 1;
      }),
    )
    .toBe(true);
  const chat = await box(launcher);
  const controls = page.locator("main button, main .g-button, main .g-field-hint, main input[type=submit]");
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const at = await control.boundingBox();
    if (!at || at.width === 0) continue;
    expect(
      intersects(chat, at),
      `the chat button covers ${await control.evaluate((el) => el.outerHTML.slice(0, 80))}`,
    ).toBe(false);
  }
  const fonts = await launcher.evaluate((button) => ({
    button: getComputedStyle(button).fontFamily,
    body: getComputedStyle(document.body).fontFamily,
  }));
  expect(fonts.button).toBe(fonts.body);
  expect(fonts.body).toMatch(/system-ui/);
}

test.describe("on a phone", () => {
  test.use({ viewport: WIDTHS[1], isMobile: true, hasTouch: true, chatWidget: "live" });
  test.beforeEach(async ({ page }) => {
    const now = Date.now();
    await page.clock.install({ time: now });
  });

  test("the contact bar is on the first screen, reveals the number, leads to the form and covers nothing", async ({
    page,
  }) => {
    await asVisitor(page);
    const launcher = await openWithChat(page, `/properti/${listing.uuid}`);
    const bar = page.getByRole("group", { name: "Hubungi agen cepat" });
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole("button", { name: /^WhatsApp/ })).toBeVisible();
    await expect(page.locator("#kontak-whatsapp")).toHaveAttribute("target", "_blank");

    // The chat button sits above the bar.
    const barBox = await box(bar);
    const chatBox = await box(launcher);
    expect(intersects(barBox, chatBox)).toBe(false);
    expect(chatBox.y + chatBox.height).toBeLessThanOrEqual(barBox.y);

    // "Kirim pesan" moves the focus to the enquiry form.
    await bar.getByRole("link", { name: "Kirim pesan" }).tap();
    await expect(page.locator("form#pesan")).toBeFocused();
    await expect(page.locator("form#pesan").getByLabel("Nama")).toBeInViewport();

    // The phone reveal of the bar is the card's: both show the number, the bar's link takes the focus.
    await bar.getByRole("button", { name: "Telepon" }).tap();
    const number = bar.getByRole("link", { name: /^\+62/ });
    await expect(number).toHaveAttribute("href", /^tel:\+62/);
    await expect(number).toBeFocused();
    await expect(
      page.getByRole("region", { name: "Hubungi agen" }).getByRole("link", { name: /^Telepon \+62/ }),
    ).toBeVisible();

    // At the end, neither the bar nor the chat button covers the last content.
    await expectChatClearAtTheEnd(page, launcher);
    const lastLink = page.locator("footer a").last();
    const last = await box(lastLink);
    const barAtEnd = await box(bar);
    expect(last.y + last.height).toBeLessThanOrEqual(barAtEnd.y);
    expect(intersects(last, await box(launcher))).toBe(false);

    await page.setViewportSize(WIDTHS[1]);
    await expectAccessibleNowAtBothWidths(page);
  });

  test("the chat button covers no button or hint at the end of the registration form", async ({ page }) => {
    const launcher = await openWithChat(page, "/register");
    await expectChatClearAtTheEnd(page, launcher);
  });

  test("the chat button covers no button or hint at the end of a portal form", async ({ page, request, context }) => {
    const agent = await createVerifiedAgent(request, "bilahprofil");
    await useToken(context, agent.token);
    const launcher = await openWithChat(page, "/change-password");
    await expectChatClearAtTheEnd(page, launcher);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: WIDTHS[0] });

  test("the bar is hidden and WhatsApp opens in a new tab", async ({ page, context }) => {
    await asVisitor(page);
    await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/plain", body: "WhatsApp" }));
    await page.goto(`/properti/${listing.uuid}`);
    await expect(page.getByRole("group", { name: "Hubungi agen cepat" })).toBeHidden();
    const card = page.getByRole("region", { name: "Hubungi agen" });
    const whatsapp = card.locator("form#kontak-whatsapp");
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", "noopener");

    // The post goes out in a new tab, whose answer is the redirect to WhatsApp naming the listing.
    const posted = context.waitForEvent("response", (response) => response.request().method() === "POST");
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      card.getByRole("button", { name: `WhatsApp ${listing.agent.name}` }).click(),
    ]);
    const answer = await posted;
    expect(answer.frame().page()).toBe(tab);
    expect(answer.status()).toBe(302);
    const location = answer.headers()["location"]!;
    expect(location).toMatch(/^https:\/\/wa\.me\/62\d+\?text=/);
    expect(decodeURIComponent(location)).toContain(listing.listingNumber);
    // The listing stays open in its own tab.
    await expect(page).toHaveURL(new RegExp(`/properti/${listing.uuid}$`));
    await expectAccessibleNowAtBothWidths(page);
  });
});
