import { formatDateTime } from "@griya/domain/format";
import { composeListingTitle } from "@griya/domain/listing-display";
import type { FastifyBaseLogger } from "fastify";
import type { AppDb } from "../../db/client.js";
import { consultationEmail } from "../../messaging/lead-messages.js";
import type { Messenger } from "../../messaging/message.js";
import { sendAfterCommit } from "../../messaging/send-after-commit.js";
import { findConsultationListing, insertConsultation, type NewConsultation } from "./consultation-repository.js";

export type IncomingConsultation = Omit<NewConsultation, "listingId"> & { listingUuid: string | null };

/**
 * Stores a KPR consultation request and its e-mail to sales in one transaction where the e-mail goes to the
 * outbox; by SMTP it goes after the commit, and its failure is logged and loses nothing. The listing may be public
 * or not: the request is about financing, and sales may look the listing up either way. Answers the uuid.
 */
export async function recordConsultation(
  db: AppDb,
  messenger: Messenger,
  log: FastifyBaseLogger,
  opts: { request: IncomingConsultation; salesEmail: string; publicUrl: string },
): Promise<string> {
  const { listingUuid, ...fields } = opts.request;
  const listing = listingUuid === null ? undefined : await findConsultationListing(db, listingUuid);
  const outcome = await db.transaction(async (tx) => {
    const created = await insertConsultation(tx, { listingId: listing?.id ?? null, ...fields });
    const mail = consultationEmail({
      to: opts.salesEmail,
      name: fields.name,
      phone: fields.phone,
      email: fields.email,
      loanAmount: fields.loanAmount,
      tenureYears: fields.tenureYears,
      monthlyIncome: fields.monthlyIncome,
      message: fields.message,
      listing: listing
        ? {
            title: composeListingTitle(listing.propertyType, listing.titleSuffix),
            listingNumber: listing.listingNumber,
            link: `${opts.publicUrl.replace(/\/+$/, "")}/properti/${listing.uuid}`,
          }
        : null,
      receivedAt: formatDateTime(created.createdAt),
    });
    const queued = await messenger.enqueue(tx, mail);
    return { uuid: created.uuid, mail: queued ? null : mail };
  });
  // The visitor does not wait for a slow mail server: the request is stored, the e-mail follows.
  if (outcome.mail) void sendAfterCommit(messenger, log, outcome.mail, "consultation");
  return outcome.uuid;
}
