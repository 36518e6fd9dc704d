import { HttpError } from "../../platform/http/http-error.js";
import { invalidField } from "../../platform/openapi/refusal.js";
import type { GatewayError } from "./gateway.js";

export const PAYMENT_MESSAGES = {
  cardDeclined: "Kartu ditolak oleh bank. Periksa data kartu atau gunakan kartu lain.",
  gatewayUnavailable: "Layanan pembayaran sedang tidak dapat dihubungi. Silakan coba lagi beberapa saat lagi.",
  orderNotPending: "Pesanan ini tidak sedang menunggu pembayaran.",
  orderNotCard: "Pesanan ini tidak dibayar dengan kartu.",
  orderPastDue: "Batas waktu pembayaran pesanan ini sudah lewat.",
  amountMismatch: "Jumlah pembayaran tidak sama dengan total pesanan.",
  statusMismatch: "Kode status tidak sesuai dengan status transaksi.",
  badSignature: "Tanda tangan notifikasi tidak valid.",
  orderNotFound: "Pesanan tidak ditemukan.",
  noSandboxPayment: "Pesanan ini tidak memiliki pembayaran sandbox.",
} as const;

/** 470 on card_token: the bank declined the card. */
export const cardDeclined = () => invalidField("card_token", PAYMENT_MESSAGES.cardDeclined);

/** 500 with a clear text; the gateway's own message goes to the log through the cause. */
export function gatewayUnavailable(cause: GatewayError): HttpError {
  const error = new HttpError(500, { errors: PAYMENT_MESSAGES.gatewayUnavailable });
  error.cause = cause;
  return error;
}
