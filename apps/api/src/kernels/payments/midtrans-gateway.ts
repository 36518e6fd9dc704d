import type { ChargeRequest, ChargeResult, GatewayInstructions, PaymentGateway } from "./gateway.js";
import { GatewayError } from "./gateway.js";
import { formatJakartaTime } from "./jakarta-time.js";
import type { PaymentMethod } from "./payment-method.js";

/** The parts of a Midtrans charge response we read (docs.midtrans.com, Core API /v2/charge). */
type ChargeResponse = {
  status_code?: string;
  status_message?: string;
  transaction_id?: string;
  transaction_status?: string;
  fraud_status?: string;
  va_numbers?: { bank: string; va_number: string }[];
  permata_va_number?: string;
  bill_key?: string;
  biller_code?: string;
  payment_code?: string;
  actions?: { name: string; method?: string; url: string }[];
  /** QRIS charges (our OVO and DANA): the QR payload itself; GoPay gives only the image URL. */
  qr_string?: string;
  redirect_url?: string;
};

const VA_BANK: Partial<Record<PaymentMethod, string>> = {
  bca_va: "bca",
  bni_va: "bni",
  bri_va: "bri",
  permata_va: "permata",
};
// Links the payer may open; get-status and cancel are server calls and never leave the API.
const PAYER_ACTIONS = new Set(["generate-qr-code", "deeplink-redirect"]);
const TIMEOUT_MS = 15_000;

/** The method-specific part of a charge (ADR 0013 explains the mapping). */
function methodPart(request: ChargeRequest, callbackUrl: string): Record<string, unknown> {
  const bank = VA_BANK[request.method];
  if (bank) return { payment_type: "bank_transfer", bank_transfer: { bank } };
  switch (request.method) {
    case "mandiri_va":
      return {
        payment_type: "echannel",
        echannel: { bill_info1: "Pembayaran", bill_info2: `Griya ${request.gatewayOrderId}`.slice(0, 30) },
      };
    case "credit_card":
      return { payment_type: "credit_card", credit_card: { token_id: request.cardToken, authentication: true } };
    case "gopay":
      return { payment_type: "gopay", gopay: { enable_callback: true, callback_url: callbackUrl } };
    case "shopeepay":
      return { payment_type: "shopeepay", shopeepay: { callback_url: callbackUrl } };
    case "ovo":
    case "dana":
      // Core API has no OVO or DANA charge; both wallets pay any QRIS code.
      return { payment_type: "qris", qris: { acquirer: "gopay" } };
    case "alfamart":
    case "indomaret":
      return { payment_type: "cstore", cstore: { store: request.method, message: `Griya ${request.gatewayOrderId}` } };
    default:
      throw new GatewayError(`no Midtrans mapping for ${request.method}`);
  }
}

/** The JSON body of POST /v2/charge for one attempt. */
function midtransChargeBody(request: ChargeRequest, callbackUrl: string): Record<string, unknown> {
  const body: Record<string, unknown> = {
    ...methodPart(request, callbackUrl),
    transaction_details: { order_id: request.gatewayOrderId, gross_amount: request.amount },
    customer_details: {
      first_name: request.customer.name.slice(0, 255),
      email: request.customer.email,
      ...(request.customer.phone ? { phone: request.customer.phone } : {}),
    },
  };
  if (request.method !== "credit_card") {
    // The gateway stops taking the payment when the order expires (pay_before), never later.
    const from = request.orderedAt;
    const minutes = Math.max(1, Math.floor((request.payBefore.getTime() - from.getTime()) / 60_000));
    body.custom_expiry = { order_time: `${formatJakartaTime(from)} +0700`, expiry_duration: minutes, unit: "minute" };
  }
  return body;
}

function instructionsOf(r: ChargeResponse): GatewayInstructions {
  const out: GatewayInstructions = {};
  const va = r.va_numbers?.[0]?.va_number ?? r.permata_va_number;
  if (va) out.va_number = va;
  if (r.bill_key) out.bill_key = r.bill_key;
  if (r.biller_code) out.biller_code = r.biller_code;
  if (r.payment_code) out.payment_code = r.payment_code;
  const actions = (r.actions ?? []).filter((a) => PAYER_ACTIONS.has(a.name)).map((a) => ({ name: a.name, url: a.url }));
  if (actions.length > 0) out.actions = actions;
  if (r.qr_string) out.qr_string = r.qr_string;
  if (r.redirect_url) out.redirect_url = r.redirect_url;
  return out;
}

/** Reads a charge answer: Midtrans puts its own status_code in the body, whatever the HTTP status. */
function readChargeResponse(request: ChargeRequest, httpStatus: number, r: ChargeResponse): ChargeResult {
  const message = r.status_message ?? "";
  const transactionId = r.transaction_id ?? null;
  const declined =
    r.status_code === "202" ||
    r.transaction_status === "deny" ||
    (r.transaction_status === "capture" && r.fraud_status === "deny");
  if (declined && request.method === "credit_card") return { outcome: "declined", transactionId, message };
  if (transactionId && (r.status_code === "200" || r.status_code === "201")) {
    const paid =
      r.transaction_status === "settlement" || (r.transaction_status === "capture" && r.fraud_status !== "challenge");
    if (paid) return { outcome: "captured", transactionId, message };
    if (
      r.transaction_status === "pending" ||
      r.transaction_status === "capture" ||
      r.transaction_status === "authorize"
    ) {
      return { outcome: "pending", transactionId, instructions: instructionsOf(r), message };
    }
  }
  throw new GatewayError(`Midtrans refused the charge: ${r.status_code ?? httpStatus} ${message}`.trim(), {
    httpStatus,
    statusCode: r.status_code,
    statusMessage: message,
  });
}

/**
 * Midtrans Core API: POST {baseUrl}/v2/charge with Basic auth (server key as user, empty password). Card
 * charges ask for 3-D Secure; the payer is sent to redirect_url when the bank wants it.
 */
export function createMidtransGateway(options: {
  serverKey: string;
  baseUrl: string;
  /** Where the wallet app returns the payer (the how-to-pay page). */
  callbackUrl: (orderUuid: string) => string;
  fetch?: typeof fetch;
}): PaymentGateway {
  const doFetch = options.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${options.serverKey}:`).toString("base64")}`;
  return {
    name: "midtrans",
    serverKey: options.serverKey,
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      let response: Response;
      try {
        response = await doFetch(`${options.baseUrl}/v2/charge`, {
          method: "POST",
          headers: { accept: "application/json", "content-type": "application/json", authorization: auth },
          body: JSON.stringify(midtransChargeBody(request, options.callbackUrl(request.orderUuid))),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new GatewayError(`Midtrans could not be reached: ${(error as Error).message}`);
      }
      const text = await response.text();
      let parsed: ChargeResponse;
      try {
        parsed = JSON.parse(text) as ChargeResponse;
      } catch {
        throw new GatewayError(`Midtrans answered ${response.status} without JSON`, { httpStatus: response.status });
      }
      return readChargeResponse(request, response.status, parsed);
    },
  };
}
