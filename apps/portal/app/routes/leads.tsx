import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/leads";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { LeadInbox } from "../features/enquiries/components/lead-inbox";
import { leadFiltersOf } from "../features/enquiries/lead-filters";
import { enquiriesQuery, responseTimeQuery } from "../features/enquiries/queries";
import { serverApiClient } from "../lib/api.server";
import { queryClientContext, sessionContext } from "../lib/context";
import { pageMeta } from "../lib/page-meta";
import "../locales/leads";
import { HelpLink } from "../components/help-link";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("leads", error);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const api = () => serverApiClient(token);
  const filters = leadFiltersOf(new URL(request.url).searchParams);
  const queryClient = context.get(queryClientContext);
  // Fresh on every visit: leads arrive at any time. The response time is an extra: prefetch never throws.
  await Promise.all([
    queryClient.fetchQuery(enquiriesQuery(api, filters)),
    queryClient.prefetchQuery(responseTimeQuery(api)),
  ]);
  return { filters, now: Date.now(), dehydratedState: dehydrate(queryClient) };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="g-stack">
        <div>
          <h1 className="g-page-title">{t("pages.leads")}</h1>
          <p className="page-intro">{t("leads.intro")}</p>
          <HelpLink topic="inbox" about="cara membaca dan membalas leads" />
        </div>
        <LeadInbox filters={loaderData.filters} now={loaderData.now} />
      </div>
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
