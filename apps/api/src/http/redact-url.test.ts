import { describe, expect, it } from "vitest";
import { redactUrl } from "./redact-url.js";

describe("redactUrl", () => {
  it.each([
    ["/api/auth/email_activation/AbC_123-x", "/api/auth/email_activation/[REDACTED]"],
    ["/api/auth/email_activation/tok?lang=id", "/api/auth/email_activation/[REDACTED]?lang=id"],
    ["/user/activation/tok", "/user/activation/[REDACTED]"],
    ["/password/reset/tok", "/password/reset/[REDACTED]"],
  ])("hides the token in %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it("leaves other URLs alone", () => {
    expect(redactUrl("/api/user-agent")).toBe("/api/user-agent");
    expect(redactUrl("/api/auth/check_email_exist?email=a%40b.id")).toBe("/api/auth/check_email_exist?email=a%40b.id");
  });
});
