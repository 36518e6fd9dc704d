import type { FastifyBaseLogger } from "fastify";
import type { AppDb } from "../../platform/db/client.js";
import { leadEmail } from "./lead-messages.js";
import type { Messenger } from "../../platform/messaging/message.js";
import { sendAfterCommit } from "../../platform/messaging/send-after-commit.js";
import { addLeadMessage, insertLead, lockLeadGroup, lockOpenLead } from "./lead-repository.js";

/** Where a buyer wrote from: a public listing, or an agent's public page. */
export type LeadTarget =
  | { kind: "listing"; listingId: number; agentId: number; title: string; listingNumber: string }
  | { kind: "agent_page"; agentId: number };

export type IncomingLead = { name: string; email: string; phone: string; message: string };

export type Recipient = { email: string; name: string };

/** The 24-hour group of a lead: the same phone on the same listing, or on the same agent's page. */
const groupKey = (target: LeadTarget, phone: string) =>
  target.kind === "listing"
    ? `enquiry:listing:${target.listingId}:${phone}`
    : `enquiry:agent:${target.agentId}:${phone}`;

/**
 * Records an enquiry as one lead per group and 24 hours (ADR 0025), and its e-mail to the agent, in one
 * transaction: a later message of the group is added to the group's newest lead of the last 24 hours (brought
 * back unread and out of the archive), an identical message already on it is not added twice, anything else opens
 * a new lead. Submissions of one group wait for each other on a transaction-scoped advisory lock (two-integer
 * space (hash, 2); photos use (owner, 1)), so 20 identical submissions at once still make one lead and one
 * message. The outbox row commits with the lead; an SMTP e-mail goes out after the commit, without the buyer
 * waiting for it, and its failure is logged, never losing the lead. Answers the lead's uuid.
 */
export async function recordLead(
  db: AppDb,
  messenger: Messenger,
  log: FastifyBaseLogger,
  opts: { target: LeadTarget; lead: IncomingLead; recipient: Recipient; publicUrl: string },
): Promise<string> {
  const { target, lead } = opts;
  const outcome = await db.transaction(async (tx) => {
    await lockLeadGroup(tx, groupKey(target, lead.phone));
    const source = target.kind === "listing" ? { listingId: target.listingId } : { agentPage: true as const };
    const open = await lockOpenLead(tx, { agentId: target.agentId, phone: lead.phone, source, message: lead.message });
    if (open?.repeated) return { uuid: open.uuid, email: null };

    let uuid: string;
    if (open) {
      uuid = open.uuid;
      await addLeadMessage(tx, uuid, lead.message);
    } else {
      uuid = await insertLead(tx, {
        agentUserId: target.agentId,
        listingId: target.kind === "listing" ? target.listingId : null,
        source: target.kind,
        ...lead,
      });
    }
    const email = leadEmail({
      agentEmail: opts.recipient.email,
      agentName: opts.recipient.name,
      buyer: { name: lead.name, phone: lead.phone, email: lead.email },
      message: lead.message,
      listing: target.kind === "listing" ? { title: target.title, listingNumber: target.listingNumber } : null,
      link: `${opts.publicUrl.replace(/\/+$/, "")}/leads/${uuid}`,
      followUp: open !== undefined,
    });
    const queued = await messenger.enqueue(tx, email);
    return { uuid, email: queued ? null : email };
  });
  // The buyer does not wait for a slow mail server: the lead is stored, the e-mail follows.
  if (outcome.email) void sendAfterCommit(messenger, log, outcome.email, "lead");
  return outcome.uuid;
}
