import { describe, expect, it } from "vitest";
import { TOKEN_COOKIE_NAME as PROXY_COOKIE_NAME } from "../../server/bearer-from-cookie.mjs";
import {
  clearedTokenCookie,
  readTokenCookie,
  REMEMBER_MAX_AGE_SECONDS,
  TOKEN_COOKIE_NAME,
  tokenCookie,
} from "./auth-cookie";

describe("token cookie", () => {
  it("uses the name the /api proxy forwards", () => {
    expect(TOKEN_COOKIE_NAME).toBe(PROXY_COOKIE_NAME);
  });

  it("lasts 365 days with 'Ingat saya'", () => {
    expect(REMEMBER_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
    const header = tokenCookie("tok", { remember: true, secure: false });
    expect(header).toContain("griya_token=tok");
    expect(header).toContain(`Max-Age=${REMEMBER_MAX_AGE_SECONDS}`);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    expect(header).not.toContain("Secure");
  });

  it("is a session cookie without 'Ingat saya'", () => {
    const header = tokenCookie("tok", { remember: false, secure: true });
    expect(header).not.toContain("Max-Age");
    expect(header).not.toContain("Expires");
    expect(header).toContain("Secure");
  });

  it("is cleared with an expiry in the past", () => {
    const header = clearedTokenCookie({ secure: false });
    expect(header).toMatch(/^griya_token=; Path=\/; Max-Age=0; Expires=Thu, 01 Jan 1970/);
    expect(header).toContain("HttpOnly");
  });

  it("is read from the request", () => {
    const request = new Request("http://x/", { headers: { cookie: "mobile=1; griya_token=abc" } });
    expect(readTokenCookie(request)).toBe("abc");
    expect(readTokenCookie(new Request("http://x/", { headers: { cookie: "griya_token=" } }))).toBeNull();
  });
});
