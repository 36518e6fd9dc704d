import { useTranslation } from "react-i18next";
import type { Route } from "./+types/otp";
import { GuardArrivalNotice } from "../components/guard-arrival-notice";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { OtpForm } from "../features/phone/components/otp-form";
import { readOtpCookie } from "../features/phone/otp-cookie";
import { otpAction } from "../features/phone/phone.server";
import { sessionContext } from "../lib/context";
import { pageMeta } from "../lib/page-meta";
import "../locales/account";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("otp", error);

export function loader({ request, context }: Route.LoaderArgs) {
  // The guard only lets agents with an unverified number in.
  const phone = context.get(sessionContext).user?.phone_number ?? "";
  const lastSend = readOtpCookie(request.headers.get("cookie"), phone);
  return { phone, resendAvailableAt: lastSend?.resendAvailableAt ?? null };
}

export function action({ request, context }: Route.ActionArgs) {
  const { token, user } = context.get(sessionContext);
  return otpAction(request, token, user?.phone_number ?? null);
}

export default function Otp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="g-card g-stack auth-card" aria-labelledby="otp-title">
      <h1 id="otp-title" className="g-page-title">
        {t("otp.title")}
      </h1>
      <GuardArrivalNotice />
      <OtpForm phone={loaderData.phone} resendAvailableAt={loaderData.resendAvailableAt} documentResult={actionData} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
