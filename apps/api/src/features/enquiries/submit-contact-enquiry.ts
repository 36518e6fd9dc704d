import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { neutraliseLinks } from "@griya/domain/enquiry-rules";
import { enquiryFormSchema, leadFormErrors } from "@griya/domain/lead-form-schemas";
import { normalisePhoneNumber } from "@griya/domain/phone-number";
import { invalidFields, notFound } from "../../platform/openapi/refusal.js";
import { enforceRateLimit } from "../../platform/rate-limit/rate-limit.js";
import { confirmLead } from "./lead-confirmation.js";
import { recordLead } from "./lead-intake.js";
import { findLeadTarget } from "./lead-target.js";
import { honeypotAnswer, phoneKey } from "./public-form.js";

const LISTING_NOT_FOUND = "Listing tidak ditemukan atau sudah tidak tayang.";
const AGENT_NOT_FOUND = "Agen tidak ditemukan.";
const NO_TARGET = "Pilih listing atau agen yang ingin Anda hubungi.";
const TWO_TARGETS = "Kirim pesan ke satu listing atau satu agen saja.";

/**
 * POST /api/v2/contact/enquiry: a buyer's enquiry from a public listing page (listing_uuid) or an agent's page
 * (agent_id), to the agent's inbox and e-mail, with a short confirmation to the buyer (lead-confirmation.ts).
 * Rate-limited per client address and phone before anything is looked up; a filled honeypot succeeds without a
 * trace; every field is checked by the domain's schema at once; links in the message are neutralised.
 */
export const submitContactEnquiry: OperationHandler<"submitContactEnquiry"> = async (request, reply) => {
  const body = request.body;
  const bot = honeypotAnswer(body.website);
  if (bot) return reply.code(201).send(bot);
  await enforceRateLimit(request, "enquiry", phoneKey(body.phone));

  const errors = leadFormErrors(enquiryFormSchema, body);
  const hasListing = body.listing_uuid != null;
  const hasAgent = body.agent_id != null;
  if (hasListing === hasAgent) {
    const text = hasListing ? TWO_TARGETS : NO_TARGET;
    errors.listing_uuid = [text];
    errors.agent_id = [text];
  }
  if (Object.keys(errors).length > 0) return invalidFields(errors);
  // The name reaches the e-mail's subject and body too: no clickable links there either.
  const name = neutraliseLinks(body.name.trim());
  const email = body.email.trim().toLowerCase();
  const phone = normalisePhoneNumber(body.phone)!;
  const message = neutraliseLinks(body.message.trim());

  const { db } = request.server.database;
  const found = await findLeadTarget(
    db,
    hasListing ? { listingUuid: body.listing_uuid! } : { agentId: body.agent_id! },
  );
  if (!found.ok) return notFound(found.reason === "listing_not_found" ? LISTING_NOT_FOUND : AGENT_NOT_FOUND);
  const { messenger, config } = request.server;
  const uuid = await recordLead(db, messenger, request.log, {
    target: found.target,
    recipient: found.recipient,
    lead: { name, email, phone, message },
    publicUrl: config.publicUrl,
  });
  const site = config.publicUrl.replace(/\/+$/, "");
  const { target } = found;
  await confirmLead(db, messenger, request.log, {
    to: email,
    kind: "enquiry",
    agentName: found.recipient.name,
    listing: target.kind === "listing" ? { title: target.title, listingNumber: target.listingNumber } : null,
    link: target.kind === "listing" ? `${site}/properti/${body.listing_uuid}` : `${site}/agen/${target.agentId}`,
  });
  return reply.code(201).send({ data: { uuid } });
};
