import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { DEFAULT_LISTING_CATEGORY, LISTING_CATEGORIES } from "@griya/domain/constants";
import { composeListingTitle } from "@griya/domain/listing-display";
import { repostScheduleLabel, type RepostSchedule } from "@griya/domain/repost-schedule";
import type { components } from "@griya/api-client/schema";
import { authOf } from "../../kernels/auth/authenticate.js";
import { pageMeta, pagingOf } from "../../platform/http/page-meta.js";
import { listingPhotoUrl } from "../../kernels/files/file-keys.js";
import type { PublicFiles } from "../../kernels/files/public-files.js";
import { assertRecommendedEnabled } from "../../kernels/settings/feature-flags.js";
import { catalogPage, type CatalogRow } from "./listing-catalog-repository.js";

type CatalogItem = components["schemas"]["CatalogItem"];

/** Card photo: the smallest stored width that still fills a card, else the widest one. */
const CARD_WIDTH = 480;
function cardWidth(widths: readonly number[]): number | null {
  if (widths.length === 0) return null;
  const filling = widths.filter((w) => w >= CARD_WIDTH);
  return filling.length > 0 ? Math.min(...filling) : Math.max(...widths);
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A slot as the domain reads it: end date yyyy-MM-dd (JSON of a date) → dd-MM-yyyy. */
const asRepostSchedule = (s: NonNullable<CatalogRow["schedules"]>[number]): RepostSchedule => ({
  ...s,
  expired_at: s.expired_at.split("-").reverse().join("-"),
});

/** The card of one listing row. */
function toCard(files: PublicFiles, r: CatalogRow): CatalogItem {
  const width = r.photo_widths && cardWidth(r.photo_widths);
  return {
    uuid: r.uuid,
    listing_number: r.listing_number,
    listing_title: composeListingTitle(r.property_type, r.title_suffix),
    listing_type: r.type,
    status: r.status,
    price_raw: r.price === null ? null : Number(r.price),
    rent_period: r.type === "R" ? r.rent_period : null,
    property_type: r.property_type,
    area: r.area,
    visit: r.visit_count,
    impression: r.impression_count,
    leads: r.leads,
    is_activated: r.status === "ACTIVE",
    activated_at: iso(r.activated_at),
    posted_at: iso(r.posted_at),
    expires_at: iso(r.expires_at),
    img_source: r.photo_uuid && width ? listingPhotoUrl(files, r.photo_uuid, width) : null,
    // The marketplace's public listing page (portal path /properti/{uuid}) exists only while the listing is live.
    preview_link: r.status === "ACTIVE" ? `/properti/${r.uuid}` : null,
    has_repost_schedule: r.schedules !== null,
    repost_schedule_label: r.schedules && repostScheduleLabel(r.schedules.map(asRepostSchedule)),
  };
}

/**
 * GET /api/v2/catalog/items: one tab of the agent's listings (Aktif, Draft, Lampau), sorted, searched by title or
 * listing number, paged; each card with its live repost schedule in words.
 */
export const listCatalogItems: OperationHandler<"listCatalogItems"> = async (request) => {
  const { userId } = authOf(request);
  const query = request.query;
  const status = LISTING_CATEGORIES.find((tab) => tab.value === (query.category ?? DEFAULT_LISTING_CATEGORY))!.status;
  const paging = pagingOf(query.page, query.per_page ?? 10);
  const sort = query.sort ?? "date";
  if (query.eligible_boost_uuid !== undefined) await assertRecommendedEnabled(request);
  const rows = await catalogPage(request.server.database.db, {
    userId,
    status,
    sort: sort === "date" ? (status === "DRAFT" ? "created" : "posted") : sort,
    order: query.order ?? "desc",
    term: query.q?.trim(),
    eligibleBoostUuid: query.eligible_boost_uuid,
    limit: paging.limit,
    offset: paging.offset,
  });
  const total = rows[0]!.total;

  return {
    data: rows.filter((r): r is CatalogRow => r.uuid !== null).map((r) => toCard(request.server.publicFiles, r)),
    meta: pageMeta(paging, total),
  };
};
