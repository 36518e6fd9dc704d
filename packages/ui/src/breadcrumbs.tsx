import { classNames } from "./class-names";
import { PlainLink, type LinkComponent } from "./link";

export type BreadcrumbItem = { label: string; href?: string };

export type BreadcrumbsProps = {
  /** The last item is the current page. */
  items: BreadcrumbItem[];
  label?: string;
  linkComponent?: LinkComponent;
  className?: string;
};

export function Breadcrumbs({
  items,
  label = "Jejak navigasi",
  linkComponent: Link = PlainLink,
  className,
}: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav className={classNames("g-breadcrumbs", className)} aria-label={label}>
      <ol>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`}>
              {isCurrent ? (
                <span aria-current="page">{item.label}</span>
              ) : item.href !== undefined ? (
                <Link href={item.href}>{item.label}</Link>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
