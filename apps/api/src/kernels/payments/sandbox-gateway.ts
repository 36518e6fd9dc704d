import { randomInt, randomUUID } from "node:crypto";
import type { ChargeRequest, ChargeResult, GatewayInstructions, PaymentGateway } from "./gateway.js";
import type { PaymentMethod } from "./payment-method.js";
import { readSandboxCardToken } from "./sandbox-card-token.js";
import { sandboxQrisString } from "./sandbox-qris.js";

function digits(n: number): string {
  let out = "";
  for (let i = 0; i < n; i += 1) out += String(randomInt(10));
  return out;
}

// Shapes as the banks issue them through Midtrans: a bank or company prefix and the customer number.
const VA_NUMBER: Partial<Record<PaymentMethod, () => string>> = {
  bca_va: () => `39358${digits(10)}`,
  bni_va: () => `988${digits(13)}`,
  bri_va: () => `26215${digits(13)}`,
  permata_va: () => `8778${digits(12)}`,
};
const MANDIRI_BILLER_CODE = "70012";

/**
 * The built-in gateway (the default): issues VA numbers, Mandiri bill keys, store payment codes, e-wallet
 * links and QRIS texts (GoPay, OVO, DANA) locally and never calls out. E-wallet links and QR codes lead to the development payment page; a
 * developer pays through POST /api/dev/payments/{uuid}/pay, which sends a notification signed with serverKey.
 * Card tokens: only tokens this sandbox issued (sandbox-card-token.ts, signed with serverKey) are charged, as
 * they say: captured at once, waiting for 3-D Secure (the dev page), or declined. Any other token is declined,
 * so nobody pays with a made-up string (ADR 0019).
 */
export function createSandboxGateway(options: { serverKey: string; publicUrl: string }): PaymentGateway {
  const devPage = (uuid: string) => `${options.publicUrl.replace(/\/+$/, "")}/api/dev/payments/${uuid}`;

  function instructionsFor(request: ChargeRequest): GatewayInstructions {
    const page = devPage(request.orderUuid);
    // A real QRIS text, as Midtrans' qr_string: the portal draws it (ADR 0013).
    const qr_string = sandboxQrisString({ amount: request.amount, reference: request.gatewayOrderId });
    switch (request.method) {
      case "bca_va":
      case "bni_va":
      case "bri_va":
      case "permata_va":
        return { va_number: VA_NUMBER[request.method]!() };
      case "mandiri_va":
        return { bill_key: digits(12), biller_code: MANDIRI_BILLER_CODE };
      case "alfamart":
        return { payment_code: `ALF${digits(13)}` };
      case "indomaret":
        return { payment_code: digits(14) };
      case "gopay":
        return {
          actions: [
            { name: "generate-qr-code", url: `${page}?view=qr` },
            { name: "deeplink-redirect", url: page },
          ],
          qr_string,
        };
      case "shopeepay":
        return { actions: [{ name: "deeplink-redirect", url: page }] };
      case "ovo":
      case "dana":
        return { actions: [{ name: "generate-qr-code", url: `${page}?view=qr` }], qr_string };
      case "credit_card":
        return { redirect_url: page };
    }
  }

  return {
    name: "sandbox",
    serverKey: options.serverKey,
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const transactionId = randomUUID();
      if (request.method === "credit_card") {
        const outcome = readSandboxCardToken(options.serverKey, request.cardToken ?? "");
        if (outcome === undefined) {
          return {
            outcome: "declined",
            transactionId,
            message: "Deny by Bank [SANDBOX]: the card token was not issued by this sandbox",
          };
        }
        if (outcome === "decline") {
          return {
            outcome: "declined",
            transactionId,
            message: "Deny by Bank [SANDBOX] with code [05] and message [Do not honour]",
          };
        }
        if (outcome === "challenge")
          return { outcome: "pending", transactionId, instructions: instructionsFor(request) };
        return { outcome: "captured", transactionId, message: "Success, Credit Card transaction is successful" };
      }
      return { outcome: "pending", transactionId, instructions: instructionsFor(request) };
    },
  };
}
