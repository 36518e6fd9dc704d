import { useTranslation } from "react-i18next";
import type { Route } from "./+types/password-reset";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { ResetPasswordForm } from "../features/auth/components/reset-password-form";
import { resetPasswordAction } from "../features/auth/password.server";
import { pageMeta } from "../lib/page-meta";
import "../locales/account";

// The token is in the URL: no Referer carries it, not even to this site. Not "no-referrer": under it a form
// posted without JavaScript says `Origin: null`, which React Router refuses as cross-site (ADR 0018).
export const meta: Route.MetaFunction = ({ error }) => [
  ...pageMeta("passwordReset", error),
  { name: "referrer", content: "strict-origin" },
];

export function action({ request, params }: Route.ActionArgs) {
  return resetPasswordAction(request, params.token);
}

export default function PasswordReset({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="g-card g-stack auth-card" aria-labelledby="reset-title">
      <div>
        <h1 id="reset-title" className="g-page-title">
          {t("resetPassword.title")}
        </h1>
        <p className="auth-intro">{t("resetPassword.intro")}</p>
      </div>
      <ResetPasswordForm token={params.token} documentResult={actionData} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
