import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { createVerifiedAgent } from "./accounts";

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function data<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** Orders one catalogue product over the API and pays it with the sandbox; returns the order's uuid. */
export async function buyAndPay(request: APIRequestContext, token: string, path: string, code: string) {
  const products = await data<{ uuid: string; code: string }[]>(await request.get(path, { headers: bearer(token) }));
  const product = products.find((p) => p.code === code);
  expect(product, code).toBeDefined();
  const order = await data<{ uuid: string }>(
    await request.post("/api/orders", {
      headers: bearer(token),
      data: { products: [{ uuid: product!.uuid, qty: 1 }], payment_method: "bca_va" },
    }),
    201,
  );
  await data(await request.post(`/api/dev/payments/${order.uuid}/pay`, { headers: bearer(token) }));
  return order.uuid;
}

/** Gives away every coin the agent can spend (transfers of at least 10, to a fresh agent): the balance ends at 0. */
export async function spendAllCoins(request: APIRequestContext, token: string) {
  const receiver = await createVerifiedAgent(request, "penerima");
  const batches = await data<{ uuid: string; remaining: number }[]>(
    await request.get("/api/coins/purchases?category=active", { headers: bearer(token) }),
  );
  for (const batch of batches.filter((b) => b.remaining >= 10)) {
    await data(
      await request.post("/api/coin_transfers", {
        headers: bearer(token),
        data: { user_coin_uuid: batch.uuid, email: receiver.email, amount: batch.remaining, notes: "Uji koin habis" },
      }),
      201,
    );
  }
  const total = await data<{ total_coins: number }>(await request.get("/api/coins/total", { headers: bearer(token) }));
  expect(total.total_coins).toBe(0);
}

/** Opens a card's action menu on /listing and picks an item. */
export async function chooseListingAction(page: Page, title: string, item: string) {
  const card = page.getByRole("main").getByRole("article").filter({ hasText: title });
  await card.getByRole("button", { name: `Aksi untuk ${title}` }).click();
  await page.getByRole("menuitem", { name: item, exact: true }).click();
}

/** The value of a fact (dt/dd) in a dialog. */
export function fact(scope: Locator, label: string): Locator {
  return scope.locator("dt", { hasText: label }).locator("+ dd");
}
