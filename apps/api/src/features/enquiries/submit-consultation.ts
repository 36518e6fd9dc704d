import type { OperationHandler } from "../../openapi/operation-handler.js";
import { neutraliseLinks } from "@griya/domain/enquiry-rules";
import { validationFailed } from "../../http/http-error.js";
import { enforceRateLimit } from "../../rate-limit/rate-limit.js";
import { recordConsultation } from "./consultation-intake.js";
import { fieldErrors, honeypotAnswer, phoneKey } from "./public-form.js";

/**
 * POST /api/contact/consultation: a KPR consultation request from the listing page's calculator, stored and
 * e-mailed to SALES_EMAIL (consultation-intake.ts). Same guards as the enquiry form: rate limits, honeypot,
 * neutralised links.
 */
export const submitConsultation: OperationHandler<"submitConsultation"> = async (request, reply) => {
  const body = request.body;
  const bot = honeypotAnswer(body.website);
  if (bot) return reply.code(201).send(bot);
  await enforceRateLimit(request, "consultation", phoneKey(body.phone));

  const check = fieldErrors();
  const name = neutraliseLinks(check.requiredText("name", body.name));
  const phone = check.phone("phone", body.phone);
  if (check.any) throw validationFailed(check.errors);
  const email = body.email?.trim().toLowerCase() || null;
  const message = body.message?.trim() ? neutraliseLinks(body.message.trim()) : null;

  const { config, messenger } = request.server;
  const uuid = await recordConsultation(request.server.database.db, messenger, request.log, {
    request: {
      listingUuid: body.listing_uuid ?? null,
      name,
      phone,
      email,
      loanAmount: body.loan_amount ?? null,
      tenureYears: body.tenure_years ?? null,
      monthlyIncome: body.monthly_income ?? null,
      message,
    },
    salesEmail: config.salesEmail,
    publicUrl: config.publicUrl,
  });
  return reply.code(201).send({ data: { uuid } });
};
