import { apiLogin } from "../support/accounts";
import { createPublicListing } from "../support/marketplace";
import { DEMO_AGENT } from "../support/agent";
import { CACHING_PROXY_URL, startCachingProxy, type CachingProxy } from "../support/caching-proxy";
import { expect, test } from "../support/test";

// The caching proxy of compose.yaml in front of the portal (ADR 0075): a visitor's public page is answered from the
// cache the second time, the same bytes; a signed-in agent's never is.

let proxy: CachingProxy;
test.beforeAll(() => {
  proxy = startCachingProxy();
});
test.afterAll(() => proxy?.stop());

const viaProxy = (path: string) => `${CACHING_PROXY_URL}${path}`;

test("a visitor's search and listing pages are served from the cache the second time; a signed-in agent's never", async ({
  request,
}) => {
  const search = "/cari?tipe=dijual&halaman=1";
  const first = await request.get(viaProxy(search));
  expect(first.status()).toBe(200);
  expect(first.headers()["x-cache-status"]).toBe("MISS");
  expect(first.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  const second = await request.get(viaProxy(search));
  expect(second.headers()["x-cache-status"]).toBe("HIT");
  expect(await second.text()).toBe(await first.text());

  const listing = (await first.text()).match(/href="(\/properti\/[^"?#]+)"/)?.[1];
  expect(listing).toBeDefined();
  const page = await request.get(viaProxy(listing!));
  expect(page.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=30");
  expect((await request.get(viaProxy(listing!))).headers()["x-cache-status"]).toBe("HIT");

  const token = await apiLogin(request, DEMO_AGENT);
  for (let i = 0; i < 2; i++) {
    // Node's fetch sends the cookie as given (Playwright's request context keeps its own jar).
    const signedIn = await fetch(viaProxy(search), { headers: { cookie: `theme=1; griya_token=${token}` } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("x-cache-status")).toBe("BYPASS");
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const html = await signedIn.text();
    expect(html).toContain(`>${DEMO_AGENT.name}</a>`);
    expect(html).not.toContain(">Masuk</a>");
  }
  // The signed-in render did not replace the visitors' copy.
  const after = await request.get(viaProxy(search));
  expect(after.headers()["x-cache-status"]).toBe("HIT");
  expect(await after.text()).toContain(">Masuk</a>");
});

test("a page from the cache hydrates under its policy of hashed scripts, keeps its beacon and works", async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await request.get(viaProxy("/cari?tipe=disewa"));
  const response = await page.goto(viaProxy("/cari?tipe=disewa"));
  // The page ends with its views beacon, after React's own nodes: hydration leaves it alone.
  await expect(page.locator('body > img[src^="/api/search/views?t="]')).toHaveCount(1);
  expect(response?.headers()["x-cache-status"]).toBe("HIT");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  // The location box suggests places as one types: the page's scripts run (the fixture fails any CSP violation).
  await page.getByRole("combobox", { name: "Lokasi" }).fill("Jakarta Sel");
  await expect(page.getByRole("option", { name: /Jakarta Selatan/ }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

const PHONES = [
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Linux; Android 12; Redmi Note 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36",
];

test("a listing page from the cache still counts each visitor once an hour, by its beacon", async ({
  browser,
  request,
}) => {
  const listing = await createPublicListing(request, "suar");
  const owner = await apiLogin(request, { email: listing.agent.email, password: "sandiRahasia1" });
  const visits = async () => {
    const items = await request.get("/api/v2/catalog/items?per_page=50", {
      headers: { authorization: `Bearer ${owner}` },
    });
    const found = ((await items.json()) as { data: { uuid: string; visit: number }[] }).data;
    return found.find((item) => item.uuid === listing.uuid)!.visit;
  };
  // Creating the listing read it once through the API, which counts API clients itself.
  await expect.poll(visits, { timeout: 15_000 }).toBe(1);

  const statuses: string[] = [];
  for (const [phone, times] of [
    [PHONES[0]!, 2],
    [PHONES[1]!, 1],
  ] as const) {
    const context = await browser.newContext({ userAgent: phone });
    const page = await context.newPage();
    for (let i = 0; i < times; i++) {
      const beacon = page.waitForResponse((response) => response.url().includes("/api/search/views?t="));
      const response = await page.goto(viaProxy(`/properti/${listing.uuid}`));
      statuses.push(response!.headers()["x-cache-status"]!);
      expect((await beacon).status()).toBe(200);
    }
    await context.close();
  }
  // Rendered once, answered twice from the cache; the first phone's second look is the same visitor this hour.
  expect(statuses).toEqual(["MISS", "HIT", "HIT"]);
  await expect.poll(visits, { timeout: 15_000 }).toBe(3);
});
