import type { OperationHandler } from "../../openapi/operation-handler.js";
import { neutraliseLinks } from "@griya/domain/enquiry-rules";
import { composeListingTitle } from "@griya/domain/listing-display";
import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { notFound, validationFailed } from "../../http/http-error.js";
import { enforceRateLimit } from "../../rate-limit/rate-limit.js";
import { isPublicListing } from "../marketplace/public-listing.js";
import { isPublicAgent } from "../profile/public-agent.js";
import { recordLead, type LeadTarget, type Recipient } from "./lead-intake.js";
import { fieldErrors, honeypotAnswer, phoneKey } from "./public-form.js";

const LISTING_NOT_FOUND = "Listing tidak ditemukan atau sudah tidak tayang.";
const AGENT_NOT_FOUND = "Agen tidak ditemukan.";
const NO_TARGET = "Pilih listing atau agen yang ingin Anda hubungi.";
const TWO_TARGETS = "Kirim pesan ke satu listing atau satu agen saja.";

type Found = { target: LeadTarget; recipient: Recipient };

async function findListing(db: AppDb, uuid: string): Promise<Found> {
  const [row] = await rowsOf<{
    id: number;
    user_id: number;
    listing_number: string;
    title_suffix: string | null;
    property_type: string | null;
    email: string;
    name: string;
  }>(
    db,
    sql`
    SELECT l.id, l.user_id, l.listing_number, l.title_suffix, pt.name AS property_type, u.email, u.name
    FROM listings l JOIN users u ON u.id = l.user_id LEFT JOIN property_types pt ON pt.id = l.property_type_id
    WHERE l.uuid = ${uuid}::uuid AND ${isPublicListing}`,
  );
  if (!row) throw notFound(LISTING_NOT_FOUND);
  return {
    target: {
      kind: "listing",
      listingId: row.id,
      agentId: row.user_id,
      listingNumber: row.listing_number,
      title: composeListingTitle(row.property_type, row.title_suffix),
    },
    recipient: { email: row.email, name: row.name },
  };
}

async function findAgent(db: AppDb, id: number): Promise<Found> {
  const [row] = await rowsOf<{ id: number; email: string; name: string }>(
    db,
    sql`
    SELECT u.id, u.email, u.name FROM users u WHERE u.id = ${id}::int AND ${isPublicAgent}`,
  );
  if (!row) throw notFound(AGENT_NOT_FOUND);
  return { target: { kind: "agent_page", agentId: row.id }, recipient: { email: row.email, name: row.name } };
}

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
  const found = hasListing ? await findListing(db, body.listing_uuid!) : await findAgent(db, body.agent_id!);
  const uuid = await recordLead(db, request.server.messenger, request.log, {
    target: found.target,
    recipient: found.recipient,
    lead: { name, email, phone, message },
    publicUrl: request.server.config.publicUrl,
  });
  return reply.code(201).send({ data: { uuid } });
};
