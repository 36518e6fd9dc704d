import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { neutraliseLinks } from "@griya/domain/enquiry-rules";
import { consultationFormSchema, leadFormErrors } from "@griya/domain/lead-form-schemas";
import { normalisePhoneNumber } from "@griya/domain/phone-number";
import { invalidFields } from "../../platform/openapi/refusal.js";
import { enforceRateLimit } from "../../platform/rate-limit/rate-limit.js";
import { recordConsultation } from "./consultation-intake.js";
import { confirmLead } from "./lead-confirmation.js";
import { honeypotAnswer, phoneKey } from "./public-form.js";

/**
 * POST /api/contact/consultation: a KPR consultation request from the listing page's calculator, stored and
 * e-mailed to SALES_EMAIL (consultation-intake.ts); a given e-mail address gets a short confirmation. Same
 * guards as the enquiry form: rate limits, honeypot, every field checked at once, neutralised links.
 */
export const submitConsultation: OperationHandler<"submitConsultation"> = async (request, reply) => {
  const body = request.body;
  const bot = honeypotAnswer(body.website);
  if (bot) return reply.code(201).send(bot);
  await enforceRateLimit(request, "consultation", phoneKey(body.phone));

  const errors = leadFormErrors(consultationFormSchema, body);
  if (Object.keys(errors).length > 0) return invalidFields(errors);
  const name = neutraliseLinks(body.name.trim());
  const phone = normalisePhoneNumber(body.phone)!;
  const email = body.email?.trim().toLowerCase() || null;
  const message = body.message?.trim() ? neutraliseLinks(body.message.trim()) : null;

  const { config, messenger } = request.server;
  const { db } = request.server.database;
  const { uuid, listing } = await recordConsultation(db, messenger, request.log, {
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
  if (email) {
    await confirmLead(db, messenger, request.log, {
      to: email,
      kind: "consultation",
      agentName: null,
      listing: listing && { title: listing.title, listingNumber: listing.listingNumber },
      link: listing?.link ?? config.publicUrl,
    });
  }
  return reply.code(201).send({ data: { uuid } });
};
