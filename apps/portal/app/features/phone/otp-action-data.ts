import type { FormFailure } from "../../lib/form-result";

export type ResendOtpResult = { ok: true; intent: "resend"; phone: string; resendAvailableAt: number };

/** A failed resend may say when to try again (429 `retry_after`). */
export type OtpActionData = ResendOtpResult | (FormFailure & { resendAvailableAt?: number });
