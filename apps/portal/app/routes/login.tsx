import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { LoginForm } from "../features/auth/components/login-form";
import { loginAction } from "../features/auth/login.server";
import { pageMeta } from "../lib/page-meta";
import { safeRedirect } from "../lib/safe-redirect";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("login", error);

export function action({ request }: Route.ActionArgs) {
  return loginAction(request);
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get("redirect"), "/");
  return (
    <section className="g-card g-stack auth-card" aria-labelledby="login-title">
      <div>
        <h1 id="login-title" className="g-page-title">
          {t("auth.loginTitle")}
        </h1>
        <p className="auth-intro">{t("auth.loginIntro")}</p>
      </div>
      <LoginForm redirectTo={redirectTo} documentResult={actionData} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
