import { isPaymentMethod, paysByQrCode } from "@griya/domain/payment-methods";
import { renderSVG } from "uqr";
import type { OrderDetail } from "./queries";

/**
 * The QR code /how-to-pay shows for GoPay, OVO and DANA, as an image source. Drawn here, on the server, from the
 * gateway's QR text (the sandbox's and Midtrans' QRIS) into an SVG, so no QR code library reaches the browser;
 * Midtrans GoPay gives only an image URL (its `generate-qr-code` action), which is used as it is.
 */
export function paymentQrSource(order: OrderDetail): string | null {
  const method = order.payment_method;
  const instructions = order.payment_instructions;
  if (order.status !== "PENDING" || !instructions || !method || !isPaymentMethod(method) || !paysByQrCode(method))
    return null;
  if (instructions.qr_string) {
    // Level M survives a smudged or glared phone screen; a 4-module quiet zone as the standard asks.
    const svg = renderSVG(instructions.qr_string, { ecc: "M", border: 4 });
    return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  }
  return instructions.actions?.find((action) => action.name === "generate-qr-code")?.url ?? null;
}
