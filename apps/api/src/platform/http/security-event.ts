import type { FastifyBaseLogger, FastifyRequest } from "fastify";

/**
 * What the security log records. A closed list, so a dashboard or alert can count on the names; failures and
 * refusals log at warn, the rest at info.
 */
export const SECURITY_EVENT_LEVELS = {
  login_succeeded: "info",
  login_failed: "warn",
  throttled: "warn",
  password_reset_requested: "info",
  password_reset_completed: "info",
  password_changed: "info",
  phone_changed: "info",
  session_revoked: "info",
  payment_signature_failed: "warn",
  coin_transfer: "info",
} as const satisfies Record<string, "info" | "warn">;

export type SecurityEventName = keyof typeof SECURITY_EVENT_LEVELS;

/**
 * The details an event may carry: ids, counts and fixed words only. No e-mail, phone number, token, password or
 * name: the request's own log lines already say the address and the path, and the reqId ties them together.
 */
export type SecurityEventDetails = {
  userId?: number;
  /** Why a login failed: wrong_credentials, not_activated, not_agent. */
  reason?: "wrong_credentials" | "not_activated" | "not_agent";
  /** The rate-limit rule that refused (throttled). */
  rule?: string;
  /** Coin transfer: the transfer (its uuid) and how many coins. */
  transferUuid?: string;
  coins?: number;
};

/** Writes one security event through the request's logger (so it carries the request id). */
export function securityEvent(
  request: { log: FastifyBaseLogger } | FastifyRequest,
  event: SecurityEventName,
  details: SecurityEventDetails = {},
): void {
  request.log[SECURITY_EVENT_LEVELS[event]]({ event, ...details }, `security event: ${event}`);
}
