import { validationFailed } from "../../http/http-error.js";
import { OTP_MESSAGES } from "./otp-messages.js";
import type { OtpCheck } from "./otp-store.js";

/** The 470 on `otp` for a failed check. */
export function otpRefusal(check: Exclude<OtpCheck, { ok: true }>) {
  const text = check.reason === "wrong" ? OTP_MESSAGES.wrong(check.remaining) : OTP_MESSAGES[check.reason];
  return validationFailed({ otp: [text] });
}
