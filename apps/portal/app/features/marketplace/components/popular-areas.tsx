import { PublicLink } from "../../../components/public/public-link";
import type { AreaLink } from "../visitor-home-view.server";

/** The most listed areas, each a link to its search with its number of listings. */
export function PopularAreas({ areas }: { areas: AreaLink[] }) {
  return (
    <section className="home-section" aria-labelledby="area-populer-judul">
      <h2 id="area-populer-judul" className="home-section-title">
        Area populer
      </h2>
      <ul className="home-areas">
        {areas.map((area) => (
          <li key={area.id}>
            <PublicLink href={area.href} className="home-area">
              <span className="home-area-name">{area.name}</span>
              <span className="home-area-city">{area.cityName}</span>
              <span className="home-area-count">{area.countText}</span>
            </PublicLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
