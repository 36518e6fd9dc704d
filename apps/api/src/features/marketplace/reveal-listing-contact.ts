import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { composeListingTitle } from "@griya/domain/listing-display";
import { internationalNumber } from "@griya/domain/phone-number";
import { notFound } from "../../platform/openapi/refusal.js";
import { enforceRateLimit } from "../../platform/rate-limit/rate-limit.js";
import { findListingContact } from "./listing-page-repository.js";

const NO_PHONE = "Nomor telepon agen untuk listing ini tidak tersedia.";

/**
 * POST /api/search/listings/{uuid}/contact: the agent's verified phone for a public listing and a WhatsApp link
 * with a first message naming it. Counted per IP and per listing before anything is looked up (a scraper cannot
 * harvest numbers faster than the limit); a reveal counts one contact for the listing.
 */
export const revealListingContact: OperationHandler<"revealListingContact"> = async (request) => {
  const { uuid } = request.params;
  await enforceRateLimit(request, "contactReveal", uuid);
  const row = await findListingContact(request.server.database.db, uuid);
  if (!row || !row.phone_number) return notFound(NO_PHONE);
  request.server.listingMetrics.recordContact(row.id);

  const title = composeListingTitle(row.property_type_name, row.title_suffix);
  const page = `${request.server.config.publicUrl.replace(/\/+$/, "")}/properti/${uuid}`;
  const message = `Halo ${row.agent_name}, saya tertarik dengan listing ${title} (${row.listing_number}) di Griya: ${page}`;
  const phone = internationalNumber(row.phone_number);
  return {
    data: {
      phone_number: `+${phone}`,
      whatsapp_url: `https://wa.me/${phone}?text=${encodeURIComponent(message)}`,
    },
  };
};
