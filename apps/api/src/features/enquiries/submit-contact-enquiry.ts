import type { OperationHandler } from "../../openapi/operation-handler.js";
import { neutraliseLinks } from "@griya/domain/enquiry-rules";
import { notFound, validationFailed } from "../../http/http-error.js";
import { enforceRateLimit } from "../../rate-limit/rate-limit.js";
import { recordLead } from "./lead-intake.js";
import { findLeadTarget } from "./lead-target.js";
import { fieldErrors, honeypotAnswer, phoneKey } from "./public-form.js";

const LISTING_NOT_FOUND = "Listing tidak ditemukan atau sudah tidak tayang.";
const AGENT_NOT_FOUND = "Agen tidak ditemukan.";
const NO_TARGET = "Pilih listing atau agen yang ingin Anda hubungi.";
const TWO_TARGETS = "Kirim pesan ke satu listing atau satu agen saja.";

/**
 * POST /api/v2/contact/enquiry: a buyer's enquiry from a public listing page (listing_uuid) or an agent's page
 * (agent_id), to the agent's inbox and e-mail. Rate-limited per client address and phone before anything is
 * looked up; a filled honeypot succeeds without a trace; links in the message are neutralised.
 */
export const submitContactEnquiry: OperationHandler<"submitContactEnquiry"> = async (request, reply) => {
  const body = request.body;
  const bot = honeypotAnswer(body.website);
  if (bot) return reply.code(201).send(bot);
  await enforceRateLimit(request, "enquiry", phoneKey(body.phone));

  const check = fieldErrors();
  const hasListing = body.listing_uuid != null;
  const hasAgent = body.agent_id != null;
  if (hasListing === hasAgent) {
    const text = hasListing ? TWO_TARGETS : NO_TARGET;
    check.refuse("listing_uuid", text);
    check.refuse("agent_id", text);
  }
  // The name reaches the e-mail's subject and body too: no clickable links there either.
  const name = neutraliseLinks(check.requiredText("name", body.name));
  const email = body.email.trim().toLowerCase();
  const phone = check.phone("phone", body.phone);
  const message = neutraliseLinks(check.requiredText("message", body.message));
  if (check.any) throw validationFailed(check.errors);

  const { db } = request.server.database;
  const found = await findLeadTarget(
    db,
    hasListing ? { listingUuid: body.listing_uuid! } : { agentId: body.agent_id! },
  );
  if (!found.ok) throw notFound(found.reason === "listing_not_found" ? LISTING_NOT_FOUND : AGENT_NOT_FOUND);
  const uuid = await recordLead(db, request.server.messenger, request.log, {
    target: found.target,
    recipient: found.recipient,
    lead: { name, email, phone, message },
    publicUrl: request.server.config.publicUrl,
  });
  return reply.code(201).send({ data: { uuid } });
};
