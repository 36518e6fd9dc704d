import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { invalidFields } from "../../platform/openapi/refusal.js";
import { findProjectInquiryEmail } from "../enquiries/index.js";
import { enforceRateLimit } from "../../platform/rate-limit/rate-limit.js";
import { fieldErrors, honeypotAnswer, phoneKey } from "../enquiries/index.js";
import { cityName, propertyTypeName, readContact } from "./sales-form-fields.js";
import { recordSalesForm } from "./record-sales-form.js";
import { insertFindProjectInquiry } from "./sales-forms-repository.js";

const BUDGET_ORDER_MESSAGE = "Anggaran maksimal tidak boleh lebih kecil dari anggaran minimal.";

/**
 * POST /api/find_project_inquiries/submit: a buyer asks sales to help find a new-build project (the /proyek form).
 * Same guards as the enquiry forms: honeypot, rate limits, neutralised links.
 */
export const submitFindProjectInquiry: OperationHandler<"submitFindProjectInquiry"> = async (request, reply) => {
  const { body } = request;
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
  if (budgetMin !== null && budgetMax !== null && budgetMin > budgetMax)
    check.refuse("budget_max", BUDGET_ORDER_MESSAGE);
  if (check.any) return invalidFields(check.errors);

  return recordSalesForm(
    request,
    reply,
    "find-a-project inquiry",
    (tx) =>
      insertFindProjectInquiry(tx, {
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        propertyTypeId: body.property_type_id ?? null,
        cityId: body.city_id ?? null,
        budgetMin,
        budgetMax,
        message: contact.message,
      }),
    (to, receivedAt) =>
      findProjectInquiryEmail({ to, ...contact, propertyType, city, budgetMin, budgetMax, receivedAt }),
  );
};
