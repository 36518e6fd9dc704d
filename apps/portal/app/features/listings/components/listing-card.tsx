import { listingPriceLabel } from "@griya/domain/listing-display";
import { canActivate, canDeactivate, canRepost, LISTING_TYPE_LABELS } from "@griya/domain/listing-rules";
import { MenuButton, type MenuButtonItem } from "@griya/ui/menu-button";
import { StatusBadge, type StatusTone } from "@griya/ui/status-badge";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { pathTo } from "../../../paths";
import type { ListingAction } from "../../../lib/listing-action-failure";
import { shortDate } from "../listing-dates";
import type { CatalogItem } from "../queries";
import "../../../locales/my-listings";
import "../../../locales/recommended";

const STATUS_TONES = { ACTIVE: "success", DRAFT: "neutral", INACTIVE: "warning" } as const satisfies Record<
  CatalogItem["status"],
  StatusTone
>;

export type ListingCardProps = {
  listing: CatalogItem;
  onAction: (action: ListingAction, listing: CatalogItem) => void;
  onSchedule: (listing: CatalogItem) => void;
  /** Set while Recommended Listing is on: "Jadikan Rekomendasi" on an active listing's menu. */
  onRecommend?: (listing: CatalogItem) => void;
};

/**
 * One listing of "Listing Saya": primary photo, title, place, price (a rental's with its period), type and status,
 * number, metrics, active and expiry
 * dates, the repost schedule, the public page of an active listing and a menu of the actions its status allows.
 */
export function ListingCard({ listing, onAction, onSchedule, onRecommend }: ListingCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status, listing_title: title } = listing;
  const headingId = `listing-${listing.uuid}`;
  const act = (action: ListingAction) => () => onAction(action, listing);

  const items: MenuButtonItem[] = [
    {
      key: "edit",
      label: t("myListings.actions.edit"),
      onSelect: () => void navigate(pathTo("listingEdit", { uuid: listing.uuid })),
    },
    ...(canActivate(status)
      ? [{ key: "activate", label: t("myListings.actions.activate"), onSelect: act("activate") }]
      : []),
    ...(canRepost(status) ? [{ key: "repost", label: t("myListings.actions.repost"), onSelect: act("repost") }] : []),
    ...(status === "ACTIVE"
      ? [{ key: "schedule", label: t("myListings.actions.schedule"), onSelect: () => onSchedule(listing) }]
      : []),
    ...(status === "ACTIVE" && onRecommend
      ? [{ key: "recommend", label: t("recommended.action"), onSelect: () => onRecommend(listing) }]
      : []),
    { key: "duplicate", label: t("myListings.actions.duplicate"), onSelect: act("duplicate") },
    ...(canDeactivate(status)
      ? [{ key: "deactivate", label: t("myListings.actions.deactivate"), onSelect: act("deactivate") }]
      : []),
    { key: "delete", label: t("myListings.actions.delete"), onSelect: act("delete"), tone: "danger" as const },
  ];

  return (
    <article className="g-card listing-card" aria-labelledby={headingId} data-status={status}>
      <div className="listing-card-photo">
        {listing.img_source ? (
          <img
            src={listing.img_source}
            alt={t("myListings.card.photoAlt", { title })}
            loading="lazy"
            decoding="async"
            width={480}
            height={360}
          />
        ) : (
          <div className="listing-card-no-photo">
            <svg className="g-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <circle cx="9" cy="10" r="1.5" />
              <path d="M21 16l-5-5-8 8" />
            </svg>
            <span>{t("myListings.card.noPhoto")}</span>
          </div>
        )}
      </div>
      <div className="listing-card-body">
        <div className="listing-card-badges">
          <StatusBadge tone="info">{LISTING_TYPE_LABELS[listing.listing_type]}</StatusBadge>
          <StatusBadge tone={STATUS_TONES[status]}>{t(`myListings.card.status.${status}`)}</StatusBadge>
        </div>
        <h2 id={headingId} className="listing-card-title">
          {title}
        </h2>
        {listing.area && (
          <p className="listing-card-place">
            <span className="g-visually-hidden">{t("myListings.card.place")}: </span>
            {`${listing.area.name}, ${listing.area.city_name}`}
          </p>
        )}
        <p className="listing-card-price">
          <span className="g-visually-hidden">{t("myListings.card.price")}: </span>
          {listing.price_raw === null ? (
            t("myListings.card.noPrice")
          ) : (
            // As the public cards read it: a rental's price with its period ("Rp 8.500.000 / bulan").
            <data value={String(listing.price_raw)} className="g-rupiah">
              {listingPriceLabel(listing.price_raw, rentPeriodOf(listing)).text}
            </data>
          )}
        </p>
        <dl className="fact-list listing-card-facts">
          <Fact label={t("myListings.card.number")}>{listing.listing_number}</Fact>
          <Fact label={t("myListings.card.visit")}>{listing.visit}</Fact>
          <Fact label={t("myListings.card.impression")}>{listing.impression}</Fact>
          <Fact label={t("myListings.card.leads")}>
            {listing.leads > 0 ? (
              // The inbox is where a lead is answered; the card only counts them.
              <Link to={pathTo("leads")} aria-label={t("myListings.card.leadsLink", { count: listing.leads, title })}>
                {listing.leads}
              </Link>
            ) : (
              listing.leads
            )}
          </Fact>
          <Fact label={t("myListings.card.activeDate")}>
            {listing.activated_at ? shortDate(listing.activated_at) : t("myListings.card.noDate")}
          </Fact>
          <Fact label={t("myListings.card.expiry")}>
            {listing.expires_at ? shortDate(listing.expires_at) : t("myListings.card.noDate")}
          </Fact>
          {listing.repost_schedule_label && (
            <Fact label={t("myListings.card.schedule")} wide>
              {listing.repost_schedule_label}
            </Fact>
          )}
        </dl>
        <div className="listing-card-actions">
          {status === "ACTIVE" && listing.preview_link && (
            <a
              className="g-button g-button--ghost g-button--sm listing-card-preview"
              href={listing.preview_link}
              // Starts with the visible text, so voice control finds it by what it shows.
              aria-label={t("myListings.card.previewNamed", { title })}
            >
              {t("myListings.card.preview")}
            </a>
          )}
          <MenuButton
            label={t("myListings.card.menu")}
            labelSuffix={t("myListings.card.menuSuffix", { title })}
            items={items}
          />
        </div>
      </div>
    </article>
  );
}

/** The period a rental's price is for (none for a sale, or a rental draft without one yet). */
function rentPeriodOf(listing: CatalogItem) {
  const months = listing.listing_type === "R" ? listing.rent_period?.months : undefined;
  return months ? { months } : null;
}

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "listing-card-fact--wide" : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
