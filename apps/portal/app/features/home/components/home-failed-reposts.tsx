import { formatDateTime } from "@griya/domain/format";
import { ButtonLink } from "@griya/ui/button";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RouterLink } from "../../../components/router-link";
import { pathTo } from "../../../paths";
import { myListingPath, partState } from "../home-day";
import type { HomeSummary } from "../queries";
import { HomeBlock, type HomeBlockState } from "./home-block";

type Props = { failed: HomeSummary["failed_reposts"] | undefined; state: HomeBlockState; onRetry: () => void };

/** Scheduled repost slots that failed in the last 7 days, with why; each opens its listing and its schedule. */
export function HomeFailedReposts({ failed, state, onRetry }: Props) {
  const { t } = useTranslation();
  const more = failed ? failed.total - failed.items.length : 0;
  return (
    <HomeBlock
      id="home-failed-reposts"
      title={t("home.failedReposts.title")}
      state={partState(failed, state)}
      onRetry={onRetry}
      badge={
        failed && failed.total > 0 && <span className="g-badge home-count-badge home-badge-danger">{failed.total}</span>
      }
      action={
        failed &&
        failed.total > 0 && (
          <Link to={pathTo("notifications")} className="home-text-link">
            {t("home.notifications.open")}
          </Link>
        )
      }
    >
      {failed && failed.items.length === 0 && (
        <p className="home-empty-title">{t("home.failedReposts.empty", { days: failed.window_days })}</p>
      )}
      {failed && failed.items.length > 0 && (
        <>
          <ul className="home-list" aria-label={t("home.failedReposts.title")}>
            {failed.items.map((run) => (
              <li key={`${run.listing.uuid}-${run.slot_at}`} className="home-item">
                <div>
                  <p className="home-item-title">{run.listing.title}</p>
                  <p className="home-item-detail">{t("home.listingNumber", { number: run.listing.listing_number })}</p>
                  <p className="home-item-detail">
                    {t("home.failedReposts.slot", { date: formatDateTime(run.slot_at) })}{" "}
                    <span className="g-badge home-badge-danger">
                      {t(`home.failedReposts.reasons.${run.failure_reason}`)}
                    </span>
                  </p>
                </div>
                <ButtonLink
                  href={myListingPath(run.listing)}
                  linkComponent={RouterLink}
                  size="sm"
                  variant="secondary"
                  className="home-item-action"
                >
                  <span aria-hidden="true">{t("home.failedReposts.open")}</span>
                  <span className="g-visually-hidden">
                    {t("home.failedReposts.openLabel", { title: run.listing.title })}
                  </span>
                </ButtonLink>
              </li>
            ))}
          </ul>
          {more > 0 && <p className="home-figure-note">{t("home.more", { count: more })}</p>}
        </>
      )}
    </HomeBlock>
  );
}
