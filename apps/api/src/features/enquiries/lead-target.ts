import { composeListingTitle } from "@griya/domain/listing-display";
import type { AppDb } from "../../platform/db/client.js";
import type { LeadTarget, Recipient } from "./lead-intake.js";
import { findPublicAgentContact, findPublicListingContact } from "./lead-repository.js";

export type LeadTargetResult =
  | { ok: true; target: LeadTarget; recipient: Recipient }
  | { ok: false; reason: "listing_not_found" | "agent_not_found" };

/** Whom a buyer writes to: a listing whose public page opens now, or an agent whose public page opens. */
export async function findLeadTarget(
  db: AppDb,
  to: { listingUuid: string } | { agentId: number },
): Promise<LeadTargetResult> {
  if ("agentId" in to) {
    const agent = await findPublicAgentContact(db, to.agentId);
    if (!agent) return { ok: false, reason: "agent_not_found" };
    return {
      ok: true,
      target: { kind: "agent_page", agentId: agent.id },
      recipient: { email: agent.email, name: agent.name },
    };
  }
  const row = await findPublicListingContact(db, to.listingUuid);
  if (!row) return { ok: false, reason: "listing_not_found" };
  return {
    ok: true,
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
