import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** What a sandbox card does when charged: captured at once, 3-D Secure first (the dev page), or declined. */
export type SandboxCardOutcome = "capture" | "challenge" | "decline";

const TOKEN = /^sandbox-(capture|challenge|decline)-([0-9a-f]{24})-([0-9a-f]{64})$/;

function mac(serverKey: string, body: string): string {
  return createHmac("sha256", serverKey).update(`card-token:${body}`).digest("hex");
}

/**
 * A card token as the sandbox issues it (POST /api/payments/sandbox/card_tokens), like Midtrans' tokenisation:
 * "sandbox-<outcome>-<random>-<HMAC-SHA256 with the sandbox server key>". No card data is in it.
 */
export function issueSandboxCardToken(serverKey: string, outcome: SandboxCardOutcome): string {
  const body = `sandbox-${outcome}-${randomBytes(12).toString("hex")}`;
  return `${body}-${mac(serverKey, body)}`;
}

/** The outcome of a token this sandbox issued; undefined for any other string (it is declined). */
export function readSandboxCardToken(serverKey: string, token: string): SandboxCardOutcome | undefined {
  const m = TOKEN.exec(token);
  if (!m) return undefined;
  const expected = Buffer.from(mac(serverKey, `sandbox-${m[1]}-${m[2]}`), "utf8");
  const given = Buffer.from(m[3]!, "utf8");
  return timingSafeEqual(given, expected) ? (m[1] as SandboxCardOutcome) : undefined;
}
