import type { LinkProps } from "@griya/ui/link";
import { Link } from "react-router";

/** @griya/ui renders links through this, so they navigate client-side. */
export function RouterLink({ href, className, children, onClick, "aria-current": ariaCurrent }: LinkProps) {
  return (
    <Link to={href} className={className} onClick={onClick} aria-current={ariaCurrent} prefetch="intent">
      {children}
    </Link>
  );
}
