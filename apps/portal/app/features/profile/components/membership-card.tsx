import { formatDate } from "@griya/domain/format";
import { membershipLabel } from "@griya/domain/membership";
import { ButtonLink } from "@griya/ui/button";
import { Card } from "@griya/ui/card";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import type { Membership } from "../../../lib/current-user";
import { pathTo } from "../../../paths";
import "../../../locales/profile";

/** The membership card: tier display name and expiry, or "Belum ada membership". */
export function MembershipCard({ membership }: { membership: Membership | null }) {
  const { t } = useTranslation();
  return (
    <Card title={t("profile.membershipTitle")}>
      <div className="g-stack membership-card">
        <p className="membership-tier">
          <span className="g-badge">{membershipLabel(membership)}</span>
          {membership && (
            <span className="membership-status">
              {membership.is_active ? t("profile.membershipActive") : t("profile.membershipInactive")}
            </span>
          )}
        </p>
        {membership && (
          <p className="membership-expiry">
            {membership.is_active
              ? t("profile.membershipUntil", { date: formatDate(membership.expires_at) })
              : t("profile.membershipExpired", { date: formatDate(membership.expires_at) })}
          </p>
        )}
        {!membership?.is_active && (
          <p>
            <ButtonLink href={pathTo("product")} linkComponent={RouterLink} size="sm">
              {t("profile.buyMembership")}
            </ButtonLink>
          </p>
        )}
      </div>
    </Card>
  );
}
