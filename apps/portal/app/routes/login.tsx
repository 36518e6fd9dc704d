import { Alert } from "@griya/ui/alert";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { LoginForm } from "../features/auth/components/login-form";
import { loginAction } from "../features/auth/login.server";
import { pageMeta } from "../lib/page-meta";
import { safeRedirect } from "../lib/safe-redirect";
import { useOneTimeParams } from "../lib/use-one-time-params";
import { pathTo } from "../paths";
import { LOGIN_NOTICE_PARAM, PASSWORD_RESET_NOTICE } from "../features/auth/login-notice";
import "../locales/account";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("login", error);

export function action({ request }: Route.ActionArgs) {
  return loginAction(request);
}

/** Either home: no page was asked for, so nothing to explain (ADR 0065). */
const isHomeAddress = (path: string) => path === pathTo("home") || path === pathTo("visitorHome");

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get("redirect"), pathTo("home"));
  const notice = searchParams.get(LOGIN_NOTICE_PARAM);
  useOneTimeParams(LOGIN_NOTICE_PARAM);
  return (
    <section className="g-card g-stack auth-card" aria-labelledby="login-title">
      <div>
        <h1 id="login-title" className="g-page-title">
          {t("auth.loginTitle")}
        </h1>
        <p className="auth-intro">{t("auth.loginIntro")}</p>
      </div>
      {notice === PASSWORD_RESET_NOTICE && <Alert tone="success">{t("auth.passwordResetDone")}</Alert>}
      {/* Sent here by a guard (or an ended session): the page asked for opens after the login. */}
      {notice === null && !isHomeAddress(redirectTo) && <Alert tone="info">{t("guards.loginFirst")}</Alert>}
      <LoginForm redirectTo={redirectTo} documentResult={actionData} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
