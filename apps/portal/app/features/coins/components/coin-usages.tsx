import { formatDateTime } from "@griya/domain/format";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListSearchForm } from "../../../components/list-search-form";
import { browserApi } from "../../../lib/browser-api";
import { coinUsagesQuery, type SearchFilters } from "../queries";
import { PagedTable } from "../../../components/paged-table";
import "../../../locales/coins";

/** /coin-usage: what the coins were spent on (activity, listing id and name, amount), searchable. */
export function CoinUsages({ filters }: { filters: SearchFilters }) {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(coinUsagesQuery(browserApi, filters));
  return (
    <div className="g-stack">
      <ListSearchForm label={t("coins.usagesSearch")} hint={t("coins.usagesSearchHint")} keyword={filters.q} />
      <PagedTable
        label={t("pages.coinUsage")}
        emptyTitle={filters.q ? t("coins.noResults") : t("coins.usagesEmpty")}
        isEmpty={data.data.length === 0}
        meta={data.meta}
        head={
          <>
            <th scope="col">{t("coins.usedAt")}</th>
            <th scope="col">{t("coins.activity")}</th>
            <th scope="col">{t("coins.listingId")}</th>
            <th scope="col">{t("coins.listingName")}</th>
            <th scope="col" className="num">
              {t("coins.amount")}
            </th>
          </>
        }
      >
        {data.data.map((usage) => (
          <tr key={usage.uuid}>
            <td className="nowrap">{formatDateTime(usage.used_at)}</td>
            <td>{usage.activity_label}</td>
            <td>{usage.listing_id ?? "—"}</td>
            <td>{usage.listing_name ?? "—"}</td>
            <td className="num">{usage.amount}</td>
          </tr>
        ))}
      </PagedTable>
    </div>
  );
}
