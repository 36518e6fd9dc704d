import type { ReactNode } from "react";
import { PublicLink } from "../../../components/public/public-link";
import type { ListingCardView } from "../../../components/public/listing-card-view";
import type { CityShowcase } from "../visitor-home-view.server";

type Props = {
  cities: CityShowcase[];
  /** The cards of a city under its h2 (the route passes the favourites' grid). */
  grid: (cards: ListingCardView[]) => ReactNode;
};

/** The newest listings of the most listed cities, each city with a link to all of its listings. */
export function CityShowcases({ cities, grid }: Props) {
  return cities.map((city) => (
    <section key={city.id} className="home-section" aria-labelledby={`kota-${city.id}`}>
      <div className="home-section-head">
        <h2 id={`kota-${city.id}`} className="home-section-title">
          Terbaru di {city.name}
        </h2>
        <PublicLink href={city.href} className="home-more">
          Lihat semua {city.countText}
          <span className="g-visually-hidden"> di {city.name}</span>
        </PublicLink>
      </div>
      {grid(city.cards)}
    </section>
  ));
}
