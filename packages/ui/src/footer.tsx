import { classNames } from "./class-names";
import { PlainLink, type LinkComponent } from "./link";

export type FooterLink = { label: string; href: string };

export type FooterProps = {
  supportEmail: string;
  links?: FooterLink[];
  copyright?: string;
  supportLabel?: string;
  linksLabel?: string;
  linkComponent?: LinkComponent;
  className?: string;
};

export function Footer({
  supportEmail,
  links = [],
  copyright = "© Griya. Hak cipta dilindungi undang-undang.",
  supportLabel = "Butuh bantuan? Hubungi",
  linksLabel = "Tautan kaki halaman",
  linkComponent: Link = PlainLink,
  className,
}: FooterProps) {
  return (
    <footer className={classNames("g-footer", className)}>
      <p className="g-footer-support">
        {supportLabel} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
      {links.length > 0 && (
        <nav aria-label={linksLabel}>
          <ul className="g-footer-links">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="g-footer-copyright">{copyright}</p>
    </footer>
  );
}
