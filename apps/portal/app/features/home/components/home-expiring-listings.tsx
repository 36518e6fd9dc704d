import { formatDate } from "@griya/domain/format";
import { ButtonLink } from "@griya/ui/button";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RouterLink } from "../../../components/router-link";
import { pathTo } from "../../../paths";
import { daysUntil, EXPIRING_FIRST_PATH, myListingPath, partState } from "../home-day";
import type { HomeSummary } from "../queries";
import { HomeBlock, type HomeBlockState } from "./home-block";

type Props = {
  expiring: HomeSummary["expiring_listings"] | undefined;
  now: number;
  state: HomeBlockState;
  onRetry: () => void;
};

/** ACTIVE listings that move to Lampau within 14 days, soonest first; each opens its card to repost it. */
export function HomeExpiringListings({ expiring, now, state, onRetry }: Props) {
  const { t } = useTranslation();
  const more = expiring ? expiring.total - expiring.items.length : 0;
  return (
    <HomeBlock
      id="home-expiring"
      title={t("home.expiring.title")}
      state={partState(expiring, state)}
      onRetry={onRetry}
      badge={
        expiring &&
        expiring.total > 0 && <span className="g-badge home-count-badge home-badge-warning">{expiring.total}</span>
      }
      action={
        expiring &&
        expiring.total > 0 && (
          <>
            <ButtonLink href={pathTo("bulkRepost")} linkComponent={RouterLink} size="sm" variant="secondary">
              {t("home.expiring.bulk")}
            </ButtonLink>
            <Link to={EXPIRING_FIRST_PATH} className="home-text-link">
              {t("home.expiring.all")}
            </Link>
          </>
        )
      }
    >
      {expiring && expiring.items.length === 0 && (
        <p className="home-empty-title">{t("home.expiring.empty", { days: expiring.window_days })}</p>
      )}
      {expiring && expiring.items.length > 0 && (
        <>
          <p className="home-figure-note">{t("home.expiring.intro")}</p>
          <ul className="home-list" aria-label={t("home.expiring.title")}>
            {expiring.items.map((listing) => {
              const days = daysUntil(listing.expires_at, now);
              return (
                <li key={listing.uuid} className="home-item">
                  <div>
                    <p className="home-item-title">{listing.title}</p>
                    <p className="home-item-detail">{t("home.listingNumber", { number: listing.listing_number })}</p>
                    <p className="home-item-detail">
                      {t("home.expiring.on", { date: formatDate(listing.expires_at) })}{" "}
                      <span className="g-badge home-badge-warning">
                        {days === 0 ? t("home.expiring.today") : t("home.expiring.inDays", { count: days })}
                      </span>
                    </p>
                  </div>
                  <ButtonLink
                    href={myListingPath(listing)}
                    linkComponent={RouterLink}
                    size="sm"
                    className="home-item-action"
                  >
                    <span aria-hidden="true">{t("home.expiring.open")}</span>
                    <span className="g-visually-hidden">{t("home.expiring.openLabel", { title: listing.title })}</span>
                  </ButtonLink>
                </li>
              );
            })}
          </ul>
          {more > 0 && <p className="home-figure-note">{t("home.more", { count: more })}</p>}
        </>
      )}
    </HomeBlock>
  );
}
