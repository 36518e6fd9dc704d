import { BusinessError, ForbiddenError, NotFoundError, ValidationError } from "@griya/api-client/errors";
import { DEFAULT_LISTING_STATUS } from "@griya/domain/constants";
import type { ListingStatus, ListingType } from "@griya/domain/listing-rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { browserApi } from "../../../lib/browser-api";
import { coinTotalQuery, listingAvailabilityQuery } from "../../../lib/balance-queries";
import { regionKeys } from "../../../lib/region-queries";
import { pathTo } from "../../../paths";
import { setFormFlash, type FormNotice } from "../listing-form-flash";
import {
  checkListing,
  saveBody,
  type CheckLevel,
  type FieldErrors,
  type FormStep,
  type ListingFields,
} from "../listing-form-request";
import type { ListingFormValues } from "../listing-form-values";
import { activatedListingsPath } from "../listing-paths";
import { saveListing, type ListingFormLoad, type SaveAction, type SavedListing } from "../queries";
import type { ActivationCost } from "./activation-confirm-dialog";
import type { SaveIntent } from "./form-actions";
import type { SaveFailure } from "./form-messages";

export type SavedState = {
  uuid: string | null;
  status: ListingStatus;
  listingNumber: string | null;
  type: ListingType;
};
/** Activation asked for: its cost being fetched, then the confirmation with the checked fields. */
type Activation = "checking" | { fields: ListingFields; cost: ActivationCost };

export type ListingSaveOptions = {
  load: ListingFormLoad;
  /** A new listing's type before it is saved. */
  startType: ListingType;
  startNotice: FormNotice | null;
  /** The step on screen: a new listing's edit page opens on it. */
  step: FormStep;
  /** The values the inputs hold now (the agent may type while a save or a cost check is under way). */
  current: () => ListingFormValues;
  /** A save answered with `sent` (the values as JSON): the form is saved unless the agent typed meanwhile. */
  onSettled: (sent: string) => void;
  /** Messages to show at their fields: the API's 470 answer, or the form's own check before a retry. */
  showErrors: (found: FieldErrors, level: CheckLevel) => void;
  /** A save made the values kept across a login saved ones. */
  onSavedKept: () => void;
  /** The form navigates away itself (the leave guard lets it). */
  allowLeaving: () => void;
};

/**
 * Saving the listing form through POST /api/v2/listing_form/save: a draft at once, an activation after a
 * confirmation that names its coin cost and slots; what the listing is now (saved, its status and number), the
 * notice and failure to show, and where the form goes after a save (a new listing continues as its edit page, an
 * activated one opens My Listings on it).
 */
