import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import type { FastifyRequest } from "fastify";
import { ERROR_MESSAGES } from "@griya/domain/error-codes";
import { authOf } from "../../kernels/auth/authenticate.js";
import { verifyPassword } from "../../kernels/auth/password.js";
import { unauthorized } from "../../platform/http/http-error.js";
import { securityEvent } from "../../platform/http/security-event.js";
import { forbidden, invalidField, Refusal } from "../../platform/openapi/refusal.js";
import { phoneChangedEmail, phoneChangedSms } from "../../kernels/auth/account-messages.js";
import { enforceRateLimit, refund } from "../../platform/rate-limit/rate-limit.js";
import { ACCOUNT_MESSAGES } from "../auth/index.js";
import { findAccountById, type AccountRow } from "../auth/index.js";
import { presentUser } from "../user/index.js";
import { findUserWithMembership } from "../../kernels/auth/user-repository.js";
import { changeVerifiedPhone } from "./confirm-phone-service.js";
import { OTP_MESSAGES } from "./otp-messages.js";
import { otpRefusal } from "./otp-refusal.js";
import { refusalIfLocked, refusalIfTaken, requirePhoneNumber } from "./phone-checks.js";

/**
 * The account's password, wrong guesses counted per account in change-password's bucket (the same secret): a 403
 * without a password, a 470 for a wrong one, else undefined.
 */
async function passwordRefusal(request: FastifyRequest, user: AccountRow, password: string) {
  if (user.password_hash === null) return forbidden(ACCOUNT_MESSAGES.noPasswordYet);
  const hits = await enforceRateLimit(request, "changePassword", `user:${user.id}`);
  if (!(await verifyPassword(user.password_hash, password)))
    return invalidField("password", ERROR_MESSAGES.passwordWrong);
  await refund(request.server.database.db, hits);
  return undefined;
}

/** The replaced number and the e-mail hear of the change: the owner's warning if a stolen session made it. */
async function noticeChange(
  request: FastifyRequest,
  user: AccountRow,
  oldPhone: string,
  newPhone: string,
): Promise<void> {
  const { supportEmail } = request.server.config;
  for (const message of [
    phoneChangedSms(oldPhone, newPhone, supportEmail),
    phoneChangedEmail(user.email, user.name, newPhone, supportEmail),
  ]) {
    try {
      await request.server.messenger.send(message);
    } catch (error) {
      // The number is changed; a notice that could not be sent must not undo or hide that.
      request.log.error({ err: error, channel: message.channel }, "phone change notice not sent");
    }
  }
}

/**
 * POST /api/profile/phone_number: the new number, verified by the code sent to it, and the account's password
 * (a session alone must not move the account's second factor). Changing a verified number starts the change
 * lock again and tells the old number and the e-mail; a first verification through here grants TRIAL like
 * verify_otp.
 */
export const updatePhoneNumber: OperationHandler<"updatePhoneNumber"> = async (request) => {
  const { userId } = authOf(request);
  const body = request.body;
  const phone = requirePhoneNumber(body.phone_number);
  if (phone instanceof Refusal) return phone;
  await enforceRateLimit(request, "otpVerify", phone);
  const { db } = request.server.database;
  const user = await findAccountById(db, userId);
  if (!user) throw unauthorized();
  const wasVerified = user.phone_number_verified_at !== null;
  if (wasVerified && user.phone_number === phone) return invalidField("phone_number", OTP_MESSAGES.phoneSame);
  const refusal =
    (wasVerified ? await refusalIfLocked(request, user.phone_number_changed_at) : undefined) ??
    (await refusalIfTaken(db, phone, userId)) ??
    (await passwordRefusal(request, user, body.password));
  if (refusal) return refusal;

  const confirmed = await changeVerifiedPhone(db, userId, phone, body.otp, wasVerified);
  if (!confirmed.ok) return otpRefusal(confirmed);
  securityEvent(request, "phone_changed", { userId });
  if (wasVerified && user.phone_number) await noticeChange(request, user, user.phone_number, phone);
  const found = await findUserWithMembership(db, userId);
  if (!found) throw unauthorized();
  return { data: presentUser(request.server.publicFiles, found.user, found.membership) };
};
