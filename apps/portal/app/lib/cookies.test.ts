import { describe, expect, it } from "vitest";
import { isHttps, readCookie, serializeCookie } from "./cookies";

describe("readCookie", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(readCookie("a=1; griya_token=abc%7C123; b=2", "griya_token")).toBe("abc|123");
  });

  it("does not match on a name suffix", () => {
    expect(readCookie("xgriya_token=1", "griya_token")).toBeNull();
  });

  it("answers null without a header", () => {
    expect(readCookie(null, "a")).toBeNull();
    expect(readCookie("", "a")).toBeNull();
  });

  it("keeps a value that is not valid percent-encoding", () => {
    expect(readCookie("a=%E0%A4%A", "a")).toBe("%E0%A4%A");
  });
});

describe("serializeCookie", () => {
  it("writes a session cookie without Max-Age", () => {
    expect(serializeCookie("a", "x y", { httpOnly: true, sameSite: "Lax" })).toBe(
      "a=x%20y; Path=/; HttpOnly; SameSite=Lax",
    );
  });

  it("writes Max-Age and Expires", () => {
    const header = serializeCookie("a", "1", { maxAge: 60 });
    expect(header).toMatch(/^a=1; Path=\/; Max-Age=60; Expires=\w{3}, \d\d \w{3} \d{4} [\d:]{8} GMT$/);
  });

  it("deletes with Max-Age=0 and an Expires in the past", () => {
    expect(serializeCookie("a", "", { maxAge: 0, secure: true })).toBe(
      "a=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure",
    );
  });
});

describe("isHttps", () => {
  it("reads the request protocol", () => {
    expect(isHttps(new Request("https://griya.id/login"))).toBe(true);
    expect(isHttps(new Request("http://127.0.0.1:3000/login"))).toBe(false);
  });
});
