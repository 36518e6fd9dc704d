// The "change recommended" modal: move a boost to another listing (docs/product/promotion.md#recommended-listing).
import { formatDate } from "@griya/domain/format";
import { Button } from "@griya/ui/button";
import { Dialog } from "@griya/ui/dialog";
import { Skeleton } from "@griya/ui/skeleton";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type JSX } from "react";
import { useTranslation } from "react-i18next";
import { dataOf } from "../../../lib/api-source";
import { browserApi } from "../../../lib/browser-api";
import { reportProblem } from "../../../lib/problem-store";
import { listingActionProblem } from "../../../lib/listing-action-failure";
import { eligibleListingsQuery, refreshRecommended, type RecommendedBoost } from "../queries";
import "./recommended.css";
import "../../../locales/recommended";

/** Pick another eligible listing (GET /api/v2/catalog/items?eligible_boost_uuid) and move the boost to it. */
export function ChangeRecommendedDialog({
  boost,
  onClose,
}: {
  boost: RecommendedBoost;
  onClose: (movedTo: string | null) => void;
}): JSX.Element {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const eligible = useQuery(eligibleListingsQuery(browserApi, boost.uuid));
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dates = { start: formatDate(boost.start_date ?? ""), end: formatDate(boost.end_date ?? "") };

  async function move() {
    if (!chosen) return;
    setBusy(true);
    try {
      dataOf(
        await browserApi().POST("/api/listing_boosts/recommended/change_listing", {
          body: { boost_uuid: boost.uuid, listing_uuid: chosen },
        }),
      );
      await refreshRecommended(queryClient);
      onClose(eligible.data?.find((l) => l.uuid === chosen)?.listing_title ?? null);
    } catch (error) {
      reportProblem(listingActionProblem(error, t("recommended.change.failed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose(null);
      }}
      title={t("recommended.change.title")}
      description={t("recommended.change.description", dates)}
      closeLabel={t("common.close")}
    >
      {!eligible.data || !eligible.isFetchedAfterMount ? (
        <Skeleton lines={3} label={t("recommended.buy.loading")} />
      ) : (
        <form
          className="g-stack"
          onSubmit={(event) => {
            event.preventDefault();
            void move();
          }}
        >
          {eligible.data.length === 0 ? (
            <p>{t("recommended.change.none")}</p>
          ) : (
            <fieldset className="recommended-weeks">
              <legend>{t("recommended.change.pickerLabel")}</legend>
              <div className="recommended-picker">
                {eligible.data.map((listing) => (
                  <label key={listing.uuid}>
                    <input
                      type="radio"
                      name="listing"
                      value={listing.uuid}
                      checked={chosen === listing.uuid}
                      onChange={() => setChosen(listing.uuid)}
                    />
                    {listing.listing_title} · No. {listing.listing_number}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <div className="form-actions">
            <Button type="submit" disabled={!chosen || busy}>
              {t("recommended.change.submit")}
            </Button>
            <Button type="button" variant="ghost" onClick={() => onClose(null)}>
              {t("common.cancel")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
