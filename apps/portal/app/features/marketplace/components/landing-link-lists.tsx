import { Link } from "react-router";
import type { LandingLinks } from "../landing-view.server";

/** A landing page's ways on: neighbouring places, other types here, the other deal (docs/product/landing-pages.md#links). */
export function LandingLinkLists({ links, placeName }: { links: LandingLinks; placeName: string }) {
  const groups = [
    { id: "sekitar", title: "Tempat di sekitar", items: links.nearby },
    { id: "jenis", title: `Jenis properti lain di ${placeName}`, items: links.types },
    { id: "lainnya", title: "Lihat juga", items: links.other },
  ].filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="landing-links">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`tautan-${group.id}`}>
          <h2 id={`tautan-${group.id}`} className="landing-links-title">
            {group.title}
          </h2>
          <ul className="widen-links">
            {group.items.map((item) => (
              <li key={item.href}>
                <Link to={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
