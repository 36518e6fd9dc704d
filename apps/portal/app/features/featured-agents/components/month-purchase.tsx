import { ValidationError } from "@griya/api-client/errors";
import { FEATURED_AGENT_CAPACITY, monthIndex } from "@griya/domain/featured-agents";
import { Alert } from "@griya/ui/alert";
import { Button } from "@griya/ui/button";
import { Checkbox } from "@griya/ui/checkbox";
import { Dialog } from "@griya/ui/dialog";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { balanceKeys, coinTotalQuery } from "../../../lib/balance-queries";
import { browserApi } from "../../../lib/browser-api";
import { availabilityQuery, featuredAgentKeys, type FeaturedAgentMonth } from "../queries";
import "../../../locales/featured-agents";

const key = (m: { year: number; month: number }) => String(monthIndex(m));

/**
 * The 12 months of the chosen area with their places left: pick months, see the total and the balance, confirm
 * in the "buy featured agent" modal. A refusal 1007/1008 is the refusal's dialog (global handling); a
 * month sold out meanwhile comes back as a message here and the months reload.
 */
export function MonthPurchase({ area }: { area: { id: string; name: string } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: months } = useSuspenseQuery(availabilityQuery(browserApi, area.id));
  const { data: balance } = useSuspenseQuery(coinTotalQuery(browserApi));
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [pickError, setPickError] = useState(false);

  const chosen = months.filter((m) => m.available && picked.has(key(m)));
  // Each month's own price: the current one by its days left (ADR 0051), exactly what the purchase charges.
  const total = chosen.reduce((sum, m) => sum + m.coin_cost, 0);
  const monthsText = chosen.map((m) => `${m.month_name} ${m.year}`).join(", ");

  const buy = useMutation({
    mutationFn: async (availabilities: { month: number; year: number }[]) =>
      (await browserApi().POST("/api/featured_agents/buy", { body: { area_id: area.id, availabilities } })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: featuredAgentKeys.all });
      await queryClient.invalidateQueries({ queryKey: balanceKeys.all });
      void navigate("/featured-agent");
    },
    onError: (error) => {
      setConfirming(false);
      if (error instanceof ValidationError) {
        setProblems(Object.values(error.errors).flat());
        void queryClient.invalidateQueries({ queryKey: featuredAgentKeys.availability(area.id) });
      }
    },
  });

  function toggle(m: FeaturedAgentMonth, on: boolean) {
    const next = new Set(picked);
    if (on) next.add(key(m));
    else next.delete(key(m));
    setPicked(next);
    setPickError(false);
  }

  // The first month is the current one: its days left set its price (ADR 0051).
  function priceOf(m: FeaturedAgentMonth, current: boolean) {
    return current
      ? t("featuredAgents.partPrice", { days: m.days_left, coins: m.coin_cost })
      : t("featuredAgents.price", { coins: m.coin_cost });
  }

  function statusOf(m: FeaturedAgentMonth) {
    if (m.purchased) return t("featuredAgents.purchased");
    if (m.places_left === 0) return t("featuredAgents.full");
    return t("featuredAgents.placesLeft", { count: m.places_left });
  }

  return (
    <section className="g-stack" aria-labelledby="months-title">
      <h2 id="months-title">{t("featuredAgents.months", { area: area.name })}</h2>
      <p>{t("featuredAgents.monthsHint", { capacity: FEATURED_AGENT_CAPACITY })}</p>
      {problems.length > 0 && (
        <Alert tone="danger" title={t("featuredAgents.buyFailed")}>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
      <fieldset className="month-picker">
        <legend className="g-visually-hidden">{t("featuredAgents.months", { area: area.name })}</legend>
        {months.map((m, index) => (
          <Checkbox
            key={key(m)}
            name="months"
            value={key(m)}
            label={`${m.month_name} ${m.year}: ${priceOf(m, index === 0)} (${statusOf(m)})`}
            checked={m.available && picked.has(key(m))}
            disabled={!m.available}
            onChange={(event) => toggle(m, event.target.checked)}
          />
        ))}
      </fieldset>
      <div className="buy-summary" aria-live="polite">
        <strong>{t("featuredAgents.total", { coins: total })}</strong>
        <span>{t("featuredAgents.balance", { coins: balance.total_coins })}</span>
      </div>
      {pickError && (
        <p role="alert" className="g-field-error">
          {t("featuredAgents.pickMonth")}
        </p>
      )}
      <div>
        <Button
          type="button"
          onClick={() => {
            if (chosen.length === 0) setPickError(true);
            else {
              setProblems([]);
              setConfirming(true);
            }
          }}
        >
          {t("featuredAgents.buy")}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={(open) => !buy.isPending && setConfirming(open)}
        title={t("featuredAgents.confirmTitle")}
        description={t("featuredAgents.confirmText", { area: area.name, months: monthsText, coins: total })}
      >
        <p>{t("featuredAgents.balance", { coins: balance.total_coins })}</p>
        <div className="form-actions">
          <Button
            type="button"
            loading={buy.isPending}
            loadingLabel={t("featuredAgents.buying")}
            onClick={() => buy.mutate(chosen.map(({ month, year }) => ({ month, year })))}
          >
            {t("featuredAgents.confirm")}
          </Button>
          <Button type="button" variant="secondary" disabled={buy.isPending} onClick={() => setConfirming(false)}>
            {t("featuredAgents.cancel")}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
