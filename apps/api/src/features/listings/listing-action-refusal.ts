import type { ErrorCode } from "@griya/domain/error-codes";

/** The numbers a business refusal (docs/product/error-codes.md) shows the agent. */
export type RefusalNumbers = { coins_remaining: number; required_coins: number; listing_slot: number };

/** Why an action on the agent's own listing was refused; the handler answers each with its status and text. */
export type ListingActionRefusal =
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "not_activatable" }
  /** What the listing lacks to go live, per listing form field. */
  | { ok: false; reason: "incomplete"; errors: Record<string, string[]> }
  | { ok: false; reason: "not_repostable" }
  | { ok: false; reason: "not_active" }
  | { ok: false; reason: "business"; code: ErrorCode; numbers: RefusalNumbers };

export const refused = (code: ErrorCode, numbers: RefusalNumbers): ListingActionRefusal => ({
  ok: false,
  reason: "business",
  code,
  numbers,
});
