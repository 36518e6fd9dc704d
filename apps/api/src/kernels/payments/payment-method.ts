import type { PaymentMethod } from "@griya/domain/payment-methods";

/** The contract's PaymentMethod codes (openapi/components/schemas/PaymentMethod.yaml); bca_va is the default. */
export type { PaymentMethod } from "@griya/domain/payment-methods";

/** What the payer needs, as the API returns it (Order.payment_instructions). */
export type PaymentInstructions = {
  method: PaymentMethod;
  va_number?: string;
  payment_code?: string;
  bill_key?: string;
  biller_code?: string;
  actions?: { name: string; url: string }[];
  /** The QR payload (QRIS/EMVCo text) to draw for QR-paid methods, when the gateway gives it. */
  qr_string?: string;
  redirect_url?: string;
};