export function useListingSave({
  load,
  startType,
  startNotice,
  step,
  current,
  onSettled,
  showErrors,
  onSavedKept,
  allowLeaving,
}: ListingSaveOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { base, edit } = load;
  const [saved, setSaved] = useState<SavedState>(() => ({
    uuid: edit?.uuid ?? null,
    status: edit?.status ?? DEFAULT_LISTING_STATUS,
    listingNumber: edit?.listing_number ?? null,
    type: edit?.type ?? startType,
  }));
  const [notice, setNotice] = useState<FormNotice | null>(startNotice);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [activation, setActivation] = useState<Activation | null>(null);
  const save = useMutation({ mutationFn: saveListing });

  const isDraft = saved.status === "DRAFT";
  const levelOf = (intent: SaveIntent): CheckLevel =>
    // A listing that is (or was) public never goes back to incomplete: the server checks it in full.
    intent === "activate" || !isDraft ? "complete" : "draft";

  function leaveTo(path: string) {
    allowLeaving();
    void navigate(path);
  }

  /** A new listing got its uuid: the same form continues as that listing's edit page. */
  function continueAsEdit(uuid: string, notice: FormNotice) {
    allowLeaving();
    setFormFlash(uuid, { notice, step });
    void navigate(pathTo("listingEdit", { uuid }), { replace: true });
  }

  function onSaved(result: SavedListing, action: SaveAction, sent: string, fields: ListingFields) {
    // Lists, slot counts and the coin balance elsewhere changed; this form's regions did not.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== regionKeys.all[0] });
    if (action === "save_and_activate" && result.status === "ACTIVE") {
      leaveTo(activatedListingsPath(result.listing_number));
      return;
    }
    if (saved.uuid === null) {
      continueAsEdit(result.uuid, "draftSaved");
      return;
    }
    setSaved({ uuid: result.uuid, status: result.status, listingNumber: result.listing_number, type: fields.type });
    onSettled(sent);
    onSavedKept();
    setNotice(result.status === "DRAFT" ? "draftSaved" : "changesSaved");
  }

  function onFailed(error: unknown, retry: () => void, sent: string, level: CheckLevel) {
    if (error instanceof ValidationError) {
      showErrors(error.errors, level);
      return;
    }
    if (error instanceof BusinessError) {
      // The refusal's dialog (coins, membership, slots) comes from the global handler; the save itself was kept.
      const keptUuid = (error.body as { listing_uuid?: unknown } | null)?.listing_uuid;
      if (saved.uuid === null && typeof keptUuid === "string") {
        continueAsEdit(keptUuid, "notActivated");
        return;
      }
      onSettled(sent);
      setNotice("notActivated");
      return;
    }
    if (error instanceof NotFoundError || error instanceof ForbiddenError) {
      setFailure({ kind: "gone" });
      return;
    }
    // Offline, a timeout or a server fault: nothing was lost here; the agent can send the same again.
    setFailure({ kind: "retry", retry });
  }

  /** After a failed attempt: the same action with the form as it is now (the agent may have typed meanwhile). */
  function resend(action: SaveAction) {
    const level = levelOf(action === "save_and_activate" ? "activate" : "draft");
    const values = current();
    const check = checkListing(values, base, level);
    if (check.ok) send(check.fields, action, values);
    else showErrors(check.errors, level);
  }

  function send(fields: ListingFields, action: SaveAction, sentValues: ListingFormValues) {
    const sent = JSON.stringify(sentValues);
    const level = levelOf(action === "save_and_activate" ? "activate" : "draft");
    setFailure(null);
    setNotice(null);
    save.mutate(saveBody(fields, saved.uuid, action), {
      onSuccess: (result) => {
        setActivation(null);
        onSaved(result, action, sent, fields);
      },
      onError: (error) => {
        setActivation(null);
        onFailed(error, () => resend(action), sent, level);
      },
    });
  }

  /** The form passed the check for `intent`: a draft is sent, an activation first shows what it costs. */
  async function saveAs(intent: SaveIntent, sentValues: ListingFormValues) {
    const check = checkListing(sentValues, base, levelOf(intent));
    if (!check.ok) return; // checked just now with the same schema
    if (intent === "draft") {
      send(check.fields, "save_draft", sentValues);
      return;
    }
    setActivation("checking");
    try {
      const [availability, coins] = await Promise.all([
        queryClient.fetchQuery(listingAvailabilityQuery(browserApi)),
        queryClient.fetchQuery(coinTotalQuery(browserApi)),
      ]);
      setActivation({
        fields: check.fields,
        cost: {
          coins: availability.activation_coins,
          used: availability.current_amount,
          quota: availability.quota,
          balance: coins.total_coins,
        },
      });
    } catch {
      // The global handler showed what went wrong; nothing was sent or spent.
      setActivation(null);
    }
  }

  const pending = activation !== null && activation !== "checking" ? activation : null;

  return {
    saved,
    levelOf,
    saveAs,
    notice,
    failure,
    /** The agent changed something or pressed a save button: old messages go. */
    clearNotice: () => setNotice(null),
    clearMessages: () => {
      setNotice(null);
      setFailure(null);
    },
    saving: save.isPending,
    savingAction: save.isPending ? save.variables?.action : undefined,
    checkingCost: activation === "checking",
    /** The activation's cost, while its confirmation is open. */
    pendingCost: pending?.cost ?? null,
    confirmActivation: () => pending && send(pending.fields, "save_and_activate", current()),
    cancelActivation: () => setActivation(null),
  };
}
