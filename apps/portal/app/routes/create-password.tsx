import { useTranslation } from "react-i18next";
import type { Route } from "./+types/create-password";
import { GuardArrivalNotice } from "../components/guard-arrival-notice";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { CreatePasswordForm } from "../features/auth/components/create-password-form";
import { createPasswordAction } from "../features/auth/password.server";
import { sessionContext } from "../lib/context";
import { pageMeta } from "../lib/page-meta";
import "../locales/account";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("createPassword", error);

export function action({ request, context }: Route.ActionArgs) {
  return createPasswordAction(request, context.get(sessionContext).token);
}

export default function CreatePassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="g-card g-stack auth-card" aria-labelledby="create-password-title">
      <div>
        <h1 id="create-password-title" className="g-page-title">
          {t("createPassword.title")}
        </h1>
        <p className="auth-intro">{t("createPassword.intro")}</p>
      </div>
      <GuardArrivalNotice />
      <CreatePasswordForm documentResult={actionData} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
