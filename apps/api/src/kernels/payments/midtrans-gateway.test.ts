import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startMidtransFake } from "../../../test/midtrans-fake.js";
import type { ChargeRequest } from "./gateway.js";
import { GatewayError } from "./gateway.js";
import { createMidtransGateway } from "./midtrans-gateway.js";
import type { PaymentMethod } from "./payment-method.js";

const SERVER_KEY = "SB-Mid-server-TEST0123456789";
let fake: Awaited<ReturnType<typeof startMidtransFake>>;
beforeAll(async () => {
  fake = await startMidtransFake(SERVER_KEY);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const gateway = () =>
  createMidtransGateway({
    serverKey: SERVER_KEY,
    baseUrl: fake.baseUrl,
    callbackUrl: (uuid) => `http://localhost:3000/how-to-pay/${uuid}`,
  });

function request(method: PaymentMethod, extra: Partial<ChargeRequest> = {}): ChargeRequest {
  const orderedAt = new Date();
  return {
    gatewayOrderId: "ORD-20250601-000123",
    orderUuid: "6f1c1d3e-2b1a-4c55-9a51-1f0a3c2b7d10",
    amount: 1_332_000,
    method,
    orderedAt,
    payBefore: new Date(orderedAt.getTime() + 24 * 3_600_000),
    customer: { name: "Budi Santoso", email: "agen@demo.id", phone: "081234567890" },
    ...extra,
  };
}

describe("Midtrans Core API adapter", () => {
  it("charges a BCA virtual account with Basic auth and an expiry that ends at pay_before", async () => {
    const result = await gateway().charge(request("bca_va"));
    expect(result).toMatchObject({ outcome: "pending", instructions: { va_number: "91019021579" } });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent!.method).toBe("POST");
    expect(sent!.url).toBe("/v2/charge");
    expect(sent!.headers.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString("base64")}`);
    expect(sent!.headers["content-type"]).toBe("application/json");
    expect(sent!.headers.accept).toBe("application/json");
    expect(sent!.body).toEqual({
      payment_type: "bank_transfer",
      bank_transfer: { bank: "bca" },
      transaction_details: { order_id: "ORD-20250601-000123", gross_amount: 1_332_000 },
      customer_details: { first_name: "Budi Santoso", email: "agen@demo.id", phone: "081234567890" },
      custom_expiry: {
        order_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+0700$/),
        expiry_duration: 1440,
        unit: "minute",
      },
    });
  });

  it.each([
    ["bni_va", { payment_type: "bank_transfer", bank_transfer: { bank: "bni" } }, { va_number: "9880809912345678" }],
    ["bri_va", { payment_type: "bank_transfer", bank_transfer: { bank: "bri" } }, { va_number: "9880809912345678" }],
    [
      "permata_va",
      { payment_type: "bank_transfer", bank_transfer: { bank: "permata" } },
      { va_number: "8778000002332015" },
    ],
    [
      "mandiri_va",
      { payment_type: "echannel", echannel: { bill_info1: "Pembayaran", bill_info2: "Griya ORD-20250601-000123" } },
      { bill_key: "511224069085", biller_code: "70012" },
    ],
    [
      "alfamart",
      { payment_type: "cstore", cstore: { store: "alfamart", message: "Griya ORD-20250601-000123" } },
      { payment_code: "ALFA0123456789" },
    ],
    [
      "indomaret",
      { payment_type: "cstore", cstore: { store: "indomaret", message: "Griya ORD-20250601-000123" } },
      { payment_code: "25709650945026" },
    ],
    [
      "ovo",
      { payment_type: "qris", qris: { acquirer: "gopay" } },
      {
        actions: [{ name: "generate-qr-code", url: expect.stringContaining("/qr-code") }],
        qr_string: expect.stringMatching(/^000201/),
      },
    ],
    [
      "dana",
      { payment_type: "qris", qris: { acquirer: "gopay" } },
      {
        actions: [{ name: "generate-qr-code", url: expect.stringContaining("/qr-code") }],
        qr_string: expect.stringMatching(/^000201/),
      },
    ],
    [
      "shopeepay",
      {
        payment_type: "shopeepay",
        shopeepay: { callback_url: "http://localhost:3000/how-to-pay/6f1c1d3e-2b1a-4c55-9a51-1f0a3c2b7d10" },
      },
      { actions: [{ name: "deeplink-redirect", url: expect.stringContaining("shopeepay") }] },
    ],
  ] as const)(
    "maps %s to its Midtrans payment type and reads what the payer needs",
    async (method, part, instructions) => {
      const result = await gateway().charge(request(method));
      expect(result).toMatchObject({ outcome: "pending", instructions });
      expect(fake.requests[0]!.body).toMatchObject({ ...part, custom_expiry: { unit: "minute" } });
    },
  );

  it("keeps only the GoPay links a payer may open (never get-status or cancel)", async () => {
    const result = await gateway().charge(request("gopay"));
    expect(fake.requests[0]!.body).toMatchObject({
      payment_type: "gopay",
      gopay: { enable_callback: true, callback_url: expect.stringContaining("/how-to-pay/") },
    });
    expect(result.outcome).toBe("pending");
    if (result.outcome !== "pending") return;
    expect(result.instructions.actions!.map((a) => a.name)).toEqual(["generate-qr-code", "deeplink-redirect"]);
  });

  it("charges a card token with 3-D Secure: captured, waiting for the bank, or declined", async () => {
    const captured = await gateway().charge(
      request("credit_card", { cardToken: "481111-1114-a901971f-2f1b-4781-802a-df326fbf0e9c" }),
    );
    expect(captured).toMatchObject({ outcome: "captured", transactionId: expect.any(String) });
    expect(fake.requests[0]!.body).toEqual({
      payment_type: "credit_card",
      credit_card: { token_id: "481111-1114-a901971f-2f1b-4781-802a-df326fbf0e9c", authentication: true },
      transaction_details: { order_id: "ORD-20250601-000123", gross_amount: 1_332_000 },
      customer_details: { first_name: "Budi Santoso", email: "agen@demo.id", phone: "081234567890" },
    });

    fake.next({
      status: 200,
      body: {
        status_code: "201",
        status_message: "Success, Credit Card transaction is successful",
        transaction_id: "tx-3ds",
        order_id: "ORD-20250601-000123",
        redirect_url: "https://api.sandbox.midtrans.com/v2/token/rba/redirect/481111-1114-tx-3ds",
        gross_amount: "1332000.00",
        currency: "IDR",
        payment_type: "credit_card",
        transaction_time: "2025-06-01 10:00:00",
        transaction_status: "pending",
        fraud_status: "accept",
        masked_card: "48111111-1114",
        bank: "bni",
        card_type: "credit",
      },
    });
    expect(await gateway().charge(request("credit_card", { cardToken: "t" }))).toEqual({
      outcome: "pending",
      transactionId: "tx-3ds",
      message: "Success, Credit Card transaction is successful",
      instructions: { redirect_url: "https://api.sandbox.midtrans.com/v2/token/rba/redirect/481111-1114-tx-3ds" },
    });

    fake.next({
      status: 200,
      body: {
        status_code: "202",
        status_message: "Deny by Bank [CIMB] with code [05] and message [Do not honour]",
        transaction_id: "tx-deny",
        order_id: "ORD-20250601-000123",
        gross_amount: "1332000.00",
        payment_type: "credit_card",
        transaction_status: "deny",
        fraud_status: "accept",
        channel_response_code: "05",
        channel_response_message: "Do not honour",
      },
    });
    expect(await gateway().charge(request("credit_card", { cardToken: "t" }))).toEqual({
      outcome: "declined",
      transactionId: "tx-deny",
      message: "Deny by Bank [CIMB] with code [05] and message [Do not honour]",
    });
  });

  it("throws a GatewayError for a wrong server key, a refused request, an answer that is not JSON, or no answer", async () => {
    const wrongKey = createMidtransGateway({
      serverKey: "SB-Mid-server-WRONG",
      baseUrl: fake.baseUrl,
      callbackUrl: () => "http://x",
    });
    await expect(wrongKey.charge(request("bca_va"))).rejects.toThrow(/401 Access denied/);

    fake.next({
      status: 200,
      body: {
        status_code: "406",
        status_message:
          "The request could not be completed due to a conflict with the current state of the target resource, please try again",
        id: "x",
      },
    });
    const conflict = await gateway()
      .charge(request("bca_va"))
      .catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(GatewayError);
    expect((conflict as GatewayError).detail).toMatchObject({ httpStatus: 200, statusCode: "406" });

    fake.next({ status: 502, raw: "<html>Bad Gateway</html>" });
    await expect(gateway().charge(request("bca_va"))).rejects.toThrow(/502 without JSON/);

    const nobody = createMidtransGateway({
      serverKey: SERVER_KEY,
      baseUrl: "http://127.0.0.1:9",
      callbackUrl: () => "http://x",
    });
    await expect(nobody.charge(request("bca_va"))).rejects.toBeInstanceOf(GatewayError);
  });
});
