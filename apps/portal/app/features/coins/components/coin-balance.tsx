import { formatDate } from "@griya/domain/format";
import { Card } from "@griya/ui/card";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { GuardedButtonLink } from "../../../components/guarded-button-link";
import { browserApi } from "../../../lib/browser-api";
import { coinTotalQuery } from "../../../lib/balance-queries";
import "../../../locales/coins";

/** The coin balance (GET /api/coins/total) at the top of every coin page. */
export function CoinBalance() {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(coinTotalQuery(browserApi));
  return (
    <Card className="coin-balance">
      <div className="coin-balance-body">
        <div>
          <p className="coin-balance-label" id="saldo-koin">
            {t("coins.balanceTitle")}
          </p>
          <p className="coin-balance-value" aria-labelledby="saldo-koin" data-testid="coin-balance">
            {t("coins.balance", { count: data.total_coins })}
          </p>
          {data.frozen_coins > 0 && <p className="package-note">{t("coins.frozen", { count: data.frozen_coins })}</p>}
          {data.nearest_expiry && (
            <p className="package-note">
              {t("coins.nearestExpiry", {
                count: data.nearest_expiry.coins,
                date: formatDate(data.nearest_expiry.expires_at),
              })}
            </p>
          )}
        </div>
        {/* Without an active membership (or during a Trial) it says why it cannot be used yet. */}
        <GuardedButtonLink page="coin" size="sm">
          {t("coins.buy")}
        </GuardedButtonLink>
      </div>
    </Card>
  );
}
