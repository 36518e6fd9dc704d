import type { LinkProps } from "@griya/ui/link";
import { Link } from "react-router";

/**
 * How @griya/ui renders links on the public pages: client-side navigation without prefetching. Prefetching a
 * marketplace page on hover runs its loader, and the API would count visits and impressions nobody saw.
 */
export function PublicLink({ href, className, children, onClick, "aria-current": ariaCurrent }: LinkProps) {
  return (
    <Link to={href} className={className} onClick={onClick} aria-current={ariaCurrent}>
      {children}
    </Link>
  );
}
