import { formatDateTime } from "@griya/domain/format";
import { composeListingTitle } from "@griya/domain/listing-display";
import type { FastifyBaseLogger } from "fastify";
import type { AppDb } from "../../platform/db/client.js";
import { consultationEmail } from "./lead-messages.js";
import type { Messenger } from "../../platform/messaging/message.js";
import { sendAfterCommit } from "../../platform/messaging/send-after-commit.js";
import { findConsultationListing, insertConsultation, type NewConsultation } from "./consultation-repository.js";

type ConsultationListing = { title: string; listingNumber: string; link: string };

export type IncomingConsultation = Omit<NewConsultation, "listingId"> & { listingUuid: string | null };

/**
 * Stores a KPR consultation request and its e-mail to sales in one transaction where the e-mail goes to the
 * outbox; by SMTP it goes after the commit, and its failure is logged and loses nothing. The listing may be public
 * or not: the request is about financing, and sales may look the listing up either way. Answers the uuid and
 * the listing as the e-mail names it.
 */
export async function recordConsultation(
  db: AppDb,
  messenger: Messenger,
  log: FastifyBaseLogger,
  opts: { request: IncomingConsultation; salesEmail: string; publicUrl: string },
): Promise<{ uuid: string; listing: ConsultationListing | null }> {
  const { listingUuid, ...fields } = opts.request;
  const found = listingUuid === null ? undefined : await findConsultationListing(db, listingUuid);
  const listing = found
    ? {
        title: composeListingTitle(found.propertyType, found.titleSuffix),
        listingNumber: found.listingNumber,
        link: `${opts.publicUrl.replace(/\/+$/, "")}/properti/${found.uuid}`,
      }
    : null;
  const outcome = await db.transaction(async (tx) => {
    const created = await insertConsultation(tx, { listingId: found?.id ?? null, ...fields });
    const mail = consultationEmail({
      to: opts.salesEmail,
      name: fields.name,
      phone: fields.phone,
      email: fields.email,
      loanAmount: fields.loanAmount,
      tenureYears: fields.tenureYears,
      monthlyIncome: fields.monthlyIncome,
      message: fields.message,
      listing,
      receivedAt: formatDateTime(created.createdAt),
    });
    const queued = await messenger.enqueue(tx, mail);
    return { uuid: created.uuid, mail: queued ? null : mail };
  });
  // The visitor does not wait for a slow mail server: the request is stored, the e-mail follows.
  if (outcome.mail) void sendAfterCommit(messenger, log, outcome.mail, "consultation");
  return { uuid: outcome.uuid, listing };
}
