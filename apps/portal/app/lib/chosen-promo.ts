// A promo code chosen on a promo page ("Pakai kode ini" → /checkout?promo=CODE), kept in a cookie while the agent
// logs in or picks a product, so the checkout can fill it in. Like the cart cookie: nothing secret, cleared by
// the browser once the order is placed. The code is only suggested; the API checks it when the agent applies it.
import { pathTo } from "../paths";
import { readCookie, serializeCookie } from "./cookies";

/** The query parameter that carries a promo code to the checkout ("Pakai kode ini"). */
export const PROMO_CODE_PARAM = "promo";

const PROMO_COOKIE_NAME = "griya_promo";
const PROMO_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Codes are upper-case letters and digits, 3–32 long (promo_codes' check); anything else is ignored. */
export function promoCodeOf(text: string | null | undefined): string | null {
  const code = text?.trim().toUpperCase() ?? "";
  return /^[A-Z0-9]{3,32}$/.test(code) ? code : null;
}

/** "/checkout?promo=<code>": the checkout fills the code in (and keeps it while a product is chosen). */
export function checkoutWithPromoPath(code: string): string {
  return `${pathTo("checkout")}?${PROMO_CODE_PARAM}=${encodeURIComponent(code)}`;
}

export function readChosenPromo(cookieHeader: string | null | undefined): string | null {
  return promoCodeOf(readCookie(cookieHeader, PROMO_COOKIE_NAME));
}

export function chosenPromoCookie(code: string, { secure }: { secure: boolean }): string {
  return serializeCookie(PROMO_COOKIE_NAME, code, {
    path: "/",
    sameSite: "Lax",
    secure,
    maxAge: PROMO_MAX_AGE_SECONDS,
  });
}

/** In the browser, after the order is placed. */
export function clearChosenPromoInBrowser(): void {
  if (typeof document === "undefined") return;
  document.cookie = serializeCookie(PROMO_COOKIE_NAME, "", {
    path: "/",
    sameSite: "Lax",
    secure: window.location.protocol === "https:",
    maxAge: 0,
  });
}
