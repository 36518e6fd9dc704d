import { formatDate } from "@griya/domain/format";
import { tierDisplayName } from "@griya/domain/membership";
import { ButtonLink } from "@griya/ui/button";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import type { Membership } from "../../../lib/current-user";
import { pathTo } from "../../../paths";

export type HomeSummaryProps = {
  name: string;
  membership: Membership | null;
};

/** The agent's home: greeting and membership card. */
export function HomeSummary({ name, membership }: HomeSummaryProps) {
  const { t } = useTranslation();
  return (
    <div className="g-stack">
      <div>
        <h1 className="g-page-title">{t("home.greeting", { name })}</h1>
        <p className="home-intro">{t("home.intro")}</p>
      </div>
      <section className="g-card g-stack home-membership" aria-labelledby="home-membership-title">
        <h2 id="home-membership-title" className="home-card-title">
          {t("home.membershipHeading")}
        </h2>
        <p className="home-tier">
          <span className="g-badge">{membership ? tierDisplayName(membership.type) : t("membership.none")}</span>
          {membership && (
            <span className="home-tier-status">
              {membership.is_active ? t("home.membershipActive") : t("home.membershipInactive")}
              {" · "}
              {t("home.membershipUntil", { date: formatDate(membership.expires_at) })}
            </span>
          )}
        </p>
        {!membership?.is_active && (
          <>
            {/* SPEC §8: listings are hidden from search while the membership is inactive. */}
            <p className="home-membership-warning">{t("membership.expiryWarning")}</p>
            <p>
              <ButtonLink href={pathTo("product")} linkComponent={RouterLink}>
                {t("home.buyMembership")}
              </ButtonLink>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
