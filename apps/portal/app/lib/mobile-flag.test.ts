import { describe, expect, it } from "vitest";
import { resolveMobileFlag } from "./mobile-flag";

const url = (query = "") => new URL(`http://x/profile${query}`);

describe("resolveMobileFlag", () => {
  it("is off by default", () => {
    expect(resolveMobileFlag(url(), null)).toEqual({ mobile: false, setCookie: null });
  });

  it("turns on with ?mobile=true and remembers it for the session", () => {
    const flag = resolveMobileFlag(url("?mobile=true"), null);
    expect(flag.mobile).toBe(true);
    expect(flag.setCookie).toBe("mobile=1; Path=/; SameSite=Lax");
  });

  it("stays on through the cookie without setting it again", () => {
    expect(resolveMobileFlag(url(), "mobile=1")).toEqual({ mobile: true, setCookie: null });
    expect(resolveMobileFlag(url("?mobile=true"), "mobile=1")).toEqual({ mobile: true, setCookie: null });
  });

  it("turns off with ?mobile=false and forgets the cookie", () => {
    const flag = resolveMobileFlag(url("?mobile=false"), "mobile=1");
    expect(flag.mobile).toBe(false);
    expect(flag.setCookie).toMatch(/^mobile=; Path=\/; Max-Age=0/);
  });
});
