import { EmptyState } from "@griya/ui/empty-state";
import { Tabs } from "@griya/ui/tabs";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ListBusy } from "../../../components/list-busy";
import { ListPagination } from "../../../components/list-pagination";
import { RouterLink } from "../../../components/router-link";
import { browserApi } from "../../../lib/browser-api";
import { pathTo } from "../../../paths";
import { LEAD_TABS, leadFiltersSearch, type LeadFilters } from "../lead-filters";
import { enquiriesQuery } from "../queries";
import { useLeadActions } from "../use-lead-actions";
import { useNow } from "../../../lib/use-now";
import { LeadCard } from "./lead-card";
import { LeadNotice } from "./lead-notice";
import { ResponseTimePanel } from "./response-time-panel";
import "./leads.css";
import "../../../locales/leads";

/** Set by the lead page after deleting, so the inbox it returns to says what happened. */
export type InboxNavigationState = { notice?: string } | null;

/** /leads: response time on top, tabs Semua / Belum dibaca / Diarsipkan and paging in the URL, the leads. */
export function LeadInbox({ filters, now: loadedAt }: { filters: LeadFilters; now: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const now = useNow(loadedAt);
  const { data } = useSuspenseQuery(enquiriesQuery(browserApi, filters));
  const { run, current, notice, failure } = useLeadActions();
  const arrivedWith = (location.state as InboxNavigationState)?.notice;
  const shown = notice ?? arrivedWith ?? null;

  return (
    <div className="g-stack leads">
      <ResponseTimePanel />
      <Tabs
        mode="links"
        label={t("leads.tabsLabel")}
        value={filters.tab}
        linkComponent={RouterLink}
        items={LEAD_TABS.map((tab) => ({
          value: tab,
          label: t(`leads.tabs.${tab}`),
          href: `${pathTo("leads")}${leadFiltersSearch({ tab, page: 1 })}`,
        }))}
      />
      <LeadNotice message={shown} failure={failure} />
      <ListBusy>
        {data.data.length === 0 ? (
          <EmptyState
            title={t(`leads.empty.${filters.tab}.title`)}
            description={t(`leads.empty.${filters.tab}.description`)}
          />
        ) : (
          <ul className="lead-list" aria-label={t("leads.listLabel")}>
            {data.data.map((lead) => (
              <li key={lead.uuid}>
                <LeadCard lead={lead} now={now} run={run} current={current} />
              </li>
            ))}
          </ul>
        )}
        <ListPagination meta={data.meta} />
      </ListBusy>
    </div>
  );
}
