import type { ReactNode } from "react";
import { classNames } from "./class-names";
import { PlainLink, type LinkComponent } from "./link";

export type PaginationProps = {
  page: number;
  lastPage: number;
  /** Link mode (server-rendered lists, crawlable): the href of each page. */
  hrefForPage?: (page: number) => string;
  /** Button mode (client-side lists): called with the chosen page. */
  onPageChange?: (page: number) => void;
  label?: string;
  prevLabel?: string;
  nextLabel?: string;
  /** Accessible name of a page number, e.g. "Halaman 3". */
  pageLabel?: (page: number) => string;
  linkComponent?: LinkComponent;
  className?: string;
};

/** Pages to show: first, last, the current one with a neighbour each side; "gap" for the rest. */
export function pageWindow(page: number, lastPage: number): Array<number | "gap"> {
  const wanted = new Set([1, lastPage, page - 1, page, page + 1].filter((p) => p >= 1 && p <= lastPage));
  // Near either end show five numbers in a row so the list does not jump in width.
  if (page <= 3) for (let p = 1; p <= Math.min(5, lastPage); p++) wanted.add(p);
  if (page >= lastPage - 2) for (let p = Math.max(1, lastPage - 4); p <= lastPage; p++) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  let previous = 0;
  for (const p of sorted) {
    // A gap of exactly one page shows that page: "…" would be no shorter.
    if (p - previous === 2) result.push(p - 1);
    else if (p - previous > 2) result.push("gap");
    result.push(p);
    previous = p;
  }
  return result;
}

export function Pagination({
  page,
  lastPage,
  hrefForPage,
  onPageChange,
  label = "Navigasi halaman",
  prevLabel = "Sebelumnya",
  nextLabel = "Berikutnya",
  pageLabel = (p) => `Halaman ${p}`,
  linkComponent: Link = PlainLink,
  className,
}: PaginationProps) {
  if (lastPage <= 1) return null;
  const current = Math.min(Math.max(1, page), lastPage);

  const control = (target: number, content: ReactNode, options: { isCurrent?: boolean; extraClass?: string } = {}) => {
    const disabled = target < 1 || target > lastPage;
    const controlClass = classNames("g-pagination-control", options.extraClass);
    const ariaCurrent = options.isCurrent ? ("page" as const) : undefined;
    if (hrefForPage) {
      if (disabled) {
        return (
          <span className={controlClass} aria-disabled="true">
            {content}
          </span>
        );
      }
      return (
        <Link href={hrefForPage(target)} className={controlClass} aria-current={ariaCurrent}>
          {content}
        </Link>
      );
    }
    return (
      <button
        type="button"
        className={controlClass}
        disabled={disabled}
        aria-current={ariaCurrent}
        onClick={() => onPageChange?.(target)}
      >
        {content}
      </button>
    );
  };

  return (
    <nav className={classNames("g-pagination", className)} aria-label={label}>
      <ul>
        <li>
          {control(
            current - 1,
            <>
              <span aria-hidden="true">‹</span>
              <span className="g-pagination-text">{prevLabel}</span>
            </>,
            { extraClass: "g-pagination-step" },
          )}
        </li>
        {pageWindow(current, lastPage).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className="g-pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {control(
                item,
                <>
                  <span className="g-visually-hidden">{pageLabel(item)}</span>
                  <span aria-hidden="true">{item}</span>
                </>,
                { isCurrent: item === current },
              )}
            </li>
          ),
        )}
        <li>
          {control(
            current + 1,
            <>
              <span className="g-pagination-text">{nextLabel}</span>
              <span aria-hidden="true">›</span>
            </>,
            { extraClass: "g-pagination-step" },
          )}
        </li>
      </ul>
    </nav>
  );
}
