import { Link } from "react-router";
import { ListingPhoto } from "../../../components/public/listing-photo";
import type { PlainCardView } from "../listing-extras-view";

const PLAIN_CARD_SIZES = "(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw";

/**
 * A titled list of plain cards ("Properti serupa", "Listing lain dari agen ini"): rendered on the server without the
 * search card's heart or agent, so the listing page loads none of the result cards' code (ADR 0069). No cards, no
 * section.
 */
export function PlainListingCards({ id, title, cards }: { id: string; title: string; cards: PlainCardView[] }) {
  if (cards.length === 0) return null;
  return (
    <section className="listing-section plain-cards" aria-labelledby={id}>
      <h2 id={id} className="listing-section-title">
        {title}
      </h2>
      <ul className="plain-cards-list">
        {cards.map((card) => (
          <li key={card.uuid} className="plain-card">
            {card.photo ? (
              <ListingPhoto photo={card.photo} sizes={PLAIN_CARD_SIZES} />
            ) : (
              <span className="plain-card-nophoto">Tanpa foto</span>
            )}
            <p className="plain-card-price">
              <span aria-hidden="true">{card.priceShort}</span>
              <span className="g-visually-hidden">{card.priceSpoken}</span>
            </p>
            <h3 className="plain-card-title">
              <Link to={card.href}>{card.title}</Link>
            </h3>
            <p className="plain-card-meta">
              <span aria-hidden="true">{card.details}</span>
              <span className="g-visually-hidden">{card.detailsSpoken}</span>
            </p>
            <p className="plain-card-meta">{card.place}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
