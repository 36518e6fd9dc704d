import type { OperationHandler } from "../../openapi/operation-handler.js";
import { neutraliseLinks } from "@griya/domain/enquiry-rules";
import { formatDateTime } from "@griya/domain/format";
import { composeListingTitle } from "@griya/domain/listing-display";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows-of.js";
import type { AppDb } from "../../db/client.js";
import { consultationEmail } from "../../messaging/lead-messages.js";
import { sendAfterCommit } from "../../messaging/send-after-commit.js";
import { validationFailed } from "../../http/http-error.js";
import { enforceRateLimit } from "../../rate-limit/rate-limit.js";
import { fieldErrors, honeypotAnswer, phoneKey } from "./public-form.js";

type Listing = {
  id: number;
  uuid: string;
  listing_number: string;
  title_suffix: string | null;
  property_type: string | null;
};

/** Any listing, public or not: the request is about financing, and sales may look the listing up either way. */
async function findListing(db: AppDb, uuid: string | null | undefined): Promise<Listing | null> {
  if (uuid == null) return null;
  const [row] = await rowsOf<Listing>(
    db,
    sql`
    SELECT l.id, l.uuid::text AS uuid, l.listing_number, l.title_suffix, pt.name AS property_type
    FROM listings l LEFT JOIN property_types pt ON pt.id = l.property_type_id WHERE l.uuid = ${uuid}::uuid`,
  );
  return row ?? null;
}

/**
 * POST /api/contact/consultation: a KPR consultation request from the listing page's calculator, stored and
 * e-mailed to SALES_EMAIL in one transaction where the e-mail goes to the outbox (after the commit by SMTP, whose
 * failure is logged and loses nothing). Same guards as the enquiry form: rate limits, honeypot, neutralised links.
 */
export const submitConsultation: OperationHandler<"submitConsultation"> = async (request, reply) => {
  const body = request.body;
  const bot = honeypotAnswer(body.website);
  if (bot) return reply.code(201).send(bot);
  await enforceRateLimit(request, "consultation", phoneKey(body.phone));

  const check = fieldErrors();
  const name = neutraliseLinks(check.requiredText("name", body.name));
  const phone = check.phone("phone", body.phone);
  if (check.any) throw validationFailed(check.errors);
  const email = body.email?.trim().toLowerCase() || null;
  const message = body.message?.trim() ? neutraliseLinks(body.message.trim()) : null;

  const { db } = request.server.database;
  const { config, messenger } = request.server;
  const listing = await findListing(db, body.listing_uuid);
  const outcome = await db.transaction(async (tx) => {
    const [created] = await rowsOf<{ uuid: string; created_at: Date | string }>(
      tx,
      sql`
      INSERT INTO consultations (listing_id, name, phone, email, loan_amount, tenure_years, monthly_income, message)
      VALUES (${listing?.id ?? null}, ${name}, ${phone}, ${email}, ${body.loan_amount ?? null}, ${body.tenure_years ?? null},
        ${body.monthly_income ?? null}, ${message})
      RETURNING uuid::text AS uuid, created_at`,
    );
    const mail = consultationEmail({
      to: config.salesEmail,
      name,
      phone,
      email,
      loanAmount: body.loan_amount ?? null,
      tenureYears: body.tenure_years ?? null,
      monthlyIncome: body.monthly_income ?? null,
      message,
      listing: listing && {
        title: composeListingTitle(listing.property_type, listing.title_suffix),
        listingNumber: listing.listing_number,
        link: `${config.publicUrl.replace(/\/+$/, "")}/properti/${listing.uuid}`,
      },
      receivedAt: formatDateTime(
        created!.created_at instanceof Date ? created!.created_at : new Date(created!.created_at),
      ),
    });
    const queued = await messenger.enqueue(tx, mail);
    return { uuid: created!.uuid, mail: queued ? null : mail };
  });
  // The visitor does not wait for a slow mail server: the request is stored, the e-mail follows.
  if (outcome.mail) void sendAfterCommit(messenger, request.log, outcome.mail, "consultation");
  return reply.code(201).send({ data: { uuid: outcome.uuid } });
};
