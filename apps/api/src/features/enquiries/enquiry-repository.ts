import { and, count, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { enquiries } from "../../platform/db/schema.js";
import { isPublicListing } from "../marketplace/index.js";
import { sqlNow } from "../../platform/db/sql-now.js";

/** Which of an agent's leads: one by uuid, or an inbox tab (archived and read: undefined = either). */
export type EnquiryFilter = { agentUserId: number; uuid?: string; archived?: boolean; read?: boolean };

/**
 * The filter as the partial indexes of 0015 are written ("Semua": archived=false, "Belum dibaca": archived=false
 * and read=false, "Diarsipkan": archived=true), so each tab walks its index newest first.
 */
function whereOf(f: EnquiryFilter): SQL {
  return and(
    eq(enquiries.agentUserId, f.agentUserId),
    f.uuid === undefined ? undefined : eq(enquiries.uuid, f.uuid),
    f.archived === undefined ? undefined : f.archived ? isNotNull(enquiries.archivedAt) : isNull(enquiries.archivedAt),
    f.read === undefined ? undefined : f.read ? isNotNull(enquiries.readAt) : isNull(enquiries.readAt),
  )!;
}

export const EnquiryRow = v.object({
  uuid: v.string(),
  read_at: v.nullable(v.string()),
  archived_at: v.nullable(v.string()),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  message: v.string(),
  messages: v.nullable(v.array(v.object({ message: v.string(), created_at: v.string() }))),
  created_at: v.string(),
  last_message_at: v.string(),
  first_response_at: v.nullable(v.string()),
  listing_uuid: v.nullable(v.string()),
  listing_number: v.nullable(v.string()),
  title_suffix: v.nullable(v.string()),
  property_type: v.nullable(v.string()),
  listing_public: v.nullable(v.boolean()),
  photo: v.nullable(v.object({ uuid: v.string(), widths: v.array(v.number()) })),
});
export type EnquiryRow = v.InferOutput<typeof EnquiryRow>;

/**
 * Leads matching the filter, newest activity first, with their messages oldest first and their listing (joined as
 * `l`): the primary photo, title, number and whether its public page opens now. Scalar subqueries run only for
 * the rows of the page.
 */
export function findEnquiries(
  db: AppDb,
  filter: EnquiryFilter,
  page?: { limit: number; offset: number },
): Promise<EnquiryRow[]> {
  return rowsOf(
    db,
    EnquiryRow,
    sql`
    SELECT enquiries.uuid::text AS uuid, enquiries.read_at, enquiries.archived_at, enquiries.name, enquiries.email,
      enquiries.phone, enquiries.message, enquiries.created_at, enquiries.last_message_at, enquiries.first_response_at,
      (SELECT json_agg(json_build_object('message', m.message, 'created_at', m.created_at) ORDER BY m.created_at, m.id)
        FROM enquiry_messages m WHERE m.enquiry_uuid = enquiries.uuid) AS messages,
      l.uuid::text AS listing_uuid, l.listing_number, l.title_suffix,
      (SELECT pt.name FROM property_types pt WHERE pt.id = l.property_type_id) AS property_type,
      CASE WHEN l.id IS NOT NULL THEN ${isPublicListing()} END AS listing_public,
      (SELECT json_build_object('uuid', p.photo_uuid, 'widths', up.widths)
        FROM listing_photos p JOIN uploaded_photos up ON up.uuid = p.photo_uuid
        WHERE p.listing_id = l.id ORDER BY p.is_primary DESC, p.position LIMIT 1) AS photo
    FROM enquiries LEFT JOIN listings l ON l.id = enquiries.listing_id
    WHERE ${whereOf(filter)}
    ORDER BY enquiries.last_message_at DESC, enquiries.uuid DESC
    ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`,
  );
}

export async function countEnquiries(db: AppDb, filter: EnquiryFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(enquiries).where(whereOf(filter));
  return row?.n ?? 0;
}

/** How an agent's action changes a lead. Reading or replying is the first response when there was none. */
export type EnquiryChange = "read" | "unread" | "archive" | "unarchive" | "replied";

const responded = () => ({
  readAt: sql`coalesce(${enquiries.readAt}, ${sqlNow()})`,
  firstResponseAt: sql`coalesce(${enquiries.firstResponseAt}, ${sqlNow()})`,
});

/** Built per change: the stamps are the clock's now at that moment. */
const CHANGES = {
  read: responded,
  replied: responded,
  unread: () => ({ readAt: null }),
  archive: () => ({ archivedAt: sql`coalesce(${enquiries.archivedAt}, ${sqlNow()})` }),
  unarchive: () => ({ archivedAt: null }),
} as const;

/** Changes the agent's own lead; false when the agent has no lead by that uuid. */
export async function changeOwnEnquiry(
  db: AppDb,
  agentUserId: number,
  uuid: string,
  change: EnquiryChange,
): Promise<boolean> {
  const changed = await db
    .update(enquiries)
    .set(CHANGES[change]())
    .where(and(eq(enquiries.uuid, uuid), eq(enquiries.agentUserId, agentUserId)))
    .returning({ uuid: enquiries.uuid });
  return changed.length > 0;
}

/** Deletes the agent's own lead (its messages go with it); false when the agent has no lead by that uuid. */
export async function deleteOwnEnquiry(db: AppDb, agentUserId: number, uuid: string): Promise<boolean> {
  const deleted = await db
    .delete(enquiries)
    .where(and(eq(enquiries.uuid, uuid), eq(enquiries.agentUserId, agentUserId)))
    .returning({ uuid: enquiries.uuid });
  return deleted.length > 0;
}

export const ResponseTimeRow = v.object({
  median: v.nullable(v.union([v.number(), v.string()])),
  answered: v.number(),
  waiting: v.number(),
});
export type ResponseTimeRow = v.InferOutput<typeof ResponseTimeRow>;

/**
 * Over the agent's leads that arrived in the last `days`: the median minutes from arrival to the first response
 * (null when none was answered), how many were answered and how many still wait.
 */
export async function enquiryResponseTime(db: AppDb, agentUserId: number, days: number): Promise<ResponseTimeRow> {
  const [row] = await rowsOf(
    db,
    ResponseTimeRow,
    sql`
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM e.first_response_at - e.created_at) / 60)
        FILTER (WHERE e.first_response_at IS NOT NULL) AS median,
      count(e.first_response_at)::int AS answered,
      count(*) FILTER (WHERE e.first_response_at IS NULL)::int AS waiting
    FROM enquiries e
    WHERE e.agent_user_id = ${agentUserId} AND e.created_at > ${sqlNow()} - make_interval(days => ${days})`,
  );
  return row ?? { median: null, answered: 0, waiting: 0 };
}
