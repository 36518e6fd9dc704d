import { zonedParts } from "@griya/domain/zoned-time";
import type { AppDb } from "../../platform/db/client.js";
import { nextSequenceValue } from "./order-repository.js";

/** Numbers carry the year and month of the business zone (WIB), whatever the server's zone. */
const BUSINESS_ZONE = "Asia/Jakarta";

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/**
 * ORD-20250601-000123: dashes, not slashes, because payment gateways take the order number as their order id
 * (Midtrans allows letters, digits, "-", "_", "~" and ".").
 */
export function formatOrderNumber(seq: number, at: Date): string {
  const p = zonedParts(at, BUSINESS_ZONE);
  return `ORD-${p.year}${pad(p.month, 2)}${pad(p.day, 2)}-${pad(seq, 6)}`;
}

/** INV/2025/06/000001, the invoice number given at payment. */
export function formatInvoiceNumber(seq: number, at: Date): string {
  const p = zonedParts(at, BUSINESS_ZONE);
  return `INV/${p.year}/${pad(p.month, 2)}/${pad(seq, 6)}`;
}

export async function nextOrderNumber(db: AppDb, at: Date): Promise<string> {
  return formatOrderNumber(await nextSequenceValue(db, "order_number_seq"), at);
}

export async function nextInvoiceNumber(db: AppDb, at: Date): Promise<string> {
  return formatInvoiceNumber(await nextSequenceValue(db, "invoice_number_seq"), at);
}
