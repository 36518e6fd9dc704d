import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows-of.js";
import { validationFailed } from "../../http/http-error.js";
import { projectRegistrationEmail } from "../../messaging/lead-messages.js";
import { enforceRateLimit } from "../../rate-limit/rate-limit.js";
import { fieldErrors, honeypotAnswer, phoneKey } from "../enquiries/public-form.js";
import { cityName, readContact, requiredText, type ContactBody } from "./sales-form-fields.js";
import { recordSalesForm } from "./record-sales-form.js";

type Body = ContactBody & {
  company_name: string;
  project_name: string;
  city_id?: string | null;
  website?: string | null;
};

/**
 * POST /api/registration/project/submit: a developer registers a project to be marketed on the portal (the /proyek
 * form). Same guards as the enquiry forms: honeypot, rate limits, neutralised links.
 */
export const submitProjectRegistration: OperationHandler<"submitProjectRegistration"> = async (request, reply) => {
  const body = request.body as Body;
  const bot = honeypotAnswer(body.website);
  if (bot) return reply.code(201).send(bot);
  await enforceRateLimit(request, "projectRegistration", phoneKey(body.phone));

  const { db } = request.server.database;
  const check = fieldErrors();
  const contact = readContact(check, body);
  const companyName = requiredText(check, "company_name", body.company_name);
  const projectName = requiredText(check, "project_name", body.project_name);
  const city = await cityName(db, check, body.city_id);
  if (check.any) throw validationFailed(check.errors);

  return recordSalesForm(request, reply, "project registration", async (tx) => {
    const [row] = await rowsOf<{ uuid: string; created_at: Date | string }>(tx, sql`
      INSERT INTO project_registrations (name, email, phone, company_name, project_name, city_id, message)
      VALUES (${contact.name}, ${contact.email}, ${contact.phone}, ${companyName}, ${projectName}, ${body.city_id ?? null},
        ${contact.message})
      RETURNING uuid::text AS uuid, created_at`);
    return row!;
  }, (to, receivedAt) => projectRegistrationEmail({ to, ...contact, companyName, projectName, city, receivedAt }));
};
