import { AUTH_COOKIE_DAYS } from "@griya/domain/constants";
import { readCookie, serializeCookie } from "./cookies";

/** Same name as server/bearer-from-cookie.mjs, which forwards it to the API as a bearer token. */
export const TOKEN_COOKIE_NAME = "griya_token";

/** With "Ingat saya" the token cookie lives 365 days, otherwise for the browser session. */
export const REMEMBER_MAX_AGE_SECONDS = AUTH_COOKIE_DAYS * 24 * 60 * 60;

export function readTokenCookie(request: Request): string | null {
  const token = readCookie(request.headers.get("cookie"), TOKEN_COOKIE_NAME);
  return token ? token : null;
}

export function tokenCookie(token: string, { remember, secure }: { remember: boolean; secure: boolean }): string {
  return serializeCookie(TOKEN_COOKIE_NAME, token, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure,
    maxAge: remember ? REMEMBER_MAX_AGE_SECONDS : undefined,
  });
}

export function clearedTokenCookie({ secure }: { secure: boolean }): string {
  return serializeCookie(TOKEN_COOKIE_NAME, "", { path: "/", httpOnly: true, sameSite: "Lax", secure, maxAge: 0 });
}
