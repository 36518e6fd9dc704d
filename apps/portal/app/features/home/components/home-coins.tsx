import "../../../locales/coins";
import { formatDate } from "@griya/domain/format";
import { ButtonLink } from "@griya/ui/button";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import "../../../locales/coins";
import type { Membership } from "../../../lib/current-user";
import { coinAction, partState } from "../home-day";
import type { HomeSummary } from "../queries";
import { HomeBlock, type HomeBlockState } from "./home-block";

type Props = {
  coins: HomeSummary["coins"] | undefined;
  membership: Membership | null;
  state: HomeBlockState;
  onRetry: () => void;
};

/** The coin balance and the nearest expiry (how many coins, which day), with "Beli koin" or the coin pages. */
export function HomeCoins({ coins, membership, state, onRetry }: Props) {
  const { t } = useTranslation();
  const { action, href } = coinAction(membership);
  return (
    <HomeBlock
      id="home-coins"
      title={t("coins.balanceTitle")}
      state={partState(coins, state)}
      onRetry={onRetry}
      action={
        <ButtonLink
          href={href}
          linkComponent={RouterLink}
          size="sm"
          variant={action === "buy" ? "primary" : "secondary"}
        >
          {action === "buy" ? t("coins.buy") : t("home.coins.open")}
        </ButtonLink>
      }
    >
      {coins && (
        <>
          <p className="home-figure">{t("coins.balance", { count: coins.total_coins })}</p>
          {coins.frozen_coins > 0 && (
            <p className="home-figure-note">{t("coins.frozen", { count: coins.frozen_coins })}</p>
          )}
          <p className="home-figure-note">
            {coins.nearest_expiry
              ? t("coins.nearestExpiry", {
                  count: coins.nearest_expiry.coins,
                  date: formatDate(coins.nearest_expiry.expires_at),
                })
              : t("home.coins.noExpiry")}
          </p>
        </>
      )}
    </HomeBlock>
  );
}
