import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/forget-pass";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { ForgotPasswordForm } from "../features/auth/components/forgot-password-form";
import { forgotPasswordAction } from "../features/auth/password.server";
import { pageMeta } from "../lib/page-meta";
import { pathTo } from "../paths";
import "../locales/account";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("forgetPass", error);

export function action({ request }: Route.ActionArgs) {
  return forgotPasswordAction(request);
}

export default function ForgetPass({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="g-card g-stack auth-card" aria-labelledby="forgot-title">
      <div>
        <h1 id="forgot-title" className="g-page-title">
          {t("forgotPassword.title")}
        </h1>
        <p className="auth-intro">{t("forgotPassword.intro")}</p>
      </div>
      <ForgotPasswordForm documentResult={actionData} />
      <p className="login-form-links">
        <Link to={pathTo("login")}>{t("common.backToLogin")}</Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
