// Why a guard sent the agent where they are (docs/product/accounts-and-security.md#onboarding-chain-and-guards, said on
// arrival). The middleware adds the reason and the page asked for to the redirect; the page it lands on explains it.
// Links and buttons ask the same guard before the agent clicks, so they can say why instead of leading to a redirect.
import {
  CREATE_PASSWORD_PATH,
  INPUT_PHONE_PATH,
  normalizePath,
  OTP_PATH,
  PRODUCT_PATH,
  UPGRADE_PATH,
  type AccessRefusal,
} from "@griya/domain/guard";
import { matchRoute } from "./route-guard";

/** The refusals of @griya/domain's guard, and a running Trial sent to /upgrade. */
export type GuardReason = AccessRefusal | "trial";

export const GUARD_REASON_PARAM = "alasan";
export const GUARD_FROM_PARAM = "dari";

// Each guard destination has exactly one reason (domain/guard.ts REFUSAL_PATHS and the Trial rule).
const REASON_AT: Record<string, GuardReason> = {
  [INPUT_PHONE_PATH]: "phone_required",
  [OTP_PATH]: "phone_unverified",
  [CREATE_PASSWORD_PATH]: "password_required",
  [PRODUCT_PATH]: "membership_required",
  [UPGRADE_PATH]: "trial",
};

const REASONS = new Set<string>(Object.values(REASON_AT));

/** The reason a guard sends a visitor to `to`, or null for other destinations (home, login, partner sites). */
export function guardReasonFor(to: string): GuardReason | null {
  return REASON_AT[to] ?? null;
}

/** `to` with the reason and the page asked for (`/product?alasan=membership_required&dari=%2Flisting%2Fadd`). */
export function explainedRedirect(to: string, from: string): string {
  const reason = guardReasonFor(to);
  if (!reason) return to;
  const params = new URLSearchParams({ [GUARD_REASON_PARAM]: reason, [GUARD_FROM_PARAM]: normalizePath(from) });
  return `${to}?${params}`;
}

export type GuardArrival = { reason: GuardReason; from: string | null };

/** The reason in a page's query string; the page asked for counts only when it is a known route. */
export function readGuardArrival(params: URLSearchParams): GuardArrival | null {
  const reason = params.get(GUARD_REASON_PARAM);
  if (reason === null || !REASONS.has(reason)) return null;
  const from = params.get(GUARD_FROM_PARAM);
  return { reason: reason as GuardReason, from: from ? (matchRoute(from)?.pattern ?? null) : null };
}
