import type { ApiClient } from "@griya/api-client/client";
import type { components } from "@griya/api-client/schema";
import { redirect } from "react-router";
import { dataOf } from "../../lib/api-source";
import {
  cartCookie,
  cartLineFromForm,
  CART_FIELDS,
  CART_INTENTS,
  clearedCartCookie,
  type CartLine,
} from "../../lib/checkout-cart";
import { isHttps } from "../../lib/cookies";
import { chooseCoinPackage, slotQuantityFor } from "../../lib/refusal-remedy";

type Product = components["schemas"]["Product"];
import { pathTo } from "../../paths";

/**
 * POST /checkout: "Beli" on the product page puts its product in the checkout (the cart cookie) and shows
 * /checkout; "clear" empties it. The checkout holds one product: a promo code is checked against one product
 * (POST /api/promos/check takes one product_uuid), so a second "Beli" replaces the first.
 */
export async function checkoutAction(request: Request) {
  const form = await request.formData();
  const secure = isHttps(request);
  const headers = new Headers();
  if (form.get(CART_FIELDS.intent) === CART_INTENTS.clear) {
    headers.append("Set-Cookie", clearedCartCookie({ secure }));
  } else {
    const line = cartLineFromForm(form);
    if (line) headers.append("Set-Cookie", cartCookie([line], { secure }));
  }
  return redirect(pathTo("checkout"), { headers });
}

type MissingRequest = { kind: "coin" | "slot"; amount: number | null };

/**
 * GET /checkout?beli=koin&kurang=12 (the "Beli koin" of a refusal, lib/refusal-remedy.ts): puts the product that
 * covers what was missing in the checkout and shows it. Coins: the smallest package with enough coins, else the
 * largest; slots: the smallest quantity in the product's steps, for its first duration. The packages come from
 * the catalogue, as the product page shows them. When the agent may not buy them, the product page says why.
 */
export async function checkoutWithMissing(request: Request, api: ApiClient, missing: MissingRequest) {
  const fallback = pathTo(missing.kind === "coin" ? "coin" : "listingAvailability");
  const allowance = dataOf(
    missing.kind === "coin"
      ? await api.GET("/api/products/coins/is_allowed")
      : await api.GET("/api/products/listing_availabilities/is_allowed"),
  ).data;
  if (!allowance.allowed) return redirect(fallback);
  const products = dataOf(
    missing.kind === "coin"
      ? await api.GET("/api/products/coins")
      : await api.GET("/api/products/listing_availabilities"),
  ).data;
  const line = missing.kind === "coin" ? coinLine(products, missing.amount) : slotLine(products, missing.amount ?? 1);
  if (!line) return redirect(fallback);
  return redirect(pathTo("checkout"), {
    headers: { "Set-Cookie": cartCookie([line], { secure: isHttps(request) }) },
  });
}

function coinLine(products: readonly Product[], shortfall: number | null): CartLine | null {
  const chosen = chooseCoinPackage(products, shortfall);
  return chosen ? { uuid: chosen.uuid, qty: 1, duration: null, direct_activation: null } : null;
}

function slotLine(products: readonly Product[], need: number): CartLine | null {
  const product = products.find((p) => p.allowed !== false && p.durations.length > 0);
  if (!product) return null;
  return {
    uuid: product.uuid,
    qty: slotQuantityFor(product, need),
    duration: product.durations[0]!,
    direct_activation: null,
  };
}
