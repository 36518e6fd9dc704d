import type { OperationHandler } from "../../openapi/operation-handler.js";
import { authOf } from "../../auth/authenticate.js";
import { HttpError, unauthorized, validationFailed } from "../../http/http-error.js";
import { enforceRateLimit } from "../../rate-limit/rate-limit.js";
import { findAccountById } from "../auth/account-repository.js";
import { isUniqueViolation } from "../auth/unique-violation.js";
import { presentUser } from "../user/user-presenter.js";
import { findUserWithMembership } from "../user/user-repository.js";
import { grantTrialOnce } from "./grant-trial.js";
import { OTP_MESSAGES } from "./otp-messages.js";
import { otpRefusal } from "./otp-refusal.js";
import { checkOtp } from "./otp-store.js";
import { refuseIfTaken } from "./phone-checks.js";
import { markPhoneVerified } from "./phone-repository.js";

/** Verifies the stored number with its code; the first verified phone of an account brings TRIAL. */
export const verifyOtp: OperationHandler<"verifyOtp"> = async (request) => {
  const { userId } = authOf(request);
  const { otp } = request.body;
  const { db } = request.server.database;
  const user = await findAccountById(db, userId);
  if (!user) throw unauthorized();
  const phone = user.phone_number;
  if (phone === null) throw new HttpError(403, { errors: OTP_MESSAGES.phoneMissing });
  if (user.phone_number_verified_at !== null) throw new HttpError(403, { errors: OTP_MESSAGES.phoneAlreadyVerified });
  await enforceRateLimit(request, "otpVerify", phone);
  await refuseIfTaken(db, phone, userId);

  try {
    const check = await checkOtp(db, userId, phone, otp, async (tx) => {
      await markPhoneVerified(tx, userId);
      await grantTrialOnce(tx, userId);
    });
    if (!check.ok) throw otpRefusal(check);
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ phone_number: [OTP_MESSAGES.phoneTaken] });
    throw error;
  }
  const found = await findUserWithMembership(db, userId);
  if (!found) throw unauthorized();
  return { data: presentUser(request.server.publicFiles, found.user, found.membership) };
};
