import { dehydrate, HydrationBoundary, useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/register";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import type { RegisterActionData } from "../features/auth/action-data";
import { RegisterForm } from "../features/auth/components/register-form";
import { fetchRegisterFormInBrowser, registerFormQuery } from "../features/auth/queries";
import { fetchRegisterFormOnServer, registerAction } from "../features/auth/register.server";
import { queryClientContext } from "../lib/context";
import { pageMeta } from "../lib/page-meta";
import "../locales/account";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("register", error);

export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext);
  await queryClient.ensureQueryData(registerFormQuery(fetchRegisterFormOnServer));
  return { dehydratedState: dehydrate(queryClient) };
}

export function action({ request }: Route.ActionArgs) {
  return registerAction(request);
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <section className="g-card g-stack auth-card" aria-labelledby="register-title">
        <div>
          <h1 id="register-title" className="g-page-title">
            {t("register.title")}
          </h1>
          <p className="auth-intro">{t("register.intro")}</p>
        </div>
        <RegisterPageForm documentResult={actionData} />
      </section>
    </HydrationBoundary>
  );
}

function RegisterPageForm({ documentResult }: { documentResult?: RegisterActionData }) {
  const { data } = useSuspenseQuery(registerFormQuery(fetchRegisterFormInBrowser));
  return <RegisterForm formData={data} documentResult={documentResult} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
