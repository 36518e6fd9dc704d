import type { FastifyRequest } from "fastify";
import { DEFAULT_TIME_ZONE } from "@griya/domain/constants";
import { cannotChangePhoneBefore } from "@griya/domain/error-codes";
import * as msg from "@griya/domain/validation-messages";
import type { AppDb } from "../../platform/db/client.js";
import { validationFailed } from "../../platform/http/http-error.js";
import { OTP_MESSAGES } from "./otp-messages.js";
import { phoneVerifiedElsewhere } from "./phone-repository.js";
import { phoneEditAllowedAfter, readPhoneLockDays } from "../profile/index.js";
import { normalizePhone } from "@griya/domain/account-schemas";

/** The typed number in its stored form, or a 470 on `phone_number`. */
export function requirePhoneNumber(typed: string): string {
  const phone = normalizePhone(typed);
  if (!phone) throw validationFailed({ phone_number: [msg.pattern(msg.labelFor("phone_number"))] });
  return phone;
}

/** A number verified on another account cannot be used (one verified owner per number). */
export async function refuseIfTaken(db: AppDb, phone: string, userId: number): Promise<void> {
  if (await phoneVerifiedElsewhere(db, phone, userId))
    throw validationFailed({ phone_number: [OTP_MESSAGES.phoneTaken] });
}

/**
 * Changing a verified number is refused before allow_edit_phone_number_after ("Nomor HP belum dapat diubah sebelum …"),
 * computed by the profile's rule so the profile form shows the same date.
 */
export async function refuseIfLocked(request: FastifyRequest, changedAt: Date | string | null): Promise<void> {
  const after = phoneEditAllowedAfter(changedAt, await readPhoneLockDays(request.server.database.db));
  if (after) {
    const zone = typeof request.headers["x-timezone"] === "string" ? request.headers["x-timezone"] : DEFAULT_TIME_ZONE;
    throw validationFailed({ phone_number: [cannotChangePhoneBefore(after, zone)] });
  }
}
