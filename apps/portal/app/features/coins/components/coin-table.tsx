import { EmptyState } from "@griya/ui/empty-state";
import type { ReactNode } from "react";
import { ListBusy } from "../../../components/list-busy";
import { ListPagination } from "../../../components/list-pagination";

type Meta = Parameters<typeof ListPagination>[0]["meta"];

/** The frame every coin list shares: busy state, empty state, a scrollable labelled table, paging by meta. */
export function CoinTable({
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
        <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
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
