import { Alert } from "@griya/ui/alert";
import { ButtonLink } from "@griya/ui/button";
import { useTranslation } from "react-i18next";
import { useRootData } from "../lib/use-root-data";
import { pathTo } from "../paths";
import { RouterLink } from "./router-link";

/**
 * The membership expiry warning: without an active membership the agent's listings are hidden from public
 * search (docs/product/memberships.md#when-a-membership-is-not-active). Shown where the agent looks at their listings.
 */
export function MembershipExpiryWarning() {
  const { t } = useTranslation();
  const user = useRootData()?.user;
  if (!user || user.membership?.is_active) return null;
  return (
    <Alert tone="warning" title={t("membership.expiryWarningTitle")}>
      <p>{t("membership.expiryWarning")}</p>
      <p>
        <ButtonLink href={pathTo("product")} linkComponent={RouterLink} size="sm">
          {t("membership.expiryWarningAction")}
        </ButtonLink>
      </p>
    </Alert>
  );
}
