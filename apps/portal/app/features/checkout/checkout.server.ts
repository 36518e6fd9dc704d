import { redirect } from "react-router";
import { cartCookie, cartLineFromForm, CART_FIELDS, CART_INTENTS, clearedCartCookie } from "../../lib/checkout-cart";
import { isHttps } from "../../lib/cookies";
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
