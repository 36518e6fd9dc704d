import type { Config } from "../../platform/config.js";
import type { PaymentGateway } from "./gateway.js";
import { createMidtransGateway } from "./midtrans-gateway.js";
import { createSandboxGateway } from "./sandbox-gateway.js";

/** The gateway PAYMENT_GATEWAY names (config validation already required MIDTRANS_SERVER_KEY for midtrans). */
export function createPaymentGateway(config: Pick<Config, "payments" | "publicUrl">): PaymentGateway {
  const publicUrl = config.publicUrl.replace(/\/+$/, "");
  const p = config.payments;
  if (p.gateway === "midtrans") {
    return createMidtransGateway({
      serverKey: p.midtransServerKey as string,
      baseUrl: p.midtransBaseUrl,
      callbackUrl: (uuid) => `${publicUrl}/how-to-pay/${uuid}`,
    });
  }
  return createSandboxGateway({ serverKey: p.sandboxServerKey, publicUrl });
}
