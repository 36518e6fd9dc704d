import { EmptyState } from "@griya/ui/empty-state";
import type { ReactNode } from "react";
import { ListBusy } from "./list-busy";
import { ListPagination } from "./list-pagination";

type Meta = Parameters<typeof ListPagination>[0]["meta"];

/** The frame the coin and slot lists share: busy state, empty state, a scrollable labelled table, paging by meta. */
export function PagedTable({
  label,
  emptyTitle,
  isEmpty,
  meta,
  head,
  children,
}: {
  label: string;
  emptyTitle: string;
  isEmpty: boolean;
  meta: Meta;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <ListBusy>
      {isEmpty ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <div
          className="table-scroll"
          role="region"
          aria-label={label}
          // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- keyboard users scroll the wide table by focusing it (axe scrollable-region-focusable)
          tabIndex={0}
        >
          <table className="data-table">
            <thead>
              <tr>{head}</tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
      <ListPagination meta={meta} />
    </ListBusy>
  );
}
