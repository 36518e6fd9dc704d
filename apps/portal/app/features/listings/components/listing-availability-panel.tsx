import { useSuspenseQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { GuardedButtonLink, GuardReason, useGuardedReason } from "../../../components/guarded-button-link";
import { browserApi } from "../../../lib/browser-api";
import { coinTotalQuery, listingAvailabilityQuery } from "../../../lib/balance-queries";
import "../../../locales/my-listings";

/** Active listings against the slot quota, the spendable coins and what an activation or repost costs. */
export function ListingAvailabilityPanel() {
  const { t } = useTranslation();
  const { data: availability } = useSuspenseQuery(listingAvailabilityQuery(browserApi));
  const { data: coins } = useSuspenseQuery(coinTotalQuery(browserApi));
  // Both purchases are closed for the same reason (a Trial, no membership): say it once, under both buttons, so a
  // phone still shows the listings on its first screen.
  const slotReason = useGuardedReason("listingAvailability");
  const coinReason = useGuardedReason("coin");
  const sharedReason = slotReason && slotReason === coinReason ? slotReason : null;
  const sharedReasonId = useId();
  const shared = sharedReason ? sharedReasonId : undefined;
  return (
    <section
      className={`g-card listing-availability${sharedReason ? " listing-availability--closed" : ""}`}
      aria-label={t("myListings.availability.label")}
    >
      <div className="listing-availability-item">
        <p className="listing-availability-value" data-testid="listing-slots">
          {t("myListings.availability.slots", { current: availability.current_amount, quota: availability.quota })}
        </p>
        <GuardedButtonLink page="listingAvailability" size="sm" variant="secondary" sharedReasonId={shared}>
          {t("myListings.availability.buySlots")}
        </GuardedButtonLink>
      </div>
      <div className="listing-availability-item">
        <p className="listing-availability-value" data-testid="listing-coins">
          {t("myListings.availability.coins", { count: coins.total_coins })}
        </p>
        <GuardedButtonLink page="coin" size="sm" variant="secondary" sharedReasonId={shared}>
          {t("myListings.availability.buyCoins")}
        </GuardedButtonLink>
      </div>
      {sharedReason && (
        <p className="listing-availability-reason">
          <GuardReason id={sharedReasonId} reason={sharedReason} />
        </p>
      )}
      <p className="listing-availability-costs">
        {t("myListings.availability.costs", {
          activation: availability.activation_coins,
          repost: availability.repost_coins,
        })}
      </p>
    </section>
  );
}
