import { describe, expect, it } from "vitest";
import type { Request } from "express";
import { isSharedPageRequest, policyWithHashes } from "./shared-pages.mjs";

const request = (method: string, path: string, cookie?: string) =>
  ({ method, path, headers: cookie ? { cookie } : {} }) as unknown as Request;

describe("a visitor's page request", () => {
  it("is a GET or HEAD of a page without the session or app-look cookie", () => {
    expect(isSharedPageRequest(request("GET", "/cari"))).toBe(true);
    expect(isSharedPageRequest(request("HEAD", "/properti/x", "theme=dark; _ga=1"))).toBe(true);
    expect(isSharedPageRequest(request("GET", "/cari", "theme=1; griya_token=abc"))).toBe(false);
    expect(isSharedPageRequest(request("GET", "/cari", "mobile=1"))).toBe(false);
    expect(isSharedPageRequest(request("POST", "/properti/x"))).toBe(false);
    expect(isSharedPageRequest(request("GET", "/cari.data"))).toBe(false);
  });

  it("gets the policy with the hashes where the nonce would be", () => {
    const directives = { defaultSrc: ["'self'"], scriptSrc: ["'self'", () => "'nonce-x'", "https://chat.example"] };
    expect(policyWithHashes(directives, ["AAA=", "BBB="])).toBe(
      "default-src 'self';script-src 'self' 'sha256-AAA=' 'sha256-BBB=' https://chat.example",
    );
  });
});
