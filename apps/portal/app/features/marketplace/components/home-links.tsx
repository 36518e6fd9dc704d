import { PublicLink } from "../../../components/public/public-link";
import { PUBLIC_PATHS } from "../../../public-paths";

const OTHER_LINKS = [
  {
    href: PUBLIC_PATHS.agentOfferings,
    title: "Untuk agen properti",
    text: "Pasang listing, terima prospek, dan pilih paket membership yang sesuai.",
  },
  {
    href: PUBLIC_PATHS.help,
    title: "Pusat bantuan",
    text: "Panduan akun, listing, koin, dan promosi, langkah demi langkah.",
  },
] as const;

/**
 * Where else a visitor may want to go: KPR (the simulation and "Ajukan KPR" live on each listing for sale, so
 * its link is the search of sales), the offerings for agents, help.
 */
export function HomeLinks({ kprHref }: { kprHref: string }) {
  const links = [
    {
      href: kprHref,
      title: "Simulasi KPR",
      text: "Setiap properti yang dijual punya simulasi cicilan KPR dan tombol “Ajukan KPR”.",
    },
    ...OTHER_LINKS,
  ];
  return (
    <section className="home-section" aria-labelledby="lainnya-judul">
      <h2 id="lainnya-judul" className="home-section-title">
        Lainnya di Griya
      </h2>
      <ul className="home-links">
        {links.map((link) => (
          <li key={link.href}>
            <PublicLink href={link.href} className="home-link">
              <span className="home-link-title">{link.title}</span>
              <span className="home-link-text">{link.text}</span>
            </PublicLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
