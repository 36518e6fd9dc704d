import { Alert } from "@griya/ui/alert";
import { ButtonLink } from "@griya/ui/button";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/user-activation";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { RouterLink } from "../components/router-link";
import { activateAccount } from "../features/auth/activation.server";
import { ResendActivationForm } from "../features/auth/components/resend-activation-form";
import { resendActivation } from "../features/auth/resend-activation.server";
import { pageMeta } from "../lib/page-meta";
import { pathTo } from "../paths";
import "../locales/account";

// The token is in the URL: no Referer carries it, not even to this site. Not "no-referrer": under it a form
// posted without JavaScript says `Origin: null`, which React Router refuses as cross-site (ADR 0018).
export const meta: Route.MetaFunction = ({ error }) => [
  ...pageMeta("userActivation", error),
  { name: "referrer", content: "strict-origin" },
];

// The link from the activation e-mail. Activating is single use: the page must not call the API again
// after the resend form is sent, so it never revalidates.
export async function loader({ params }: Route.LoaderArgs) {
  return activateAccount(params.token);
}

export function shouldRevalidate() {
  return false;
}

export async function action({ request }: Route.ActionArgs) {
  return resendActivation(request, await request.formData());
}

export default function UserActivation({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.status === "activated") {
    return (
      <section className="g-card g-stack auth-card" aria-labelledby="activation-title">
        <h1 id="activation-title" className="g-page-title">
          {t("activation.successTitle")}
        </h1>
        {/* A link opened again: nothing failed, the account is active. */}
        <Alert tone={loaderData.alreadyActive ? "info" : "success"}>
          {loaderData.message ?? t("auth.activatedNotice")}
        </Alert>
        <ButtonLink href={pathTo("login")} linkComponent={RouterLink} fullWidth>
          {t("activation.login")}
        </ButtonLink>
      </section>
    );
  }
  return (
    <section className="g-card g-stack auth-card" aria-labelledby="activation-title">
      <h1 id="activation-title" className="g-page-title">
        {t("activation.failedTitle")}
      </h1>
      <Alert tone="warning">{loaderData.message}</Alert>
      <div className="g-stack">
        <h2 className="section-title">{t("activation.resendTitle")}</h2>
        <p className="auth-intro">{t("activation.resendIntro")}</p>
        <ResendActivationForm
          action={pathTo("userActivation", { token: params.token })}
          documentResult={actionData}
          variant="primary"
        />
      </div>
      <ButtonLink href={pathTo("login")} linkComponent={RouterLink} variant="ghost">
        {t("common.backToLogin")}
      </ButtonLink>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
