import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { ERROR_MESSAGES } from "@griya/domain/error-codes";
import * as msg from "@griya/domain/validation-messages";
import { hashPassword } from "../../auth/password.js";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { validationFailed } from "../../http/http-error.js";
import { enforceRateLimit } from "../../rate-limit/rate-limit.js";
import { normalizePhone } from "@griya/domain/account-schemas";
import { newPasswordProblem } from "@griya/domain/password-rules";
import { ACCOUNT_MESSAGES } from "./account-messages.js";
import { findAccountByEmail } from "./account-repository.js";
import { findReferrer, newReferralCode } from "./referral-code.js";
import { sendActivationEmail } from "./send-activation-email.js";
import { isUniqueViolation } from "./unique-violation.js";

const NAME_MIN = 3;

type RegisterBody = {
  name: string;
  email: string;
  phone_number?: string | null;
  password: string;
  password_confirmation: string;
  agent_type_id: number;
  agent_office_id: number;
  nib?: string | null;
  selected_area_specializations: string[];
  referral_code?: string | null;
};

async function exists(db: AppDb, query: ReturnType<typeof sql>): Promise<boolean> {
  const rows = await rowsOf<{ ok: boolean }>(db, sql`SELECT EXISTS (${query}) AS ok`);
  return rows[0]?.ok === true;
}

/**
 * Creates an unactivated agent (not logged in) and e-mails the activation link. The schema has checked
 * shapes and lengths; this checks what needs trimming, normalising or the database, all in one 470.
 */
export const registerAgent: OperationHandler<"registerAgent"> = async (request, reply) => {
  const body = request.body as RegisterBody;
  const { db } = request.server.database;
  const email = body.email.trim().toLowerCase();
  await enforceRateLimit(request, "register", email);

  const errors: Record<string, string[]> = {};
  const refuse = (field: string, text: string) => (errors[field] ??= []).push(text);
  const name = body.name.trim();
  if (name.length < NAME_MIN) refuse("name", msg.minLength(msg.labelFor("name"), NAME_MIN));
  const typedPhone = body.phone_number?.trim() ?? "";
  const phone = typedPhone === "" ? null : normalizePhone(typedPhone);
  if (typedPhone !== "" && phone === null) refuse("phone_number", msg.pattern(msg.labelFor("phone_number")));
  const passwordProblem = newPasswordProblem(body.password, email);
  if (passwordProblem) refuse("password", passwordProblem);
  else if (body.password !== body.password_confirmation) refuse("password_confirmation", msg.confirmMatch());
  const nib = body.nib?.trim() || null;
  const cities = JSON.stringify(body.selected_area_specializations);
  const referralCode = body.referral_code?.trim().toUpperCase() || null;

  if (await findAccountByEmail(db, email)) refuse("email", ERROR_MESSAGES.emailAlreadyRegistered);
  if (!(await exists(db, sql`SELECT 1 FROM agent_types WHERE id = ${body.agent_type_id}`))) {
    refuse("agent_type_id", msg.oneOf(msg.labelFor("agent_type_id")));
  }
  if (!(await exists(db, sql`SELECT 1 FROM agent_offices WHERE id = ${body.agent_office_id}`))) {
    refuse("agent_office_id", msg.oneOf(msg.labelFor("agent_office_id")));
  }
  const known = await rowsOf<{ n: number }>(db, sql`
    SELECT count(*)::int AS n FROM cities WHERE id IN (SELECT jsonb_array_elements_text(${cities}::jsonb))`);
  if (known[0]?.n !== body.selected_area_specializations.length) {
    refuse("selected_area_specializations", msg.oneOf(msg.labelFor("selected_area_specializations")));
  }
  const referrerId = referralCode ? await findReferrer(db, referralCode) : undefined;
  if (referralCode && referrerId === undefined) refuse("referral_code", ACCOUNT_MESSAGES.referralInvalid);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const passwordHash = await hashPassword(body.password);
  const referral = await newReferralCode(db);
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const rows = await rowsOf<{ id: number }>(tx, sql`
        INSERT INTO users (name, email, password_hash, phone_number, referral_code, agent_type_id, agent_office_id,
          nib, referred_by_user_id, is_agent)
        VALUES (${name}, ${email}, ${passwordHash}, ${phone}, ${referral}, ${body.agent_type_id},
          ${body.agent_office_id}, ${nib}, ${referrerId ?? null}, true)
        RETURNING id`);
      const id = rows[0]!.id;
      await tx.execute(sql`INSERT INTO agent_area_specializations (user_id, city_id)
        SELECT ${id}, jsonb_array_elements_text(${cities}::jsonb)`);
      return id;
    });
  } catch (error) {
    // Two registrations of one e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw validationFailed({ email: [ERROR_MESSAGES.emailAlreadyRegistered] });
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
