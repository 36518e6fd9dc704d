import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows-of.js";
import { validationFailed } from "../../http/http-error.js";
import { agentRegistrationEmail } from "../../messaging/lead-messages.js";
import { enforceRateLimit } from "../../rate-limit/rate-limit.js";
import { fieldErrors, honeypotAnswer, phoneKey } from "../enquiries/public-form.js";
import { agentTypeName, cityName, optionalText, readContact, type ContactBody } from "./sales-form-fields.js";
import { recordSalesForm } from "./record-sales-form.js";

type Body = ContactBody & {
  agent_type_id?: number | null;
  agent_office_name?: string | null;
  city_id?: string | null;
  website?: string | null;
};

/**
 * POST /api/registration/agent/submit: the "join as an agent" interest form of /agent-offerings. It creates no
 * account: sales calls the person back. Same guards as the enquiry forms: honeypot, rate limits, neutralised links.
 */
export const submitAgentRegistration: OperationHandler<"submitAgentRegistration"> = async (request, reply) => {
  const body = request.body as Body;
  const bot = honeypotAnswer(body.website);
  if (bot) return reply.code(201).send(bot);
  await enforceRateLimit(request, "agentRegistration", phoneKey(body.phone));

  const { db } = request.server.database;
  const check = fieldErrors();
  const contact = readContact(check, body);
  const officeName = optionalText(body.agent_office_name);
  const agentType = await agentTypeName(db, check, body.agent_type_id);
  const city = await cityName(db, check, body.city_id);
  if (check.any) throw validationFailed(check.errors);

  return recordSalesForm(request, reply, "agent registration", async (tx) => {
    const [row] = await rowsOf<{ uuid: string; created_at: Date | string }>(tx, sql`
      INSERT INTO agent_registrations (name, email, phone, agent_type_id, agent_office_name, city_id, message)
      VALUES (${contact.name}, ${contact.email}, ${contact.phone}, ${body.agent_type_id ?? null}, ${officeName},
        ${body.city_id ?? null}, ${contact.message})
      RETURNING uuid::text AS uuid, created_at`);
    return row!;
  }, (to, receivedAt) => agentRegistrationEmail({ to, ...contact, agentType, officeName, city, receivedAt }));
};
