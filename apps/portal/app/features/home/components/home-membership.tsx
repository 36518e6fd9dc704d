import { formatDate } from "@griya/domain/format";
import { ButtonLink } from "@griya/ui/button";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import type { Membership } from "../../../lib/current-user";
import { daysUntil, membershipAction } from "../home-day";
import { HomeBlock } from "./home-block";

/** Tier, end date and days left (a Trial says it is one), with buy, upgrade or renew. From the user itself. */
export function HomeMembership({ membership, now }: { membership: Membership | null; now: number }) {
  const { t } = useTranslation();
  const { action, href } = membershipAction(membership);
  const days = membership ? daysUntil(membership.expires_at, now) : 0;
  const date = membership ? formatDate(membership.expires_at) : "";
  return (
    <HomeBlock
      id="home-membership"
      title={t("home.membership.title")}
      action={
        <ButtonLink
          href={href}
          linkComponent={RouterLink}
          size="sm"
          variant={action === "renew" ? "secondary" : "primary"}
        >
          {t(`home.membership.${action}`)}
        </ButtonLink>
      }
    >
      {!membership ? (
        <p className="home-figure-note">{t("home.membership.none")}</p>
      ) : (
        <>
          <p className="home-figure">{membership.display_name}</p>
          {membership.type === "TRIAL" && <p className="home-figure-note">{t("home.membership.trial")}</p>}
          <p className="home-figure-note">
            {!membership.is_active
              ? t("home.membership.ended", { date })
              : days === 0
                ? t("home.membership.endsToday", { date })
                : t("home.membership.daysLeft", { count: days, date })}
          </p>
        </>
      )}
    </HomeBlock>
  );
}
