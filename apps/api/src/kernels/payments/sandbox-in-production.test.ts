import { describe, expect, it } from "vitest";
import { loadConfig } from "../../platform/config.js";
import { SANDBOX_IN_PRODUCTION_WARNING, warnAboutSandboxInProduction } from "./sandbox-in-production.js";

describe("warnAboutSandboxInProduction", () => {
  it("warns at every start of a production API on the sandbox chosen explicitly, and only then", () => {
    const lines: string[] = [];
    const log = { warn: (_o: object, m: string) => void lines.push(m) };
    expect(warnAboutSandboxInProduction(loadConfig({ NODE_ENV: "production", PAYMENT_GATEWAY: "sandbox" }), log)).toBe(
      true,
    );
    expect(lines).toEqual([SANDBOX_IN_PRODUCTION_WARNING]);
    expect(SANDBOX_IN_PRODUCTION_WARNING).toMatch(/NO MONEY IS TAKEN/);
    const midtrans = loadConfig({
      NODE_ENV: "production",
      PAYMENT_GATEWAY: "midtrans",
      MIDTRANS_SERVER_KEY: "Mid-server-abc123",
    });
    expect(warnAboutSandboxInProduction(midtrans, log)).toBe(false);
    expect(warnAboutSandboxInProduction(loadConfig({ NODE_ENV: "development" }), log)).toBe(false);
    expect(lines).toHaveLength(1);
  });
});
