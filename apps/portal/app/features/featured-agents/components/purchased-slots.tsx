import { ButtonLink } from "@griya/ui/button";
import { currentMonth, monthIndex } from "@griya/domain/featured-agents";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListSearchForm } from "../../../components/list-search-form";
import { RouterLink } from "../../../components/router-link";
import { browserApi } from "../../../lib/browser-api";
import { PagedTable } from "../../../components/paged-table";
import { purchasedQuery, type PurchasedFilters } from "../queries";
import "../../../locales/featured-agents";
import { HelpLink } from "../../../components/help-link";

/** /featured-agent: the agent's purchased slots, 30 a page, filtered by area; the running month stands out. */
export function PurchasedSlots({ filters }: { filters: PurchasedFilters }) {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(purchasedQuery(browserApi, filters));
  const current = monthIndex(currentMonth(new Date()));
  return (
    <div className="g-stack">
      <h1 className="g-page-title">{t("pages.featuredAgent")}</h1>
      <p>{t("featuredAgents.listIntro")}</p>
      <HelpLink topic="featured-agent" about="cara kerja Featured Agent" />
      <div>
        <ButtonLink href="/featured-agent/beli" linkComponent={RouterLink}>
          {t("featuredAgents.buyMore")}
        </ButtonLink>
      </div>
      <ListSearchForm
        label={t("featuredAgents.areaFilter")}
        hint={t("featuredAgents.areaFilterHint")}
        keyword={filters.q}
      />
      <PagedTable
        label={t("pages.featuredAgent")}
        emptyTitle={filters.q ? t("featuredAgents.noResults") : t("featuredAgents.empty")}
        isEmpty={data.data.length === 0}
        meta={data.meta}
        head={
          <>
            <th scope="col">{t("featuredAgents.area")}</th>
            <th scope="col">{t("featuredAgents.month")}</th>
          </>
        }
      >
        {data.data.map((slot) => {
          const isCurrent = monthIndex(slot) === current;
          return (
            <tr
              key={slot.uuid}
              className={isCurrent ? "is-current-month" : undefined}
              aria-current={isCurrent ? "date" : undefined}
            >
              <td>{slot.area}</td>
              <td>
                {slot.month_name} {slot.year}
                {isCurrent && <strong className="current-month-badge"> · {t("featuredAgents.current")}</strong>}
              </td>
            </tr>
          );
        })}
      </PagedTable>
    </div>
  );
}
