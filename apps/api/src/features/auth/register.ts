import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { ERROR_MESSAGES } from "@griya/domain/error-codes";
import * as msg from "@griya/domain/validation-messages";
import * as v from "valibot";
import { hashPassword } from "../../kernels/auth/password.js";
import { invalidField, invalidFields } from "../../platform/openapi/refusal.js";
import { enforceRateLimit } from "../../platform/rate-limit/rate-limit.js";
import { registerPhoneField } from "@griya/domain/account-schemas";
import { agentOfficeProblem, agentTypeNeedsOffice, officeToStore } from "@griya/domain/agent-office";
import { newPasswordProblem } from "@griya/domain/password-rules";
import { ACCOUNT_MESSAGES } from "./account-messages.js";
import {
  agentOfficeExists,
  findAgentTypeCode,
  countKnownCities,
  findAccountByEmail,
  findReferrer,
  insertAgent,
} from "./account-repository.js";
import { newReferralCode } from "./referral-code.js";
import { sendActivationEmail } from "./send-activation-email.js";
import { isUniqueViolation } from "../../platform/db/unique-violation.js";

const NAME_MIN = 3;

/**
 * Creates an unactivated agent (not logged in) and e-mails the activation link. The schema has checked
 * shapes and lengths; this checks what needs trimming, normalising or the database, all in one 470.
 */
export const registerAgent: OperationHandler<"registerAgent"> = async (request, reply) => {
  const body = request.body;
  const { db } = request.server.database;
  const email = body.email.trim().toLowerCase();
  await enforceRateLimit(request, "register", email);

  const errors: Record<string, string[]> = {};
  const refuse = (field: string, text: string) => (errors[field] ??= []).push(text);
  const name = body.name.trim();
  if (name.length < NAME_MIN) refuse("name", msg.minLength(msg.labelFor("name"), NAME_MIN));
  // The register form's own rule (optional; when typed, an Indonesian mobile number, stored normalised).
  const typedPhone = v.safeParse(registerPhoneField, body.phone_number);
  if (!typedPhone.success) refuse("phone_number", typedPhone.issues[0].message);
  const phone = typedPhone.success ? typedPhone.output : null;
  const passwordProblem = newPasswordProblem(body.password, email);
  if (passwordProblem) refuse("password", passwordProblem);
  else if (body.password !== body.password_confirmation) refuse("password_confirmation", msg.confirmMatch());
  const nib = body.nib?.trim() || null;
  const referralCode = body.referral_code?.trim().toUpperCase() || null;

  if (await findAccountByEmail(db, email)) refuse("email", ERROR_MESSAGES.emailAlreadyRegistered);
  const agentTypeCode = await findAgentTypeCode(db, body.agent_type_id);
  if (agentTypeCode === undefined) refuse("agent_type_id", msg.oneOf(msg.labelFor("agent_type_id")));
  // ADR 0052: a listed or a typed office for an agent of an office, none kept for an independent one.
  const needsOffice = agentTypeCode === undefined || agentTypeNeedsOffice(agentTypeCode);
  const office = officeToStore(needsOffice, {
    agent_office_id: body.agent_office_id ?? null,
    agent_office_name: body.agent_office_name?.trim() || null,
  });
  const officeProblem = agentOfficeProblem(needsOffice, office);
  if (officeProblem) refuse(officeProblem.field, officeProblem.message);
  else if (office.agent_office_id !== null && !(await agentOfficeExists(db, office.agent_office_id))) {
    refuse("agent_office_id", msg.oneOf(msg.labelFor("agent_office_id")));
  }
  if ((await countKnownCities(db, body.selected_area_specializations)) !== body.selected_area_specializations.length) {
    refuse("selected_area_specializations", msg.oneOf(msg.labelFor("selected_area_specializations")));
  }
  const referrerId = referralCode ? await findReferrer(db, referralCode) : undefined;
  if (referralCode && referrerId === undefined) refuse("referral_code", ACCOUNT_MESSAGES.referralInvalid);
  if (Object.keys(errors).length > 0) return invalidFields(errors);

  const passwordHash = await hashPassword(body.password);
  const referral = await newReferralCode(db);
  let userId: number;
  try {
    userId = await db.transaction((tx) =>
      insertAgent(tx, {
        name,
        email,
        passwordHash,
        phone,
        referralCode: referral,
        agentTypeId: body.agent_type_id,
        agentOfficeId: office.agent_office_id,
        agentOfficeName: office.agent_office_name,
        nib,
        referredByUserId: referrerId ?? null,
        cityIds: body.selected_area_specializations,
      }),
    );
  } catch (error) {
    // Two registrations of one e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(error)) return invalidField("email", ERROR_MESSAGES.emailAlreadyRegistered);
    throw error;
  }

  try {
    await sendActivationEmail(request, { id: userId, name, email });
  } catch (error) {
    // The account exists; login answers needs_activation and the portal offers to resend the e-mail.
    request.log.error({ err: error, userId }, "activation e-mail not sent");
  }
  reply.status(201);
  return { data: { email, message: ACCOUNT_MESSAGES.registered } };
};
