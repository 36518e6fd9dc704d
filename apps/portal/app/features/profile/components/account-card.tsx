import { Button, ButtonLink } from "@griya/ui/button";
import { Card } from "@griya/ui/card";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import { pathTo } from "../../../paths";
import "../../../locales/profile";

export type AccountCardProps = {
  email: string;
  phone: string | null;
  onChangePhone: () => void;
  onBankAccount: () => void;
};

/** E-mail and phone, and the doors to the phone modal, bank account modal, password and referral pages. */
export function AccountCard({ email, phone, onChangePhone, onBankAccount }: AccountCardProps) {
  const { t } = useTranslation();
  return (
    <Card title={t("profile.accountTitle")}>
      <div className="g-stack">
        <dl className="account-facts">
          <div>
            <dt>{t("profile.email")}</dt>
            <dd>{email}</dd>
          </div>
          <div>
            <dt>{t("profile.phone")}</dt>
            <dd>{phone ?? t("profile.noPhone")}</dd>
          </div>
        </dl>
        <div className="account-actions">
          <Button type="button" variant="secondary" size="sm" onClick={onChangePhone}>
            {t("profile.changePhone")}
          </Button>
          <Button type="button" variant="secondary" size="sm" onClick={onBankAccount}>
            {t("profile.bankAccount")}
          </Button>
          <ButtonLink href={pathTo("changePassword")} linkComponent={RouterLink} variant="secondary" size="sm">
            {t("profile.changePassword")}
          </ButtonLink>
          <ButtonLink href={pathTo("referralCode")} linkComponent={RouterLink} variant="secondary" size="sm">
            {t("profile.referralCode")}
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}
