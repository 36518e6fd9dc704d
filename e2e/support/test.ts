// Every journey imports `test` from here: it fails any journey during which a page broke its
// Content-Security-Policy (ADR 0018), so a new inline script, image host or frame is noticed at once.
import { test as base, expect, type Browser, type BrowserContext } from "@playwright/test";
import { stubMapTiles } from "./map-tiles";

export * from "@playwright/test";

const VIOLATION_MARK = "[csp-violation]";

/**
 * The line the page listener below writes for each securitypolicyviolation event, or Chromium's own "Refused
 * to …" line should it reach the console event (it usually stays in the browser's log).
 */
export function isCspViolation(text: string): boolean {
  return text.startsWith(VIOLATION_MARK) || /^Refused to .*Content Security Policy/s.test(text);
}

/** Collects the violations of every page of `context` into `violations`. */
async function watchCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  // Init scripts run before the page's own and are exempt from its policy.
  await context.addInitScript((mark) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`${mark} ${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname}`);
    });
  }, VIOLATION_MARK);
  context.on("console", (message) => {
    if (isCspViolation(message.text())) violations.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
  });
}

/**
 * Journeys about other screens act as agents who already saw today's takeover banner (it shows once a WIB day
 * per agent, over whatever page comes first): the browser is answered "no takeover running". banners.spec.ts
 * sets `takeoverBanner: "live"` to meet the real one.
 */
const NO_TAKEOVER = /\/api\/banners\?type=TAKEOVER_AGENT/;

async function hideTakeover(context: BrowserContext): Promise<void> {
  await context.route(NO_TAKEOVER, (route) => route.fulfill({ json: { data: [] } }));
}

/**
 * The chat widget's bubble appears 5 s after a page loads, bottom-right, where it could take a click meant for the
 * page: other journeys act as visitors who closed it ("Tutup", the same localStorage entry the widget writes;
 * apps/portal/app/components/chat/chat-dismissal.ts). promos-legal.spec.ts sets `chatWidget: "live"`.
 */
const CHAT_DISMISSED_KEY = "griya_chat_dismissed_until";

async function closeChatWidget(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    try {
      window.localStorage.setItem(key, String(Date.now() + 7 * 86_400_000));
    } catch {
      // Pages without storage (about:blank, data: URLs) have no widget either.
    }
  }, CHAT_DISMISSED_KEY);
}

/**
 * Runs `prepare` on the journey's own context and on every context it opens (a second agent, a visitor) until
 * the fixture ends; the browser.newContext wrappers come off in the reverse order they went on.
 */
async function onEveryContext(
  context: BrowserContext,
  browser: Browser,
  prepare: (context: BrowserContext) => Promise<void>,
  use: () => Promise<void>,
): Promise<void> {
  await prepare(context);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const opened = await newContext(options);
    await prepare(opened);
    return opened;
  };
  try {
    await use();
  } finally {
    browser.newContext = newContext;
  }
}

export const test = base.extend<{
  cspViolations: string[];
  takeoverBanner: "live" | "seen";
  takeoverSeen: void;
  chatWidget: "live" | "closed";
  chatWidgetClosed: void;
  mapTilesStubbed: void;
}>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await onEveryContext(
        context,
        browser,
        (c) => watchCspViolations(c, violations),
        () => use(violations),
      );
      expect(violations, "Content-Security-Policy violations in the browser").toEqual([]);
    },
    { auto: true },
  ],
  takeoverBanner: ["seen", { option: true }],
  takeoverSeen: [
    // After cspViolations, so the two browser.newContext wrappers come off in the reverse order they went on.
    async ({ context, browser, takeoverBanner, cspViolations }, use) => {
      void cspViolations;
      if (takeoverBanner === "live") return use();
      await onEveryContext(context, browser, hideTakeover, use);
    },
    { auto: true },
  ],
  chatWidget: ["closed", { option: true }],
  chatWidgetClosed: [
    // After takeoverSeen, so the browser.newContext wrappers come off in the reverse order they went on.
    async ({ context, browser, chatWidget, takeoverSeen }, use) => {
      void takeoverSeen;
      if (chatWidget === "live") return use();
      await onEveryContext(context, browser, closeChatWidget, use);
    },
    { auto: true },
  ],
  mapTilesStubbed: [
    // After chatWidgetClosed, so the browser.newContext wrappers come off in the reverse order they went on.
    async ({ context, browser, chatWidgetClosed }, use) => {
      void chatWidgetClosed;
      await onEveryContext(context, browser, stubMapTiles, use);
    },
    { auto: true },
  ],
});
