import { invalidField } from "../../platform/openapi/refusal.js";
import type { PhoneConfirmation } from "./confirm-phone-service.js";
import { OTP_MESSAGES } from "./otp-messages.js";

/** The 470 of a refused confirmation: on `phone_number` for a number taken, on `otp` for a failed check. */
export function otpRefusal(refusal: Exclude<PhoneConfirmation, { ok: true }>) {
  if (refusal.reason === "taken") return invalidField("phone_number", OTP_MESSAGES.phoneTaken);
  const text = refusal.reason === "wrong" ? OTP_MESSAGES.wrong(refusal.remaining) : OTP_MESSAGES[refusal.reason];
  return invalidField("otp", text);
}
