import { ENQUIRY_LIMITS } from "@griya/domain/enquiry-rules";
import { eq, sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { enquiries, enquiryMessages } from "../../platform/db/schema.js";
import { isPublicListing } from "../marketplace/index.js";
import { isPublicAgent } from "../profile/index.js";
import { sqlNow } from "../../platform/db/sql-now.js";
import { clock } from "../../platform/clock.js";

export const PublicListingContact = v.object({
  id: v.number(),
  user_id: v.number(),
  listing_number: v.string(),
  title_suffix: v.nullable(v.string()),
  property_type: v.nullable(v.string()),
  email: v.string(),
  name: v.string(),
});
export type PublicListingContact = v.InferOutput<typeof PublicListingContact>;

/** A listing whose public page opens now, with its agent's address. */
export async function findPublicListingContact(db: AppDb, uuid: string): Promise<PublicListingContact | undefined> {
  const [row] = await rowsOf(
    db,
    PublicListingContact,
    sql`
    SELECT l.id, l.user_id, l.listing_number, l.title_suffix, pt.name AS property_type, u.email, u.name
    FROM listings l JOIN users u ON u.id = l.user_id LEFT JOIN property_types pt ON pt.id = l.property_type_id
    WHERE l.uuid = ${uuid}::uuid AND ${isPublicListing()}`,
  );
  return row;
}

/** An agent whose public page opens. */
export async function findPublicAgentContact(
  db: AppDb,
  id: number,
): Promise<{ id: number; email: string; name: string } | undefined> {
  const [row] = await rowsOf(
    db,
    v.object({ id: v.number(), email: v.string(), name: v.string() }),
    sql`
    SELECT u.id, u.email, u.name FROM users u WHERE u.id = ${id}::int AND ${isPublicAgent}`,
  );
  return row;
}

/**
 * Submissions of one lead group wait for each other until the transaction ends: an advisory lock in the
 * two-integer space (hash, 2); photos use (owner, 1).
 */
export async function lockLeadGroup(tx: AppDb, groupKey: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${groupKey}), 2)`);
}

/** Where a lead came from: a listing, or the agent's page (any of the agent's page leads). */
export type LeadSource = { listingId: number } | { agentPage: true };

/**
 * The group's newest lead of the last 24 hours, locked, and whether `message` is already on it: the agent's lead
 * from this phone on the same listing, or on the agent's page.
 */
export async function lockOpenLead(
  tx: AppDb,
  group: { agentId: number; phone: string; source: LeadSource; message: string },
): Promise<{ uuid: string; repeated: boolean } | undefined> {
  const sameGroup =
    "listingId" in group.source ? sql`e.listing_id = ${group.source.listingId}` : sql`e.source = 'agent_page'`;
  const [open] = await rowsOf(
    tx,
    v.object({ uuid: v.string(), repeated: v.boolean() }),
    sql`
    SELECT e.uuid::text AS uuid,
      EXISTS (SELECT 1 FROM enquiry_messages m WHERE m.enquiry_uuid = e.uuid AND m.message = ${group.message}) AS repeated
    FROM enquiries e
    WHERE e.agent_user_id = ${group.agentId} AND e.phone = ${group.phone} AND ${sameGroup}
      AND e.created_at > ${sqlNow()} - make_interval(hours => ${ENQUIRY_LIMITS.dedupHours})
    ORDER BY e.created_at DESC LIMIT 1
    FOR UPDATE`,
  );
  return open;
}

/** A later message on an open lead: added, and the lead back unread and out of the archive. */
export async function addLeadMessage(tx: AppDb, uuid: string, message: string): Promise<void> {
  const at = clock.now();
  await tx.insert(enquiryMessages).values({ enquiryUuid: uuid, message, createdAt: at });
  await tx.update(enquiries).set({ lastMessageAt: at, readAt: null, archivedAt: null }).where(eq(enquiries.uuid, uuid));
}

export type NewLead = {
  agentUserId: number;
  listingId: number | null;
  source: "listing" | "agent_page";
  name: string;
  email: string;
  phone: string;
  message: string;
};

/** A new lead, with its first message stored as it (same text, same time). Answers its uuid. */
export async function insertLead(tx: AppDb, lead: NewLead): Promise<string> {
  const at = clock.now();
  const [created] = await tx
    .insert(enquiries)
    .values({ ...lead, createdAt: at, lastMessageAt: at })
    .returning({ uuid: enquiries.uuid });
  const uuid = created!.uuid;
  await tx.execute(sql`INSERT INTO enquiry_messages (enquiry_uuid, message, created_at)
    SELECT uuid, message, created_at FROM enquiries WHERE uuid = ${uuid}::uuid`);
  return uuid;
}
