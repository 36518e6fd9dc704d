import type { PaymentInstructions, PaymentMethod } from "./payment-method.js";

export const GATEWAY_NAMES = ["sandbox", "midtrans"] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];

export type ChargeRequest = {
  /** The order id at the gateway for this attempt (Midtrans: letters, digits, - _ . ~, at most 50). */
  gatewayOrderId: string;
  orderUuid: string;
  amount: number;
  method: PaymentMethod;
  /** When this charge starts and when the order must be paid: the gateway's expiry ends at pay_before. */
  orderedAt: Date;
  payBefore: Date;
  customer: { name: string; email: string; phone: string | null };
  cardToken?: string;
};

/** What the payer needs, without the method (the caller knows it). */
export type GatewayInstructions = Omit<PaymentInstructions, "method">;

export type ChargeResult =
  /** Waiting for the payer (VA, store, e-wallet, or a card in 3-D Secure). */
  | { outcome: "pending"; transactionId: string; instructions: GatewayInstructions; message?: string }
  /** A card charged at once. */
  | { outcome: "captured"; transactionId: string; message?: string }
  /** A card refused by the bank or the fraud check. */
  | { outcome: "declined"; transactionId: string | null; message: string };

/** A payment gateway: the built-in sandbox or Midtrans (Core API), chosen by PAYMENT_GATEWAY. */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** The key that signs this gateway's notifications (signature_key). */
  readonly serverKey: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** The gateway could not be reached or refused the request (not the payer's fault). */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly detail: { httpStatus?: number; statusCode?: string; statusMessage?: string } = {},
  ) {
    super(message);
    this.name = "GatewayError";
  }
}
