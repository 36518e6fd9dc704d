// The "recommended listing" modal: buy weeks for a listing (docs/product/promotion.md#recommended-listing).
import { formatDate } from "@griya/domain/format";
import { LISTING_TYPE_LABELS } from "@griya/domain/listing-rules";
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
import { recommendedFormQuery, refreshRecommended, type RecommendedForm } from "../queries";
import "./recommended.css";
import "../../../locales/recommended";

export type RecommendedDialogProps = {
  listingUuid: string;
  listingTitle: string;
  /** `weeks` bought, 0 when closed without buying. */
  onClose: (weeks: number) => void;
};

/** Choose one or more weeks with places left, see the total and the balance, buy in one go. */
export function RecommendedDialog({ listingUuid, listingTitle, onClose }: RecommendedDialogProps): JSX.Element {
  const { t } = useTranslation();
  const form = useQuery(recommendedFormQuery(browserApi, listingUuid));
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose(0);
      }}
      title={t("recommended.buy.title")}
      description={t("recommended.buy.description", { title: listingTitle })}
      closeLabel={t("common.close")}
    >
      {form.data && form.isFetchedAfterMount ? (
        <WeekPicker listingUuid={listingUuid} form={form.data} onClose={onClose} />
      ) : form.isError ? (
        <div className="g-stack">
          <p className="form-error" role="alert">
            {t("recommended.buy.loadFailed")}
          </p>
          <div className="form-actions">
            <Button type="button" variant="secondary" onClick={() => void form.refetch()}>
              {t("recommended.buy.retry")}
            </Button>
          </div>
        </div>
      ) : (
        <Skeleton lines={5} label={t("recommended.buy.loading")} />
      )}
    </Dialog>
  );
}

function WeekPicker({
  listingUuid,
  form,
  onClose,
}: {
  listingUuid: string;
  form: RecommendedForm;
  onClose: (weeks: number) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // Each week's own price: the current one by its days left (ADR 0051), exactly what the purchase charges.
  const total = form.availabilities.reduce((sum, w) => sum + (chosen.includes(w.start_date) ? w.coin_cost : 0), 0);
  const balance = form.coins_remaining ?? 0;
  const toggle = (start: string) =>
    setChosen((now) => (now.includes(start) ? now.filter((s) => s !== start) : [...now, start]));

  async function buy() {
    setBusy(true);
    try {
      dataOf(
        await browserApi().POST("/api/listing_boosts/recommended/purchase", {
          body: { listing_uuid: listingUuid, availabilities: chosen.map((start_date) => ({ start_date })) },
        }),
      );
      await refreshRecommended(queryClient);
      onClose(chosen.length);
    } catch (error) {
      await refreshRecommended(queryClient);
      reportProblem(listingActionProblem(error, t("recommended.buy.failed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="g-stack recommended-form"
      onSubmit={(event) => {
        event.preventDefault();
        void buy();
      }}
    >
      <dl className="recommended-facts">
        <div>
          <dt>{t("recommended.buy.location")}</dt>
          <dd>{[form.area?.name, form.city?.name, form.province?.name].filter(Boolean).join(", ")}</dd>
        </div>
        <div>
          <dt>{t("recommended.buy.types")}</dt>
          <dd>
            {form.property_type?.name} · {form.listing_type ? LISTING_TYPE_LABELS[form.listing_type] : ""}
          </dd>
        </div>
      </dl>
      <fieldset className="recommended-weeks">
        <legend>{t("recommended.buy.weeksLegend")}</legend>
        <p className="g-field-hint">{t("recommended.buy.cost", { coins: form.coin_cost })}</p>
        <ul>
          {form.availabilities.map((week, index) => {
            const id = `week-${week.start_date}`;
            const state = week.available
              ? t("recommended.buy.placesLeft", { count: week.places_left ?? 0 })
              : (week.places_left ?? 0) > 0
                ? t("recommended.buy.alreadyYours")
                : t("recommended.buy.full");
            return (
              <li key={week.start_date}>
                <input
                  id={id}
                  type="checkbox"
                  disabled={!week.available}
                  checked={chosen.includes(week.start_date)}
                  onChange={() => toggle(week.start_date)}
                />
                <label htmlFor={id}>
                  {t("recommended.buy.week", {
                    start: formatDate(week.start_date),
                    end: formatDate(week.end_date ?? week.start_date),
                  })}
                  :{" "}
                  <strong>
                    {/* The first week is the current one: its days left set its price (ADR 0051). */}
                    {index === 0
                      ? t("recommended.buy.partPrice", { days: week.days_left, coins: week.coin_cost })
                      : t("recommended.buy.price", { coins: week.coin_cost })}
                  </strong>{" "}
                  <span className="g-field-hint">({state})</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div aria-live="polite" className="g-stack">
        <p>
          <strong>{t("recommended.buy.total", { weeks: chosen.length, coins: total })}</strong>
        </p>
        <p>{t("recommended.buy.balance", { count: balance })}</p>
        {total > balance && <p className="form-error">{t("recommended.buy.short")}</p>}
      </div>
      <div className="form-actions">
        <Button type="submit" disabled={chosen.length === 0 || busy}>
          {t("recommended.buy.submit")}
        </Button>
        <Button type="button" variant="ghost" onClick={() => onClose(0)}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
