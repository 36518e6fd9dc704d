import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { invalidFields } from "../../platform/openapi/refusal.js";
import { agentRegistrationEmail } from "../enquiries/index.js";
import { enforceRateLimit } from "../../platform/rate-limit/rate-limit.js";
import { fieldErrors, honeypotAnswer, phoneKey } from "../enquiries/index.js";
import { agentTypeName, cityName, optionalText, readContact } from "./sales-form-fields.js";
import { recordSalesForm } from "./record-sales-form.js";
import { insertAgentRegistration } from "./sales-forms-repository.js";

/**
 * POST /api/registration/agent/submit: the "join as an agent" interest form of /agent-offerings. It creates no
 * account: sales calls the person back. Same guards as the enquiry forms: honeypot, rate limits, neutralised links.
 */
export const submitAgentRegistration: OperationHandler<"submitAgentRegistration"> = async (request, reply) => {
  const { body } = request;
  const bot = honeypotAnswer(body.website);
  if (bot) return reply.code(201).send(bot);
  await enforceRateLimit(request, "agentRegistration", phoneKey(body.phone));

  const { db } = request.server.database;
  const check = fieldErrors();
  const contact = readContact(check, body);
  const officeName = optionalText(body.agent_office_name);
  const agentType = await agentTypeName(db, check, body.agent_type_id);
  const city = await cityName(db, check, body.city_id);
  if (check.any) return invalidFields(check.errors);

  return recordSalesForm(
    request,
    reply,
    "agent registration",
    (tx) =>
      insertAgentRegistration(tx, {
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        agentTypeId: body.agent_type_id ?? null,
        agentOfficeName: officeName,
        cityId: body.city_id ?? null,
        message: contact.message,
      }),
    (to, receivedAt) => agentRegistrationEmail({ to, ...contact, agentType, officeName, city, receivedAt }),
  );
};
