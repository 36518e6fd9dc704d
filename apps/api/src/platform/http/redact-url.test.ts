import { describe, expect, it } from "vitest";
import { redactUrl } from "./redact-url.js";

describe("redactUrl", () => {
  it.each([
    ["/api/auth/email_activation/AbC_123-x", "/api/auth/email_activation/[REDACTED]"],
    ["/api/auth/email_activation/tok?page=1", "/api/auth/email_activation/[REDACTED]?page=1"],
    ["/user/activation/tok", "/user/activation/[REDACTED]"],
    ["/password/reset/tok", "/password/reset/[REDACTED]"],
  ])("hides the token in %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it("leaves other paths alone", () => {
    expect(redactUrl("/api/user-agent")).toBe("/api/user-agent");
    expect(redactUrl("/api/v2/catalog/items?category=active&page=2&per_page=30")).toBe(
      "/api/v2/catalog/items?category=active&page=2&per_page=30",
    );
  });

  it("logs query values only for known harmless keys", () => {
    expect(redactUrl("/api/auth/check_email_exist?email=a%40b.id")).toBe(
      "/api/auth/check_email_exist?email=[REDACTED]",
    );
    expect(redactUrl("/api/v2/catalog/items?q=rumah%20pak%20budi&page=2")).toBe(
      "/api/v2/catalog/items?q=[REDACTED]&page=2",
    );
    expect(redactUrl("/api/dev/outbox?to=081234567890&new_key=x&flag")).toBe(
      "/api/dev/outbox?to=[REDACTED]&new_key=[REDACTED]&flag",
    );
    expect(redactUrl("/api/auth/email_activation/tok?email=a%40b.id#x")).toBe(
      "/api/auth/email_activation/[REDACTED]?email=[REDACTED]",
    );
  });
});
