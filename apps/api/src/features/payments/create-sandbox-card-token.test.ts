import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, loginAs, type TestApp } from "../../../test/test-app.js";
import { readSandboxCardToken } from "../../kernels/payments/sandbox-card-token.js";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app);
});
afterAll(() => t.close());

const issue = (payload: object, auth: string | null = token, app = t.app) =>
  app.inject({
    method: "POST",
    url: "/api/payments/sandbox/card_tokens",
    payload,
    headers: auth ? bearer(auth) : {},
  });

describe("POST /api/payments/sandbox/card_tokens", () => {
  it("issues a signed token for the outcome asked (capture by default) to a logged-in agent", async () => {
    const res = await issue({});
    expect(res.statusCode).toBe(201);
    expect(readSandboxCardToken(t.config.payments.sandboxServerKey, res.json().data.token_id)).toBe("capture");
    const declined = (await issue({ outcome: "decline" })).json().data.token_id;
    expect(readSandboxCardToken(t.config.payments.sandboxServerKey, declined)).toBe("decline");
  });

  it("answers 401 without a login, 470 for an unknown outcome or card data, and 404 when Midtrans is the gateway", async () => {
    expect((await issue({}, null)).statusCode).toBe(401);
    expect((await issue({ outcome: "maybe" })).statusCode).toBe(470);
    expect((await issue({ card_number: "4811111111111114" })).statusCode).toBe(470);
    // Last: the gateway is one per process, so this app's Midtrans becomes the active one.
    const midtrans = await createTestApp({ PAYMENT_GATEWAY: "midtrans", MIDTRANS_SERVER_KEY: "SB-Mid-server-abc123" });
    try {
      const res = await issue({}, await loginAs(midtrans.app), midtrans.app);
      expect(res.statusCode).toBe(404);
    } finally {
      await midtrans.close();
    }
  });
});
