import { Alert } from "@griya/ui/alert";
import { ButtonLink } from "@griya/ui/button";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../../components/router-link";
import { pathTo } from "../../../paths";
import { ResendActivationForm } from "./resend-activation-form";
import "../../../locales/account";

/** After registration: the agent is not logged in; the activation e-mail must be opened first. */
export function RegisterSuccess({ email, onNavigate }: { email: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="g-stack register-success">
      <Alert tone="success" title={t("register.successTitle")}>
        {t("register.successMessage", { email })}
      </Alert>
      <ResendActivationForm action={pathTo("register")} email={email} />
      <ButtonLink href={pathTo("login")} linkComponent={RouterLink} variant="ghost" onClick={onNavigate}>
        {t("common.backToLogin")}
      </ButtonLink>
    </div>
  );
}
