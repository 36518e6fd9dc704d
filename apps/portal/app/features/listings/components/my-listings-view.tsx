import { DEFAULT_SORT, LISTING_CATEGORIES, SORT_OPTIONS } from "@griya/domain/constants";
import { Alert } from "@griya/ui/alert";
import { ButtonLink } from "@griya/ui/button";
import { EmptyState } from "@griya/ui/empty-state";
import { Tabs } from "@griya/ui/tabs";
import { useSuspenseQueries, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { GuardedButtonLink } from "../../../components/guarded-button-link";
import { ListBusy } from "../../../components/list-busy";
import { ListPagination } from "../../../components/list-pagination";
import { ListSearchForm } from "../../../components/list-search-form";
import { RouterLink } from "../../../components/router-link";
import { browserApi } from "../../../lib/browser-api";
import { clearedResumeCookie, resumeRequestOf, RESUME_PARAMS } from "../../../lib/resume-action";
import { useOneTimeParams } from "../../../lib/use-one-time-params";
import { pathTo } from "../../../paths";
import {
  catalogParamsOf,
  listingFiltersSearch,
  tabCountParams,
  withCategory,
  type ListingFilters,
} from "../listing-filters";
import type { ListingAction } from "../../../lib/listing-action-failure";
import { catalogQuery, type CatalogItem } from "../queries";
import { useListingAction } from "../use-listing-action";
import { ListingActionDialog } from "./listing-action-dialog";
import { ListingAvailabilityPanel } from "./listing-availability-panel";
import { ListingCard } from "./listing-card";
import { ListingSortSelect } from "./listing-sort-select";
import { RepostScheduleDialog } from "./repost-schedule-dialog";
import "./my-listings.css";
import "../../../locales/my-listings";

/**
 * /listing: Aktif / Draft / Lampau tabs with counts, slots and coins, search, sort, cards and paging (all in the
 * URL), and every card action behind a confirmation.
 */
export function MyListingsView({
  filters,
  recommendDialog,
}: {
  filters: ListingFilters;
  /**
   * The Recommended boost's dialog for a card's listing, composed by the route (absent while the boost is off,
   * which hides the card's entry); `close` takes the success message to show, if any.
   */
  recommendDialog?: (listing: CatalogItem, close: (notice: string | null) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(catalogQuery(browserApi, catalogParamsOf(filters)));
  const counts = useSuspenseQueries({
    queries: LISTING_CATEGORIES.map((tab) => catalogQuery(browserApi, tabCountParams(tab.value))),
  });
  const actions = useListingAction();
  const [scheduling, setScheduling] = useState<CatalogItem | null>(null);
  const [recommending, setRecommending] = useState<CatalogItem | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [searchParams] = useSearchParams();
  const activatedNumber = searchParams.get("activated");
  useOneTimeParams("activated", RESUME_PARAMS.action, RESUME_PARAMS.listing);
  const resumeMissing = useResumedAction(resumeRequestOf(searchParams), data.data, actions.ask);
  const notice =
    actions.notice ?? (activatedNumber ? t("myListings.done.savedAndActivated", { number: activatedNumber }) : null);

  // When the card that was acted on has left this tab, its menu button is gone and focus with it: hand focus
  // to the success message instead (after the dialog's own focus return has run).
  useEffect(() => {
    if (!actions.notice || actions.pending) return;
    const timer = setTimeout(() => {
      if (document.activeElement === document.body || document.activeElement === null) noticeRef.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [actions.notice, actions.pending]);

  const keep = {
    category: filters.category === "active" ? undefined : filters.category,
    sort: filters.sort === DEFAULT_SORT ? undefined : SORT_OPTIONS[filters.sort].sort,
    order: filters.sort === DEFAULT_SORT ? undefined : SORT_OPTIONS[filters.sort].order,
  };

  return (
    <div className="g-stack my-listings">
      <div className="my-listings-top">
        <ListingAvailabilityPanel />
        <div className="form-actions my-listings-add">
          <GuardedButtonLink page="listingAdd">{t("myListings.add")}</GuardedButtonLink>
          <ButtonLink href={pathTo("bulkRepost")} linkComponent={RouterLink} variant="secondary">
            {t("myListings.bulkRepost")}
          </ButtonLink>
        </div>
      </div>
      <Tabs
        mode="links"
        label={t("myListings.tabsLabel")}
        value={filters.category}
        linkComponent={RouterLink}
        items={LISTING_CATEGORIES.map((tab, index) => ({
          value: tab.value,
          label: t("myListings.tabCount", { label: tab.label, count: counts[index]!.data.meta.total }),
          href: `${pathTo("myListings")}${listingFiltersSearch(withCategory(filters, tab.value))}`,
        }))}
      />
      <div className="my-listings-tools">
        <ListSearchForm
          label={t("myListings.searchLabel")}
          hint={t("myListings.searchHint")}
          placeholder={t("myListings.searchPlaceholder")}
          keyword={filters.q}
          keep={keep}
        />
        <ListingSortSelect filters={filters} />
      </div>
      {/* Always present, so the message that appears in it is announced (the Alert itself is role="status"). */}
      <div aria-live="polite" ref={noticeRef} tabIndex={-1} className="my-listings-notice">
        {notice && <Alert tone="success">{notice}</Alert>}
        {!notice && resumeMissing && <Alert tone="info">{t("resume.notFound", { number: filters.q })}</Alert>}
      </div>
      <ListBusy>
        {data.data.length === 0 ? (
          <EmptyState
            title={
              filters.q ? t("myListings.empty.search", { q: filters.q }) : t(`myListings.empty.${filters.category}`)
            }
            description={
              filters.q ? t("myListings.empty.searchDescription") : t(`myListings.empty.${filters.category}Description`)
            }
          />
        ) : (
          <ul className="listing-list" aria-label={t("myListings.listLabel")}>
            {data.data.map((listing) => (
              <li key={listing.uuid}>
                <ListingCard
                  listing={listing}
                  onAction={(action, chosen) => actions.ask({ action, listing: chosen })}
                  onSchedule={setScheduling}
                  onRecommend={recommendDialog ? setRecommending : undefined}
                />
              </li>
            ))}
          </ul>
        )}
        <ListPagination meta={data.meta} />
      </ListBusy>
      <ListingActionDialog
        pending={actions.pending}
        busy={actions.busy}
        onConfirm={actions.confirm}
        onCancel={actions.cancel}
      />
      {scheduling && (
        <RepostScheduleDialog
          listingUuid={scheduling.uuid}
          listingTitle={scheduling.listing_title}
          open
          onClose={(saved) => {
            // The dialog has already refreshed the listing queries (the card's schedule label).
            if (saved) actions.setNotice(t("myListings.done.schedule", { title: scheduling.listing_title }));
            setScheduling(null);
          }}
        />
      )}
      {recommending &&
        recommendDialog?.(recommending, (doneNotice) => {
          if (doneNotice) actions.setNotice(doneNotice);
          setRecommending(null);
        })}
    </div>
  );
}

/**
 * "Lanjutkan: aktifkan listing X" after a purchase (lib/resume-action.ts) opens this page searched by the listing's
 * number: its action's confirmation opens again, with the price and balance read now, and the agent confirms
 * or not; nothing runs by itself. The kept record is done with once the link was followed. Returns whether
 * the listing was not in the list (it changed tab meanwhile).
 */
function useResumedAction(
  request: ReturnType<typeof resumeRequestOf>,
  listings: readonly CatalogItem[],
  ask: (next: { action: ListingAction; listing: CatalogItem }) => void,
): boolean {
  const asked = useRef(false);
  const listing = request ? listings.find((item) => item.uuid === request.listingUuid) : undefined;
  useEffect(() => {
    if (!request || asked.current) return;
    asked.current = true;
    document.cookie = clearedResumeCookie({ secure: window.location.protocol === "https:" });
    if (listing) ask({ action: request.action, listing });
  }, [request, listing, ask]);
  return request !== null && listing === undefined;
}
