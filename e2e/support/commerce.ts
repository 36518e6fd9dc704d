import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { submitLogin } from "./agent";

/** Seeded demo agents (apps/api/src/seed/demo-agents.ts); all share the demo password. */
export const DEMO = {
  noMembership: { email: "rudi@demo.id", name: "Rudi Hartono" },
  trial: { email: "dewi@demo.id", name: "Dewi Lestari" },
  starter: { email: "agen@demo.id", name: "Budi Santoso" },
  pro: { email: "siti@demo.id", name: "Siti Rahmawati" },
  executive: { email: "agus@demo.id", name: "Agus Wijaya" },
} as const;

/** Logs a demo agent in on /login and waits until the portal let them in. */
export async function loginAs(page: Page, email: string) {
  await page.goto("/login");
  await submitLogin(page, { email });
  await expect(page).not.toHaveURL(/\/login/);
}

type Product = { uuid: string; code: string };

/** Places an unpaid order over the API (through the portal proxy: the page's cookie is the bearer). */
export async function placeOrder(
  request: APIRequestContext,
  productCode: string,
  path = "/api/products/coins",
  paymentMethod = "bca_va",
) {
  const products = ((await (await request.get(path)).json()) as { data: Product[] }).data;
  const product = products.find((p) => p.code === productCode);
  expect(product, productCode).toBeDefined();
  const response = await request.post("/api/orders", {
    data: { products: [{ uuid: product!.uuid, qty: 1 }], payment_method: paymentMethod },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { uuid: string; order_number: string } }).data;
}
