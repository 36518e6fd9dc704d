import type { ReactNode } from "react";
import { classNames } from "./class-names";
import { PlainLink, type LinkComponent } from "./link";

export type HeaderProps = {
  brand: ReactNode;
  brandHref?: string;
  userName?: string;
  /** Membership tier as shown to the user, e.g. "Starter". */
  tierLabel?: string;
  /** Shows the menu button (below 769 px) that opens the Sidebar drawer. */
  onMenuToggle?: () => void;
  menuLabel?: string;
  /** Whether the drawer the menu button controls is open (sets aria-expanded). */
  menuExpanded?: boolean;
  actions?: ReactNode;
  linkComponent?: LinkComponent;
  className?: string;
};

export function Header({
  brand,
  brandHref = "/",
  userName,
  tierLabel,
  onMenuToggle,
  menuLabel = "Buka menu",
  menuExpanded,
  actions,
  linkComponent: Link = PlainLink,
  className,
}: HeaderProps) {
  return (
    <header className={classNames("g-header", className)}>
      {onMenuToggle && (
        <button
          type="button"
          className="g-icon-button g-header-menu"
          aria-label={menuLabel}
          aria-expanded={menuExpanded}
          onClick={onMenuToggle}
        >
          <svg className="g-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
      )}
      <Link href={brandHref} className="g-header-brand">
        {brand}
      </Link>
      <div className="g-header-end">
        {(userName || tierLabel) && (
          <p className="g-header-user">
            {userName && <span className="g-header-name">{userName}</span>}
            {tierLabel && <span className="g-badge">{tierLabel}</span>}
          </p>
        )}
        {actions}
      </div>
    </header>
  );
}
