import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { browserApi } from "../../lib/browser-api";
import { reportProblem, type ShownProblem } from "../../lib/problem-store";
import { listingActionProblem, type ListingAction } from "../../lib/listing-action-failure";
import { RESUMABLE_LISTING_ACTIONS, type ResumableListingAction } from "../../lib/resume-action";
import { shortDate } from "./listing-dates";
import { refreshListings, type CatalogItem } from "./queries";
import "../../locales/my-listings";

export type PendingAction = { action: ListingAction; listing: CatalogItem };

type Done = { expires_at: string | null; listing_number: string } | null;

async function send({ action, listing }: PendingAction): Promise<Done> {
  const body = { uuid: listing.uuid };
  const api = browserApi();
  switch (action) {
    case "activate":
      return (await api.POST("/api/listings/activate", { body })).data?.data ?? null;
    case "repost":
      return (await api.POST("/api/listings/repost", { body })).data?.data ?? null;
    case "duplicate":
      return (await api.POST("/api/listings/duplicate", { body })).data?.data ?? null;
    case "deactivate":
      return (await api.POST("/api/listings/deactivate", { body })).data?.data ?? null;
    case "delete":
      await api.POST("/api/listings/delete", { body });
      return null;
  }
}

const isResumable = (action: ListingAction): action is ResumableListingAction =>
  (RESUMABLE_LISTING_ACTIONS as readonly string[]).includes(action);

/** A refusal that can be bought past keeps this action, so the purchase can lead back to it (ADR 0053). */
function withResume(problem: ShownProblem, { action, listing }: PendingAction): ShownProblem {
  if (problem.kind !== "dialog" || !problem.dialog.need || !isResumable(action)) return problem;
  const subject = { uuid: listing.uuid, number: listing.listing_number, title: listing.listing_title };
  return { ...problem, dialog: { ...problem.dialog, resume: { action, listing: subject } } };
}

/**
 * One confirmed listing action at a time: the pending choice (what the confirmation dialog asks about), the
 * request, then the list, the slot count and the coin balance refreshed before the dialog closes, so the card
 * has already moved when the success message is read. The dialog closes and the outcome (message or problem)
 * appears in one render; a failure is reported as an error dialog once focus is back where it was.
 */
export function useListingAction() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<ShownProblem | null>(null);

  const mutation = useMutation({
    mutationFn: async (chosen: PendingAction): Promise<string> => {
      const done = await send(chosen);
      await refreshListings(queryClient);
      return t(`myListings.done.${chosen.action}`, {
        title: chosen.listing.listing_title,
        date: done?.expires_at ? shortDate(done.expires_at) : "",
        number: done?.listing_number ?? "",
      });
    },
    // Failures are shown here, with the action's own catalogue text, instead of by the global handler.
    meta: { silent: true },
    onMutate: () => setNotice(null),
    onSettled: (message, error, chosen) => {
      const { action } = chosen;
      setPending(null);
      if (message !== undefined) setNotice(message);
      if (error) {
        setProblem(withResume(listingActionProblem(error, t(`myListings.failed.${action}`)), chosen));
        // A refusal may come from a stale screen (coins spent or a slot taken elsewhere): show the truth.
        void refreshListings(queryClient);
      }
    },
  });

  // After the confirmation dialog's unmount has given focus back (its own timer was queued first).
  useEffect(() => {
    if (!problem) return;
    const timer = setTimeout(() => {
      reportProblem(problem);
      setProblem(null);
    }, 0);
    return () => clearTimeout(timer);
  }, [problem]);

  return {
    pending,
    busy: mutation.isPending,
    notice,
    setNotice,
    ask: (next: PendingAction) => {
      if (!mutation.isPending) setPending(next);
    },
    cancel: () => {
      if (!mutation.isPending) setPending(null);
    },
    confirm: () => {
      if (pending && !mutation.isPending) mutation.mutate(pending);
    },
  };
}
