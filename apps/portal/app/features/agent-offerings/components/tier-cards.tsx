import type { TierView } from "../offerings-view.server";

/** One card per membership tier, the Trial first, each with its price and what it gives. */
export function TierCards({ tiers }: { tiers: TierView[] }) {
  return (
    <ul className="offer-tiers">
      {tiers.map((tier) => (
        <li key={tier.type} className="g-card offer-tier">
          <h3 id={`tier-${tier.type}`} className="offer-tier-name">
            {tier.name}
          </h3>
          <p className="offer-tier-price">
            {tier.price}
            {!tier.trial && <span className="offer-tier-per"> / {tier.duration}</span>}
          </p>
          <p className="offer-tier-note">{tier.priceNote}</p>
          <ul className="offer-tier-facts">
            <li>{tier.slots}</li>
            <li>{tier.coins} bonus</li>
            <li>Berlaku {tier.duration}</li>
          </ul>
        </li>
      ))}
    </ul>
  );
}
