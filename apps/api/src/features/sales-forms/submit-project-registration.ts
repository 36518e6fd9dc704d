import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { invalidFields } from "../../platform/openapi/refusal.js";
import { projectRegistrationEmail } from "../enquiries/index.js";
import { enforceRateLimit } from "../../platform/rate-limit/rate-limit.js";
import { fieldErrors, honeypotAnswer, phoneKey } from "../enquiries/index.js";
import { cityName, readContact, requiredText } from "./sales-form-fields.js";
import { recordSalesForm } from "./record-sales-form.js";
import { insertProjectRegistration } from "./sales-forms-repository.js";

/**
 * POST /api/registration/project/submit: a developer registers a project to be marketed on the portal (the /proyek
 * form). Same guards as the enquiry forms: honeypot, rate limits, neutralised links.
 */
export const submitProjectRegistration: OperationHandler<"submitProjectRegistration"> = async (request, reply) => {
  const { body } = request;
  const bot = honeypotAnswer(body.website);
  if (bot) return reply.code(201).send(bot);
  await enforceRateLimit(request, "projectRegistration", phoneKey(body.phone));

  const { db } = request.server.database;
  const check = fieldErrors();
  const contact = readContact(check, body);
  const companyName = requiredText(check, "company_name", body.company_name);
  const projectName = requiredText(check, "project_name", body.project_name);
  const city = await cityName(db, check, body.city_id);
  if (check.any) return invalidFields(check.errors);

  return recordSalesForm(
    request,
    reply,
    "project registration",
    (tx) =>
      insertProjectRegistration(tx, {
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        companyName,
        projectName,
        cityId: body.city_id ?? null,
        message: contact.message,
      }),
    (to, receivedAt) => projectRegistrationEmail({ to, ...contact, companyName, projectName, city, receivedAt }),
  );
};
