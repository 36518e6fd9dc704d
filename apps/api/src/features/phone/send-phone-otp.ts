import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import type { FastifyRequest } from "fastify";
import { authOf } from "../../kernels/auth/authenticate.js";
import { OTP_VALID_MINUTES } from "../../kernels/auth/security-settings.js";
import { unauthorized } from "../../platform/http/http-error.js";
import { otpSms } from "../../kernels/auth/account-messages.js";
import { invalidField, Refusal } from "../../platform/openapi/refusal.js";
import { enforceRateLimit, refuseThrottled } from "../../platform/rate-limit/rate-limit.js";
import { findAccountById } from "../auth/index.js";
import { OTP_MESSAGES } from "./otp-messages.js";
import { issueOtp } from "./otp-store.js";
import { refusalIfLocked, refusalIfTaken, requirePhoneNumber } from "./phone-checks.js";
import { lockUser, setUnverifiedPhone } from "./phone-repository.js";

/**
 * Sends a code to the number. Without a verified phone the number is stored (unverified) for verify_otp;
 * with one, the stored number stays and the code serves profile/phone_number (so the change lock applies).
 */
async function sendOtp(request: FastifyRequest, typedPhone: string) {
  const { userId } = authOf(request);
  const phone = requirePhoneNumber(typedPhone);
  if (phone instanceof Refusal) return phone;
  await enforceRateLimit(request, "otpSend", phone);
  const { db } = request.server.database;
  const user = await findAccountById(db, userId);
  if (!user) throw unauthorized();
  const verified = user.phone_number_verified_at !== null;
  if (verified && user.phone_number === phone) return invalidField("phone_number", OTP_MESSAGES.phoneAlreadyVerified);
  const refusal =
    (verified ? await refusalIfLocked(request, user.phone_number_changed_at) : undefined) ??
    (await refusalIfTaken(db, phone, userId));
  if (refusal) return refusal;

  const issued = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const result = await issueOtp(tx, userId, phone);
    if (!("retryAfter" in result) && !verified) {
      await setUnverifiedPhone(tx, userId, phone);
    }
    return result;
  });
  if ("retryAfter" in issued)
    throw refuseThrottled(request, "otpCooldown", issued.retryAfter, OTP_MESSAGES.cooldown(issued.retryAfter));
  await request.server.messenger.send(otpSms(phone, issued.code, OTP_VALID_MINUTES));
  return {
    data: {
      phone_number: phone,
      expires_at: issued.expiresAt.toISOString(),
      resend_available_at: issued.resendAvailableAt.toISOString(),
    },
  };
}

/** POST /api/user_verify/update_phone_send_otp */
export const sendPhoneOtp: OperationHandler<"sendPhoneOtp"> = (request) => sendOtp(request, request.body.phone_number);

/** POST /api/otp/request_new: the same rules, for the /otp screen's resend. */
export const requestNewOtp: OperationHandler<"requestNewOtp"> = (request) =>
  sendOtp(request, request.body.phone_number);
