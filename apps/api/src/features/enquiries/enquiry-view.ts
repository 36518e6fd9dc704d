import { composeListingTitle } from "@griya/domain/listing-display";
import { responsiveImage } from "../marketplace/index.js";
import type { PublicFiles } from "../../kernels/files/public-files.js";
import type { EnquiryRow } from "./enquiry-repository.js";

/** The inbox shows a small thumbnail: the smallest stored width that fills it. */
const LEAD_PHOTO_WIDTH = 320;

export const ENQUIRY_NOT_FOUND = "Lead tidak ditemukan.";

const iso = (d: Date | string) => new Date(d).toISOString();

/** A lead as the contract shows it: its messages oldest first, and its listing with a thumbnail. */
export function presentEnquiry(files: PublicFiles, r: EnquiryRow) {
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

export type EnquiryView = ReturnType<typeof presentEnquiry>;
