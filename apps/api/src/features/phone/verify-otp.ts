import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { unauthorized } from "../../platform/http/http-error.js";
import { forbidden } from "../../platform/openapi/refusal.js";
import { enforceRateLimit } from "../../platform/rate-limit/rate-limit.js";
import { findAccountById } from "../auth/index.js";
import { presentUser } from "../user/index.js";
import { findUserWithMembership } from "../../kernels/auth/user-repository.js";
import { verifyStoredPhone } from "./confirm-phone-service.js";
import { OTP_MESSAGES } from "./otp-messages.js";
import { otpRefusal } from "./otp-refusal.js";

/** Verifies the stored number with its code; the first verified phone of an account brings TRIAL. */
export const verifyOtp: OperationHandler<"verifyOtp"> = async (request) => {
  const { userId } = authOf(request);
  const { otp } = request.body;
  const { db } = request.server.database;
  const user = await findAccountById(db, userId);
  if (!user) throw unauthorized();
  const phone = user.phone_number;
  if (phone === null) return forbidden(OTP_MESSAGES.phoneMissing);
  if (user.phone_number_verified_at !== null) return forbidden(OTP_MESSAGES.phoneAlreadyVerified);
  await enforceRateLimit(request, "otpVerify", phone);
  const confirmed = await verifyStoredPhone(db, userId, phone, otp);
  if (!confirmed.ok) return otpRefusal(confirmed);
  const found = await findUserWithMembership(db, userId);
  if (!found) throw unauthorized();
  return { data: presentUser(request.server.publicFiles, found.user, found.membership) };
};
