import { apiLogin } from "../support/accounts";
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

test("a page from the cache hydrates under its policy of hashed scripts and works", async ({ page, request }) => {
  await request.get(viaProxy("/cari?tipe=disewa"));
  const response = await page.goto(viaProxy("/cari?tipe=disewa"));
  expect(response?.headers()["x-cache-status"]).toBe("HIT");
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  // The location box suggests places as one types: the page's scripts run (the fixture fails any CSP violation).
  await page.getByRole("combobox", { name: "Lokasi" }).fill("Jakarta Sel");
  await expect(page.getByRole("option", { name: /Jakarta Selatan/ }).first()).toBeVisible();
});
