import { ButtonLink } from "@griya/ui/button";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import { pathTo } from "../../../paths";
import { partState } from "../home-day";
import type { HomeSummary } from "../queries";
import { HomeBlock, type HomeBlockState } from "./home-block";

type Props = { notifications: HomeSummary["notifications"] | undefined; state: HomeBlockState; onRetry: () => void };

/** How many notifications are unread, as a badge, with the way to /notifikasi. */
export function HomeNotifications({ notifications, state, onRetry }: Props) {
  const { t } = useTranslation();
  const count = notifications?.unread_count ?? 0;
  return (
    <HomeBlock
      id="home-notifications"
      title={t("pages.notifications")}
      state={partState(notifications, state)}
      onRetry={onRetry}
      badge={
        count > 0 && (
          // The note below says the number in words; the badge is for the eye.
          <span className="g-badge home-count-badge" aria-hidden="true" data-testid="home-notifications-badge">
            {count > 99 ? "99+" : count}
          </span>
        )
      }
      action={
        <ButtonLink href={pathTo("notifications")} linkComponent={RouterLink} size="sm" variant="secondary">
          {t("home.notifications.open")}
        </ButtonLink>
      }
    >
      <p className="home-figure-note">
        {count > 0 ? t("home.notifications.unread", { count }) : t("home.notifications.empty")}
      </p>
    </HomeBlock>
  );
}
