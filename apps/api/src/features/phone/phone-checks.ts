import type { FastifyRequest } from "fastify";
import { DEFAULT_TIME_ZONE } from "@griya/domain/constants";
import { cannotChangePhoneBefore } from "@griya/domain/error-codes";
import * as msg from "@griya/domain/validation-messages";
import type { AppDb } from "../../platform/db/client.js";
import { invalidField } from "../../platform/openapi/refusal.js";
import { OTP_MESSAGES } from "./otp-messages.js";
import { phoneVerifiedElsewhere } from "./phone-repository.js";
import { phoneEditAllowedAfter, readPhoneLockDays } from "../profile/index.js";
import { normalizePhone } from "@griya/domain/account-schemas";

/** The typed number in its stored form, or a 470 on `phone_number`. */
export function requirePhoneNumber(typed: string) {
  return normalizePhone(typed) ?? invalidField("phone_number", msg.pattern(msg.labelFor("phone_number")));
}

/** A number verified on another account cannot be used (one verified owner per number): a 470, else undefined. */
export async function refusalIfTaken(db: AppDb, phone: string, userId: number) {
  if (await phoneVerifiedElsewhere(db, phone, userId)) return invalidField("phone_number", OTP_MESSAGES.phoneTaken);
  return undefined;
}

/**
 * Changing a verified number is refused before allow_edit_phone_number_after (docs/product/accounts-and-security.md),
 * computed by the profile's rule so the profile form shows the same date: a 470, else undefined.
 */
export async function refusalIfLocked(request: FastifyRequest, changedAt: Date | string | null) {
  const after = phoneEditAllowedAfter(changedAt, await readPhoneLockDays(request.server.database.db));
  if (!after) return undefined;
  const zone = typeof request.headers["x-timezone"] === "string" ? request.headers["x-timezone"] : DEFAULT_TIME_ZONE;
  return invalidField("phone_number", cannotChangePhoneBefore(after, zone));
}
