import { describe, expect, it } from "vitest";
import type { ChargeRequest } from "./gateway.js";
import { issueSandboxCardToken, readSandboxCardToken } from "./sandbox-card-token.js";
import { createSandboxGateway } from "./sandbox-gateway.js";

const KEY = "SB-Griya-test-key";
const gateway = createSandboxGateway({ serverKey: KEY, publicUrl: "http://localhost:3000" });
const charge = (cardToken: string) =>
  gateway.charge({
    gatewayOrderId: "ORD-20260101-000001",
    orderUuid: "00000000-0000-4000-8000-000000000001",
    amount: 555_000,
    method: "credit_card",
    orderedAt: new Date(),
    payBefore: new Date(Date.now() + 3_600_000),
    customer: { name: "Budi", email: "agen@demo.id", phone: null },
    cardToken,
  } satisfies ChargeRequest);

describe("sandbox card tokens", () => {
  it("charges a token the sandbox issued as it says: captured, 3-D Secure first, or declined", async () => {
    expect((await charge(issueSandboxCardToken(KEY, "capture"))).outcome).toBe("captured");
    expect(await charge(issueSandboxCardToken(KEY, "challenge"))).toMatchObject({
      outcome: "pending",
      instructions: { redirect_url: "http://localhost:3000/api/dev/payments/00000000-0000-4000-8000-000000000001" },
    });
    expect((await charge(issueSandboxCardToken(KEY, "decline"))).outcome).toBe("declined");
  });

  it("declines every token it did not issue", async () => {
    const issued = issueSandboxCardToken(KEY, "capture");
    for (const token of [
      "not-a-real-card-token",
      "",
      "sandbox-ok",
      "sandbox-visa-1114-0123456789abcdef01234567",
      issueSandboxCardToken("another-key", "capture"),
      `${issued}0`,
      issued.slice(0, -1),
      issueSandboxCardToken(KEY, "decline").replace("-decline-", "-capture-"),
    ]) {
      expect(readSandboxCardToken(KEY, token), token).toBeUndefined();
      expect((await charge(token)).outcome, token).toBe("declined");
    }
  });

  it("issues a different token every time, with no card data in it", () => {
    const a = issueSandboxCardToken(KEY, "capture");
    expect(a).not.toBe(issueSandboxCardToken(KEY, "capture"));
    expect(a).toMatch(/^sandbox-capture-[0-9a-f]{24}-[0-9a-f]{64}$/);
    expect(readSandboxCardToken(KEY, a)).toBe("capture");
  });
});
