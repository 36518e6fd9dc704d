import { formatDateTime } from "@griya/domain/format";
import { StatusBadge } from "@griya/ui/status-badge";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListSearchForm } from "../../../components/list-search-form";
import { browserApi } from "../../../lib/browser-api";
import { coinTransfersQuery, type SearchFilters } from "../queries";
import { PagedTable } from "../../../components/paged-table";
import "../../../locales/coins";

/** /coin-transfer list: reference number, date, the other agent's e-mail, amount, notes, in or out. */
export function CoinTransfers({ filters }: { filters: SearchFilters }) {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(coinTransfersQuery(browserApi, filters));
  return (
    <div className="g-stack">
      <ListSearchForm label={t("coins.transfersSearch")} hint={t("coins.transfersSearchHint")} keyword={filters.q} />
      <PagedTable
        label={t("pages.coinTransfer")}
        emptyTitle={filters.q ? t("coins.noResults") : t("coins.transfersEmpty")}
        isEmpty={data.data.length === 0}
        meta={data.meta}
        head={
          <>
            <th scope="col">{t("coins.reference")}</th>
            <th scope="col">{t("coins.transferredAt")}</th>
            <th scope="col">{t("coins.direction")}</th>
            <th scope="col">{t("coins.email")}</th>
            <th scope="col" className="num">
              {t("coins.amount")}
            </th>
            <th scope="col">{t("coins.notes")}</th>
          </>
        }
      >
        {data.data.map((transfer) => (
          <tr key={transfer.uuid}>
            <th scope="row">{transfer.reference_number}</th>
            <td className="nowrap">{formatDateTime(transfer.transferred_at)}</td>
            <td>
              <StatusBadge tone={transfer.direction === "in" ? "success" : "info"}>
                {transfer.direction === "in" ? t("coins.directionIn") : t("coins.directionOut")}
              </StatusBadge>
            </td>
            <td className="wrap-anywhere">{transfer.email}</td>
            <td className="num">
              {transfer.direction === "in" ? "+" : "−"}
              {transfer.amount}
            </td>
            <td className="wrap-anywhere">{transfer.notes ?? "—"}</td>
          </tr>
        ))}
      </PagedTable>
    </div>
  );
}
