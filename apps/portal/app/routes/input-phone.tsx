import { useTranslation } from "react-i18next";
import type { Route } from "./+types/input-phone";
import { GuardArrivalNotice } from "../components/guard-arrival-notice";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { InputPhoneForm } from "../features/phone/components/input-phone-form";
import { inputPhoneAction } from "../features/phone/phone.server";
import { sessionContext } from "../lib/context";
import { pageMeta } from "../lib/page-meta";
import "../locales/account";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("inputPhone", error);

export function loader({ context }: Route.LoaderArgs) {
  // An unverified number from registration is offered again.
  return { phone: context.get(sessionContext).user?.phone_number ?? "" };
}

export function action({ request, context }: Route.ActionArgs) {
  return inputPhoneAction(request, context.get(sessionContext).token);
}

export default function InputPhone({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="g-card g-stack auth-card" aria-labelledby="input-phone-title">
      <div>
        <h1 id="input-phone-title" className="g-page-title">
          {t("phone.inputTitle")}
        </h1>
        <p className="auth-intro">{t("phone.inputIntro")}</p>
      </div>
      <GuardArrivalNotice />
      <InputPhoneForm defaultPhone={loaderData.phone} documentResult={actionData} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
