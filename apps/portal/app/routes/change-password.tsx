import { useTranslation } from "react-i18next";
import type { Route } from "./+types/change-password";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { ChangePasswordForm } from "../features/auth/components/change-password-form";
import { changePasswordAction } from "../features/auth/password.server";
import { sessionContext } from "../lib/context";
import { pageMeta } from "../lib/page-meta";
import "../locales/account";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("changePassword", error);

export function action({ request, context }: Route.ActionArgs) {
  return changePasswordAction(request, context.get(sessionContext).token);
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="g-stack narrow-page" aria-labelledby="change-password-title">
      <div>
        <h1 id="change-password-title" className="g-page-title">
          {t("pages.changePassword")}
        </h1>
        <p className="page-intro">{t("changePassword.intro")}</p>
      </div>
      <div className="g-card">
        <ChangePasswordForm documentResult={actionData} />
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
