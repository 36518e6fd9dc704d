import type { PaymentGateway } from "./gateway.js";

// createPayment's agreed signature has no app or config, so the process keeps the gateway buildApp chose.
// One gateway per process (the configuration is per process too).
let active: PaymentGateway | undefined;

export function setActivePaymentGateway(gateway: PaymentGateway): void {
  active = gateway;
}

export function activePaymentGateway(): PaymentGateway {
  if (!active) throw new Error("no payment gateway configured: buildApp sets it");
  return active;
}
