import { formatDateTime } from "@griya/domain/format";
import { EmptyState } from "@griya/ui/empty-state";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListBusy } from "../../../components/list-busy";
import { ListPagination } from "../../../components/list-pagination";
import { ListSearchForm } from "../../../components/list-search-form";
import { browserApi } from "../../../lib/browser-api";
import { coinUsagesQuery, type SearchFilters } from "../queries";

/** /coin-usage: what the coins were spent on (activity, listing id and name, amount), searchable. */
export function CoinUsages({ filters }: { filters: SearchFilters }) {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(coinUsagesQuery(browserApi, filters));
  return (
    <div className="g-stack">
      <ListSearchForm label={t("coins.usagesSearch")} hint={t("coins.usagesSearchHint")} keyword={filters.q} />
      <ListBusy>
        {data.data.length === 0 ? (
          <EmptyState title={filters.q ? t("coins.noResults") : t("coins.usagesEmpty")} />
        ) : (
          <div className="table-scroll" role="region" aria-label={t("pages.coinUsage")} tabIndex={0}>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t("coins.usedAt")}</th>
                  <th scope="col">{t("coins.activity")}</th>
                  <th scope="col">{t("coins.listingId")}</th>
                  <th scope="col">{t("coins.listingName")}</th>
                  <th scope="col" className="num">
                    {t("coins.amount")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((usage) => (
                  <tr key={usage.uuid}>
                    <td className="nowrap">{formatDateTime(usage.used_at)}</td>
                    <td>{usage.activity_label}</td>
                    <td>{usage.listing_id ?? "—"}</td>
                    <td>{usage.listing_name ?? "—"}</td>
                    <td className="num">{usage.amount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <ListPagination meta={data.meta} />
      </ListBusy>
    </div>
  );
}
