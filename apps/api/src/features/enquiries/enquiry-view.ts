import { composeListingTitle } from "@griya/domain/listing-display";
import { sql, type SQL } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { notFound } from "../../http/http-error.js";
import { responsiveImage } from "../marketplace/listing-photos.js";
import { isPublicListing } from "../marketplace/public-listing.js";
import type { PublicFiles } from "../files/public-files.js";

/** The inbox shows a small thumbnail: the smallest stored width that fills it. */
const LEAD_PHOTO_WIDTH = 320;

export const ENQUIRY_NOT_FOUND = "Lead tidak ditemukan.";

type Row = {
  uuid: string;
  read_at: Date | string | null;
  archived_at: Date | string | null;
  name: string;
  email: string;
  phone: string;
  message: string;
  messages: { message: string; created_at: string }[];
  created_at: Date | string;
  last_message_at: Date | string;
  first_response_at: Date | string | null;
  listing_uuid: string | null;
  listing_number: string | null;
  title_suffix: string | null;
  property_type: string | null;
  listing_public: boolean | null;
  photo: { uuid: string; widths: number[] } | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The columns of an enquiry `e` as the contract shows it: its messages oldest first, and its listing (joined as
 * `l`) with the primary photo, title, number and whether its public page opens now. Scalar subqueries run only
 * for the rows of the page.
 */
const COLUMNS = sql`e.uuid::text AS uuid, e.read_at, e.archived_at, e.name, e.email, e.phone, e.message, e.created_at,
  e.last_message_at, e.first_response_at,
  (SELECT json_agg(json_build_object('message', m.message, 'created_at', m.created_at) ORDER BY m.created_at, m.id)
    FROM enquiry_messages m WHERE m.enquiry_uuid = e.uuid) AS messages,
  l.uuid::text AS listing_uuid, l.listing_number, l.title_suffix,
  (SELECT pt.name FROM property_types pt WHERE pt.id = l.property_type_id) AS property_type,
  CASE WHEN l.id IS NOT NULL THEN ${isPublicListing} END AS listing_public,
  (SELECT json_build_object('uuid', p.photo_uuid, 'widths', up.widths)
    FROM listing_photos p JOIN uploaded_photos up ON up.uuid = p.photo_uuid
    WHERE p.listing_id = l.id ORDER BY p.is_primary DESC, p.position LIMIT 1) AS photo`;

function present(files: PublicFiles, r: Row) {
  const title = composeListingTitle(r.property_type, r.title_suffix);
  return {
    uuid: r.uuid,
    read: r.read_at !== null,
    archive: r.archived_at !== null,
    name: r.name,
    email: r.email,
    phone: r.phone,
    message: r.message,
    // Never empty: the first message is stored with the lead (the fallback covers a row written without it).
    messages: (r.messages ?? [{ message: r.message, created_at: String(r.created_at) }]).map((m) => ({
      message: m.message,
      created_at: iso(m.created_at),
    })),
    listing:
      r.listing_uuid === null
        ? null
        : {
            uuid: r.listing_uuid,
            title,
            listing_number: r.listing_number!,
            photo_url: r.photo
              ? (responsiveImage(files, r.photo.uuid, r.photo.widths, LEAD_PHOTO_WIDTH, title)?.src ?? null)
              : null,
            public: r.listing_public === true,
          },
    created_at: iso(r.created_at),
    last_message_at: iso(r.last_message_at),
    first_response_at: r.first_response_at === null ? null : iso(r.first_response_at),
  };
}

export type EnquiryView = ReturnType<typeof present>;

/** Enquiries `e` matching `where`, in `orderBy`, presented. */
export async function selectEnquiries(
  db: AppDb,
  files: PublicFiles,
  where: SQL,
  tail: SQL = sql``,
): Promise<EnquiryView[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`
    SELECT ${COLUMNS} FROM enquiries e LEFT JOIN listings l ON l.id = e.listing_id
    WHERE ${where} ${tail}`,
  );
  return rows.map((r) => present(files, r));
}

/** The caller's enquiry, or 404 (another agent's lead answers like one that does not exist). */
export async function ownEnquiry(db: AppDb, files: PublicFiles, userId: number, uuid: string): Promise<EnquiryView> {
  const [found] = await selectEnquiries(db, files, sql`e.uuid = ${uuid}::uuid AND e.agent_user_id = ${userId}`);
  if (!found) throw notFound(ENQUIRY_NOT_FOUND);
  return found;
}
