import { BusinessError, ValidationError } from "@griya/api-client/errors";
import { bulkRepostCost } from "@griya/domain/listing-rules";
import { AlertDialog } from "@griya/ui/alert-dialog";
import { ButtonLink } from "@griya/ui/button";
import { EmptyState } from "@griya/ui/empty-state";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListBusy } from "../../../components/list-busy";
import { ListPagination } from "../../../components/list-pagination";
import { ListSearchForm } from "../../../components/list-search-form";
import { RouterLink } from "../../../components/router-link";
import { dataOf } from "../../../lib/api-source";
import { browserApi } from "../../../lib/browser-api";
import { pathTo } from "../../../paths";
import type { BulkRepostParams } from "../bulk-repost-params";
import { setPageSelected, toggleListing, type Selection } from "../bulk-repost-selection";
import { coinTotalQuery, listingAvailabilityQuery } from "../../../lib/balance-queries";
import { catalogQuery, refreshListings } from "../queries";
import { BulkRepostList } from "./bulk-repost-list";
import { BulkRepostSummary, type BulkRepostOutcome } from "./bulk-repost-summary";
import "./bulk-repost.css";
import "../../../locales/repost";

type RepostRequest = { uuids: string[]; coins: number };

/**
 * /bulk-repost: the agent's ACTIVE listings with checkboxes, search and pages; the selection is kept by uuid
 * across both. "Repost sekarang" confirms the total, then POST /api/listings/reposts (one request, all or none).
 */
export function BulkRepostPanel({ params }: { params: BulkRepostParams }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: catalog } = useSuspenseQuery(catalogQuery(browserApi, params));
  const { data: availability } = useSuspenseQuery(listingAvailabilityQuery(browserApi));
  const { data: coins } = useSuspenseQuery(coinTotalQuery(browserApi));
  const [selection, setSelection] = useState<Selection>(() => new Map());
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<BulkRepostOutcome | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const count = selection.size;
  const totalCoins = bulkRepostCost(count, availability.repost_coins);

  const repost = useMutation({
    mutationFn: async ({ uuids }: RepostRequest) =>
      dataOf(await browserApi().POST("/api/listings/reposts", { body: { uuids } })).data,
    onMutate: ({ uuids }) => setOutcome({ kind: "running", count: uuids.length }),
    onSuccess: (reposted, { coins: spent }) => {
      setSelection(new Map());
      setOutcome({ kind: "done", count: reposted.length, coins: spent });
    },
    onError: (error) => {
      // 1004–1006 have their dialog with the numbers (global handling); the rest is told here.
      if (error instanceof BusinessError) {
        setOutcome(null);
        return;
      }
      const messages = error instanceof ValidationError ? Object.values(error.errors).flat() : [];
      setOutcome({ kind: "failed", messages });
    },
    // Listings, slots and the balance changed, or were older than the server's view.
    onSettled: () => refreshListings(queryClient),
  });

  // Focus follows the request: to the progress, which turns into the outcome in the same place.
  const running = repost.isPending;
  useEffect(() => {
    if (running) statusRef.current?.focus();
  }, [running]);

  function change(next: Selection) {
    setSelection(next);
    if (outcome?.kind !== "running") setOutcome(null);
  }

  const isEmpty = catalog.meta.total === 0 && !params.q;
  if (isEmpty) {
    return (
      <EmptyState
        title={t("repost.bulk.emptyTitle")}
        description={t("repost.bulk.emptyDescription")}
        action={
          <ButtonLink href={pathTo("myListings")} linkComponent={RouterLink}>
            {t("repost.bulk.emptyAction")}
          </ButtonLink>
        }
      />
    );
  }

  return (
    <div className="g-stack">
      <ListSearchForm label={t("repost.bulk.searchLabel")} hint={t("repost.bulk.searchHint")} keyword={params.q} />
      <ListBusy>
        {catalog.data.length === 0 ? (
          <EmptyState title={t("repost.bulk.noResults")} />
        ) : (
          <BulkRepostList
            listings={catalog.data}
            selection={selection}
            disabled={running}
            onToggle={(listing, checked) => change(toggleListing(selection, listing, checked))}
            onTogglePage={(page, checked) => change(setPageSelected(selection, page, checked))}
          />
        )}
        <ListPagination meta={catalog.meta} />
      </ListBusy>
      <BulkRepostSummary
        count={count}
        totalCoins={totalCoins}
        costEach={availability.repost_coins}
        balance={coins.total_coins}
        outcome={outcome}
        statusRef={statusRef}
        onRepost={() => setConfirming(true)}
        onClear={() => change(new Map())}
      />
      <AlertDialog
        open={confirming}
        tone="info"
        title={t("repost.bulk.confirmTitle", { count })}
        message={t("repost.bulk.confirmMessage", { coins: totalCoins })}
        lines={[...selection.values()].map((listing) => `${listing.title} (${listing.listingNumber})`)}
        confirmLabel={t("repost.bulk.confirmYes")}
        cancelLabel={t("common.cancel")}
        onConfirm={() => {
          setConfirming(false);
          repost.mutate({ uuids: [...selection.keys()], coins: totalCoins });
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
