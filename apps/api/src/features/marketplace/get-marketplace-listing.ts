import type { OperationHandler } from "../../openapi/operation-handler.js";
import { youtubeVideoId } from "@griya/domain/listing-schemas";
import { normaliseTour360Url } from "@griya/domain/tour-360";
import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { notFound } from "../../http/http-error.js";
import { isOnAllowListNow } from "../profile/read-allow-lists.js";
import { isKnownBot } from "./known-bots.js";
import { PAGE_PHOTO_WIDTH, responsiveImage } from "./listing-photos.js";
import { cardColumns, cardJoins, toMarketplaceCard, type CardRow } from "./marketplace-card.js";
import { isPublicListing } from "./public-listing.js";

export const LISTING_NOT_FOUND = "Listing tidak ditemukan atau sudah tidak tersedia.";

type DetailRow = CardRow & {
  description: string | null;
  address: string | null;
  total_floor: number | null;
  floor: number | null;
  electrical_power: number | null;
  hoek: boolean | null;
  videos: string[];
  tour_360_url: string | null;
  lat: number | null;
  lng: number | null;
  certificate: { id: number; name: string } | null;
  furnishing_status: { id: number; name: string } | null;
  facilities: { id: number; name: string; amount: number | null; uom_name: string | null }[];
  photos: { uuid: string; widths: number[] }[];
  agent_office: { id: number; name: string } | null;
  has_phone: boolean;
};

/**
 * GET /api/search/listings/{uuid}: the public listing page. Anything not public (draft, inactive, an agent whose
 * membership lapsed) is a 404 like an unknown uuid. Counts a visit in memory, not for bots.
 */
export const getMarketplaceListing: OperationHandler<"getMarketplaceListing"> = async (request) => {
  const { uuid } = request.params;
  const viewerId = request.auth?.userId ?? null;
  const [row] = await rowsOf<DetailRow>(
    request.server.database.db,
    sql`
    SELECT ${cardColumns(viewerId)}, l.description, l.address, l.total_floor, l.floor, l.electrical_power, l.hoek,
      l.videos, l.tour_360_url, l.lat, l.lng,
      (SELECT json_build_object('id', x.id, 'name', x.name) FROM certificates x WHERE x.id = l.certificate_id) AS certificate,
      (SELECT json_build_object('id', x.id, 'name', x.name) FROM furnishing_statuses x WHERE x.id = l.furnishing_status_id)
        AS furnishing_status,
      COALESCE((SELECT json_agg(json_build_object('id', f.id, 'name', f.name, 'amount', lf.amount, 'uom_name', f.uom_name)
          ORDER BY f.id)
        FROM listing_facilities lf JOIN facilities f ON f.id = lf.facility_id WHERE lf.listing_id = l.id), '[]'::json)
        AS facilities,
      COALESCE((SELECT json_agg(json_build_object('uuid', p.photo_uuid, 'widths', up.widths)
          ORDER BY p.is_primary DESC, p.position)
        FROM listing_photos p JOIN uploaded_photos up ON up.uuid = p.photo_uuid WHERE p.listing_id = l.id), '[]'::json)
        AS photos,
      (SELECT json_build_object('id', o.id, 'name', o.name) FROM agent_offices o WHERE o.id = u.agent_office_id)
        AS agent_office,
      (u.phone_number IS NOT NULL AND u.phone_number_verified_at IS NOT NULL) AS has_phone
    FROM listings l
    ${cardJoins}
    WHERE l.uuid = ${uuid}::uuid AND ${isPublicListing}`,
  );
  if (!row) throw notFound(LISTING_NOT_FOUND);
  if (!isKnownBot(request.headers["user-agent"])) request.server.listingMetrics.recordVisit(row.id);

  const card = toMarketplaceCard(request.server.publicFiles, row);
  const tour =
    row.tour_360_url === null ? null : await publicTour(request.server.database.db, row.tour_360_url, row.agent_id);
  const photos = row.photos.flatMap((p, i) => {
    const image = responsiveImage(
      request.server.publicFiles,
      p.uuid,
      p.widths,
      PAGE_PHOTO_WIDTH,
      `Foto ${i + 1} dari ${row.photos.length}, ${card.title}`,
    );
    return image ? [image] : [];
  });
  const { agent: _cardAgent, ...facts } = card;
  return {
    data: {
      ...facts,
      description: row.description,
      address: row.address,
      certificate: row.certificate,
      furnishing_status: row.furnishing_status,
      total_floor: row.total_floor,
      floor: row.floor,
      electrical_power: row.electrical_power,
      hoek: row.hoek,
      facilities: row.facilities,
      photos,
      videos: row.videos.flatMap((url) => {
        const id = youtubeVideoId(url);
        return id ? [{ youtube_id: id, url }] : [];
      }),
      tour_360_url: tour,
      lat: row.lat,
      lng: row.lng,
      agent: {
        ..._cardAgent,
        agent_office: row.agent_office,
        has_phone: row.has_phone,
      },
    },
  };
};

/**
 * A stored tour is shown only while its agent is on the embed_360 allow-list (it is kept otherwise, ADR 0038), and
 * only in a form the page may frame today (a provider dropped from the list since stops showing).
 */
async function publicTour(db: AppDb, stored: string, agentId: number): Promise<string | null> {
  if (!(await isOnAllowListNow(db, "embed_360", agentId))) return null;
  const tour = normaliseTour360Url(stored);
  return tour.ok ? tour.url : null;
}
