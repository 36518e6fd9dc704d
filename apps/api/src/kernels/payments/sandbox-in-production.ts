import type { Config } from "../../platform/config.js";

export const SANDBOX_IN_PRODUCTION_WARNING =
  "PAYMENT_GATEWAY=sandbox in production: NO MONEY IS TAKEN. Sandbox test cards pay orders and deliver memberships, " +
  "coins and slots for free. Use this only for a demo or staging installation; set PAYMENT_GATEWAY=midtrans to take payments.";

/**
 * Production runs the sandbox only when PAYMENT_GATEWAY=sandbox is set on purpose (config refuses to start
 * otherwise); then every start says so at warn level, so nobody runs a shop on it unknowingly.
 */
export function warnAboutSandboxInProduction(
  config: Pick<Config, "env" | "payments">,
  log: { warn(o: object, m: string): void },
): boolean {
  if (config.env !== "production" || config.payments.gateway !== "sandbox") return false;
  log.warn({ payment_gateway: "sandbox", node_env: "production" }, SANDBOX_IN_PRODUCTION_WARNING);
  return true;
}
