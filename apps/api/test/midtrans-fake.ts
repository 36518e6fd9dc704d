import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: Record<string, any> };

type Reply = { status: number; body: unknown } | { status: number; raw: string };

/**
 * A local stand-in for the Midtrans Core API (POST /v2/charge) answering with the JSON shapes of Midtrans'
 * documentation (docs.midtrans.com: Charge API, bank transfer, Mandiri bill, over the counter, GoPay, QRIS,
 * card). `next` overrides the answer to the next request (errors, declines, 3-D Secure).
 */
export async function startMidtransFake(serverKey: string) {
  const requests: FakeRequest[] = [];
  const queued: Reply[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${serverKey}:`).toString("base64")}`;

  const server: Server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      const body = text ? (JSON.parse(text) as Record<string, any>) : {};
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      let reply: Reply;
      if (req.headers.authorization !== expectedAuth) {
        reply = {
          status: 401,
          body: {
            status_code: "401",
            status_message: "Access denied due to unauthorized transaction, please check client or server key",
            id: randomUUID(),
          },
        };
      } else {
        reply = queued.shift() ?? { status: 200, body: chargeAnswer(body) };
      }
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end("raw" in reply ? reply.raw : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    next: (reply: Reply) => void queued.push(reply),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const now = () => "2025-06-01 10:00:00";

/** The documented answer for a successful charge of each payment type. */
export function chargeAnswer(body: Record<string, any>): Record<string, unknown> {
  const td = body.transaction_details as { order_id: string; gross_amount: number };
  const base = {
    transaction_id: randomUUID(),
    order_id: td.order_id,
    merchant_id: "G772349112",
    gross_amount: `${td.gross_amount}.00`,
    currency: "IDR",
    payment_type: body.payment_type,
    transaction_time: now(),
    fraud_status: "accept",
  };
  const pending = { ...base, status_code: "201", transaction_status: "pending", expiry_time: "2025-06-02 10:00:00" };
  switch (body.payment_type) {
    case "bank_transfer": {
      const bank = body.bank_transfer.bank as string;
      if (bank === "permata") {
        return {
          ...pending,
          status_message: "Success, PERMATA VA transaction is successful",
          permata_va_number: "8778000002332015",
        };
      }
      return {
        ...pending,
        status_message: "Success, Bank Transfer transaction is created",
        va_numbers: [{ bank, va_number: bank === "bca" ? "91019021579" : "9880809912345678" }],
      };
    }
    case "echannel":
      return {
        ...pending,
        status_message: "OK, Mandiri Bill transaction is successful",
        bill_key: "511224069085",
        biller_code: "70012",
      };
    case "cstore":
      return {
        ...pending,
        status_message: "Success, cstore transaction is successful",
        payment_code: body.cstore.store === "alfamart" ? "ALFA0123456789" : "25709650945026",
        store: body.cstore.store,
      };
    case "gopay":
      return {
        ...pending,
        status_message: "GoPay transaction is created",
        actions: [
          {
            name: "generate-qr-code",
            method: "GET",
            url: `https://api.sandbox.midtrans.com/v2/gopay/${base.transaction_id}/qr-code`,
          },
          {
            name: "deeplink-redirect",
            method: "GET",
            url: `https://simulator.sandbox.midtrans.com/gopay/partner/app/payment-pin?id=${base.transaction_id}`,
          },
          {
            name: "get-status",
            method: "GET",
            url: `https://api.sandbox.midtrans.com/v2/${base.transaction_id}/status`,
          },
          { name: "cancel", method: "POST", url: `https://api.sandbox.midtrans.com/v2/${base.transaction_id}/cancel` },
        ],
      };
    case "shopeepay":
      return {
        ...pending,
        status_message: "ShopeePay transaction is created",
        actions: [
          {
            name: "deeplink-redirect",
            method: "GET",
            url: `https://simulator.sandbox.midtrans.com/v2/shopeepay/${base.transaction_id}`,
          },
        ],
      };
    case "qris":
      return {
        ...pending,
        status_message: "QRIS transaction is created",
        actions: [
          {
            name: "generate-qr-code",
            method: "GET",
            url: `https://api.sandbox.midtrans.com/v2/qris/${base.transaction_id}/qr-code`,
          },
        ],
        qr_string: "00020101021226620014COM.GO-JEK.WWW011993600914300000000000303UMI5204599953033605802ID6304ABCD",
        acquirer: "gopay",
      };
    case "credit_card":
      return {
        ...base,
        status_code: "200",
        status_message: "Success, Credit Card transaction is successful",
        transaction_status: "capture",
        masked_card: "48111111-1114",
        bank: "bni",
        card_type: "credit",
        approval_code: "1578569243927",
        channel_response_code: "00",
        channel_response_message: "Approved",
      };
    default:
      return {
        status_code: "400",
        status_message: "One or more parameters in the payload is invalid.",
        validation_messages: ["payment_type is not supported"],
      };
  }
}
