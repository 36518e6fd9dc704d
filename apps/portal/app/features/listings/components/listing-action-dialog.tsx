import { AlertDialog, type AlertDialogTone } from "@griya/ui/alert-dialog";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { browserApi } from "../../../lib/browser-api";
import { isCostly, type CostlyAction, type ListingAction } from "../../../lib/listing-action-failure";
import { coinTotalQuery, listingAvailabilityQuery } from "../../../lib/balance-queries";
import type { CatalogItem } from "../queries";
import type { PendingAction } from "../use-listing-action";
import "../../../locales/my-listings";
import { HelpLink } from "../../../components/help-link";

const TONES = {
  activate: "info",
  repost: "info",
  duplicate: "info",
  deactivate: "warning",
  delete: "danger",
} as const satisfies Record<ListingAction, AlertDialogTone>;

export type ListingActionDialogProps = {
  pending: PendingAction | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * "Are you sure?" before a listing action, naming the listing by its photo, title and number (copies share a
 * title). Activating, reposting and duplicating show what they cost next to
 * the agent's spendable coins; deleting says it is permanent. The confirm button is busy while the request
 * and the refresh after it run.
 */
export function ListingActionDialog({ pending, busy, onConfirm, onCancel }: ListingActionDialogProps) {
  const { t } = useTranslation();
  const action = pending?.action ?? "activate";
  const title = pending?.listing.listing_title ?? "";
  return (
    <AlertDialog
      open={pending !== null}
      tone={TONES[action]}
      title={t(`myListings.confirm.${action}Title`)}
      message={
        pending ? (
          <div className="g-stack listing-confirm">
            <ListingSubject listing={pending.listing} />
            <p>{t(`myListings.confirm.${action}Message`, { title })}</p>
            {isCostly(action) && <CoinCost action={action} />}
          </div>
        ) : undefined
      }
      confirmLabel={t(`myListings.confirm.${action}Yes`)}
      cancelLabel={t("myListings.confirm.cancel")}
      busy={busy}
      busyLabel={t("common.submitting")}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/** Which listing the question is about: its photo, title and number. */
function ListingSubject({ listing }: { listing: CatalogItem }) {
  const { t } = useTranslation();
  return (
    <div className="listing-confirm-subject" data-testid="listing-confirm-subject">
      {listing.img_source ? (
        // The title is next to it: the photo adds recognition, not words.
        <img src={listing.img_source} alt="" width={64} height={48} decoding="async" />
      ) : (
        <span className="listing-confirm-no-photo">{t("myListings.card.noPhoto")}</span>
      )}
      <div>
        <p className="listing-confirm-title">{listing.listing_title}</p>
        <p className="listing-confirm-number">
          {t("myListings.card.number")} <strong>{listing.listing_number}</strong>
        </p>
      </div>
    </div>
  );
}

/** The price of the action (GET /api/listings/availability) and the spendable balance (GET /api/coins/total). */
function CoinCost({ action }: { action: CostlyAction }) {
  const { t } = useTranslation();
  const availability = useQuery(listingAvailabilityQuery(browserApi));
  const coins = useQuery(coinTotalQuery(browserApi));
  if (!availability.data || !coins.data)
    return <p className="listing-confirm-note">{t("myListings.confirm.costLoading")}</p>;
  const cost = action === "repost" ? availability.data.repost_coins : availability.data.activation_coins;
  const balance = coins.data.total_coins;
  return (
    <>
      <dl className="listing-cost" data-testid="listing-cost">
        <div>
          <dt>{t("myListings.confirm.cost")}</dt>
          <dd>{t("myListings.confirm.costValue", { count: cost })}</dd>
        </div>
        <div>
          <dt>{t("myListings.confirm.balance")}</dt>
          <dd>{t("myListings.confirm.costValue", { count: balance })}</dd>
        </div>
        {balance >= cost && (
          <div>
            <dt>{t("myListings.confirm.after")}</dt>
            <dd>{t("myListings.confirm.costValue", { count: balance - cost })}</dd>
          </div>
        )}
      </dl>
      {balance < cost && (
        <p className="listing-confirm-note">
          {t("myListings.confirm.short")} <HelpLink topic="coin" about="cara mendapatkan koin" />
        </p>
      )}
    </>
  );
}
