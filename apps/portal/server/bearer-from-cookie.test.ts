import { describe, expect, it } from "vitest";
import { bearerFromCookie } from "./bearer-from-cookie.mjs";

describe("bearerFromCookie", () => {
  it("turns the token cookie into a bearer header", () => {
    expect(bearerFromCookie(undefined, "mobile=1; griya_token=abc%2B1")).toBe("Bearer abc+1");
  });

  it("leaves a request that has its own Authorization alone", () => {
    expect(bearerFromCookie("Bearer mine", "griya_token=abc")).toBeUndefined();
  });

  it("adds nothing without the cookie", () => {
    expect(bearerFromCookie(undefined, undefined)).toBeUndefined();
    expect(bearerFromCookie(undefined, "other=1")).toBeUndefined();
    expect(bearerFromCookie(undefined, "griya_token=")).toBeUndefined();
  });
});
