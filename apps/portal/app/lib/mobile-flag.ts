import { readCookie, serializeCookie } from "./cookies";

// docs/product/portal.md#the-frame: `?mobile=true` (the native app's web view) hides header and footer. It is
// remembered for the browser session in a cookie, so links without the query flag keep the app look.
const MOBILE_COOKIE_NAME = "mobile";

export type MobileFlag = {
  /** Whether header and footer are hidden for this request. */
  mobile: boolean;
  /** Set-Cookie value to send when the query flag changes what the cookie says. */
  setCookie: string | null;
};

export function resolveMobileFlag(url: URL, cookieHeader: string | null, secure = false): MobileFlag {
  const remembered = readCookie(cookieHeader, MOBILE_COOKIE_NAME) === "1";
  const query = url.searchParams.get("mobile");
  if (query === "true" || query === "1") {
    return {
      mobile: true,
      setCookie: remembered ? null : serializeCookie(MOBILE_COOKIE_NAME, "1", { sameSite: "Lax", secure }),
    };
  }
  if (query === "false" || query === "0") {
    return {
      mobile: false,
      setCookie: remembered ? serializeCookie(MOBILE_COOKIE_NAME, "", { sameSite: "Lax", secure, maxAge: 0 }) : null,
    };
  }
  return { mobile: remembered, setCookie: null };
}
