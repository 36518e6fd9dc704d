import { sql } from "drizzle-orm";
import type { RouteHandlerMethod } from "fastify";
import { authOf } from "../../auth/authenticate.js";
import { unauthorized, validationFailed } from "../../http/http-error.js";
import { enforceRateLimit } from "../../rate-limit/rate-limit.js";
import { findAccountById } from "../auth/account-repository.js";
import { isUniqueViolation } from "../auth/unique-violation.js";
import { presentUser } from "../user/user-presenter.js";
import { findUserWithMembership } from "../user/user-repository.js";
import { grantTrialOnce } from "./grant-trial.js";
import { OTP_MESSAGES } from "./otp-messages.js";
import { otpRefusal } from "./otp-refusal.js";
import { checkOtp } from "./otp-store.js";
import { refuseIfLocked, refuseIfTaken, requirePhoneNumber } from "./phone-checks.js";

/**
 * POST /api/profile/phone_number: the new number, verified by the code sent to it. Changing a verified
 * number starts the change lock again; a first verification through here grants TRIAL like verify_otp.
 */
export const updatePhoneNumber: RouteHandlerMethod = async (request) => {
  const { userId } = authOf(request);
  const body = request.body as { phone_number: string; otp: string };
  const phone = requirePhoneNumber(body.phone_number);
  await enforceRateLimit(request, "otpVerify", phone);
  const { db } = request.server.database;
  const user = await findAccountById(db, userId);
  if (!user) throw unauthorized();
  const wasVerified = user.phone_number_verified_at !== null;
  if (wasVerified && user.phone_number === phone) throw validationFailed({ phone_number: [OTP_MESSAGES.phoneSame] });
  if (wasVerified) await refuseIfLocked(request, user.phone_number_changed_at);
  await refuseIfTaken(db, phone, userId);

  try {
    const check = await checkOtp(db, userId, phone, body.otp, async (tx) => {
      await tx.execute(sql`UPDATE users SET phone_number = ${phone}, phone_number_verified_at = now(),
        phone_number_changed_at = ${wasVerified ? sql`now()` : sql`phone_number_changed_at`}, updated_at = now()
        WHERE id = ${userId}`);
      if (!wasVerified) await grantTrialOnce(tx, userId);
    });
    if (!check.ok) throw otpRefusal(check);
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ phone_number: [OTP_MESSAGES.phoneTaken] });
    throw error;
  }
  const found = await findUserWithMembership(db, userId);
  if (!found) throw unauthorized();
  return { data: presentUser(found.user, found.membership) };
};
