import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { youtubeVideoId } from "@griya/domain/listing-schemas";
import { normaliseTour360Url } from "@griya/domain/tour-360";
import type { AppDb } from "../../platform/db/client.js";
import { notFound } from "../../platform/openapi/refusal.js";
import { isOnAllowListNow } from "../../kernels/settings/read-allow-lists.js";
import { viewTokenFor } from "./count-listing-views.js";
import { isKnownBot } from "./known-bots.js";
import { PAGE_PHOTO_WIDTH, responsiveImage } from "./listing-photos.js";
import { findListingPage } from "./listing-page-repository.js";
import { isCardRow, toMarketplaceCard } from "./marketplace-card.js";
import { publicReadDb } from "../../kernels/auth/own-writes.js";

export const LISTING_NOT_FOUND = "Listing tidak ditemukan atau sudah tidak tersedia.";

/**
 * GET /api/search/listings/{uuid}: the public listing page. Anything not public (draft, inactive, an agent whose
 * membership lapsed, a row without what a card shows) is a 404 like an unknown uuid. Counts a visit in memory, not for bots, or its
 * page's beacon does (ADR 0075).
 */
export const getMarketplaceListing: OperationHandler<"getMarketplaceListing"> = async (request) => {
  const { uuid } = request.params;
  const viewerId = request.auth?.userId ?? null;
  const db = publicReadDb(request);
  const row = await findListingPage(db, uuid, viewerId);
  if (!row || !isCardRow(row)) return notFound(LISTING_NOT_FOUND);
  const viewToken = await viewTokenFor(request, "v", [row.id]);
  if (!viewToken && !isKnownBot(request.headers["user-agent"])) request.server.listingMetrics.recordVisit(row.id);

  const card = toMarketplaceCard(request.server.publicFiles, row);
  const tour = row.tour_360_url === null ? null : await publicTour(db, row.tour_360_url, row.agent_id);
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
      ...(viewToken ? { view_token: viewToken } : {}),
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
