import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows-of.js";
import { validationFailed } from "../../http/http-error.js";
import { findProjectInquiryEmail } from "../../messaging/lead-messages.js";
import { enforceRateLimit } from "../../rate-limit/rate-limit.js";
import { fieldErrors, honeypotAnswer, phoneKey } from "../enquiries/public-form.js";
import { cityName, propertyTypeName, readContact, type ContactBody } from "./sales-form-fields.js";
import { recordSalesForm } from "./record-sales-form.js";

type Body = ContactBody & {
  property_type_id?: number | null;
  city_id?: string | null;
  budget_min?: number | null;
  budget_max?: number | null;
  website?: string | null;
};

export const BUDGET_ORDER_MESSAGE = "Anggaran maksimal tidak boleh lebih kecil dari anggaran minimal.";

/**
 * POST /api/find_project_inquiries/submit: a buyer asks sales to help find a new-build project (the /proyek form).
 * Same guards as the enquiry forms: honeypot, rate limits, neutralised links.
 */
export const submitFindProjectInquiry: OperationHandler<"submitFindProjectInquiry"> = async (request, reply) => {
  const body = request.body as Body;
  const bot = honeypotAnswer(body.website);
  if (bot) return reply.code(201).send(bot);
  await enforceRateLimit(request, "findProjectInquiry", phoneKey(body.phone));

  const { db } = request.server.database;
  const check = fieldErrors();
  const contact = readContact(check, body);
  const propertyType = await propertyTypeName(db, check, body.property_type_id);
  const city = await cityName(db, check, body.city_id);
  const budgetMin = body.budget_min ?? null;
  const budgetMax = body.budget_max ?? null;
  if (budgetMin !== null && budgetMax !== null && budgetMin > budgetMax) check.refuse("budget_max", BUDGET_ORDER_MESSAGE);
  if (check.any) throw validationFailed(check.errors);

  return recordSalesForm(request, reply, "find-a-project inquiry", async (tx) => {
    const [row] = await rowsOf<{ uuid: string; created_at: Date | string }>(tx, sql`
      INSERT INTO find_project_inquiries (name, email, phone, property_type_id, city_id, budget_min, budget_max, message)
      VALUES (${contact.name}, ${contact.email}, ${contact.phone}, ${body.property_type_id ?? null}, ${body.city_id ?? null},
        ${budgetMin}, ${budgetMax}, ${contact.message})
      RETURNING uuid::text AS uuid, created_at`);
    return row!;
  }, (to, receivedAt) => findProjectInquiryEmail({ to, ...contact, propertyType, city, budgetMin, budgetMax, receivedAt }));
};
