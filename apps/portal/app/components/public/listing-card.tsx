import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ListingCardView } from "./listing-card-view";
import { ListingPhoto } from "./listing-photo";

const CARD_PHOTO_SIZES = "(min-width: 1200px) 360px, (min-width: 640px) 50vw, 100vw";

export type ListingCardProps = {
  listing: ListingCardView;
  /** Position in the list: the first few photos are above the fold and load at once. */
  index: number;
  /** The heart button (or, for a visitor, the link to log in). */
  action?: ReactNode;
  /** Shown over the photo, e.g. "Tidak tersedia" on the favourites page. */
  badge?: string;
  /** A listing that is no longer public has no page to open. */
  linked?: boolean;
  headingLevel?: 2 | 3;
};

/** A result card: photo, short price (spoken in full), title, facts, place, posting date and agent. */
export function ListingCard({ listing, index, action, badge, linked = true, headingLevel = 2 }: ListingCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="listing-card" data-unavailable={linked ? undefined : "true"}>
      <div className="listing-card-photo">
        {listing.photo ? (
          <ListingPhoto
            photo={listing.photo}
            sizes={CARD_PHOTO_SIZES}
            priority={index === 0 ? "high" : index < 3 ? "eager" : "lazy"}
          />
        ) : (
          <span className="listing-card-nophoto">Tanpa foto</span>
        )}
        {(badge || listing.isRecommended) && <span className="listing-card-badge">{badge ?? "Rekomendasi"}</span>}
      </div>
      <div className="listing-card-body">
        <p className="listing-card-price">
          <span aria-hidden="true">{listing.priceShort}</span>
          <span className="g-visually-hidden">{listing.priceSpoken}</span>
        </p>
        <Heading className="listing-card-title">
          {linked ? (
            <Link to={listing.href} className="listing-card-link">
              {listing.title}
            </Link>
          ) : (
            listing.title
          )}
        </Heading>
        <p className="listing-card-kind">{listing.kind}</p>
        {listing.facts.length > 0 && (
          <ul className="listing-card-facts">
            {listing.facts.map((fact) => (
              <li key={fact.short}>
                <span aria-hidden="true">{fact.short}</span>
                <span className="g-visually-hidden">{fact.spoken}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="listing-card-place">{listing.place}</p>
        <p className="listing-card-meta">
          {listing.agent.avatarUrl ? (
            <img
              className="listing-card-avatar"
              src={listing.agent.avatarUrl}
              alt=""
              width={24}
              height={24}
              loading="lazy"
            />
          ) : (
            <span className="listing-card-avatar" aria-hidden="true">
              {listing.agent.name.charAt(0)}
            </span>
          )}
          <Link to={listing.agent.href} className="listing-card-agent">
            {listing.agent.name}
          </Link>
        </p>
        <p className="listing-card-date">
          <time dateTime={listing.postedIso}>{listing.postedText}</time>
        </p>
      </div>
      {action && <div className="listing-card-action">{action}</div>}
    </article>
  );
}
