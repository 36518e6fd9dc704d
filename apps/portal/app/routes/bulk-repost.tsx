import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/bulk-repost";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { bulkRepostParamsOf } from "../features/listings/bulk-repost-params";
import { BulkRepostPanel } from "../features/listings/components/bulk-repost-panel";
import { catalogQuery } from "../features/listings/queries";
import { coinTotalQuery, listingAvailabilityQuery } from "../lib/balance-queries";
import { serverApiClient } from "../lib/api.server";
import { queryClientContext, sessionContext } from "../lib/context";
import { pageMeta } from "../lib/page-meta";
import "../locales/repost";
import { HelpLink } from "../components/help-link";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("bulkRepost", error);

// Members only: the root middleware sends an agent without an active membership to /product.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const api = () => serverApiClient(token);
  const params = bulkRepostParamsOf(new URL(request.url).searchParams);
  const queryClient = context.get(queryClientContext);
  // Fresh on every visit: expiry dates, the balance and the repost price are what the agent decides on.
  await Promise.all([
    queryClient.fetchQuery(catalogQuery(api, params)),
    queryClient.fetchQuery(listingAvailabilityQuery(api)),
    queryClient.fetchQuery(coinTotalQuery(api)),
  ]);
  return { params, dehydratedState: dehydrate(queryClient) };
}

export default function BulkRepost({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="g-stack">
        <div>
          <h1 className="g-page-title">{t("pages.bulkRepost")}</h1>
          <p className="page-intro">{t("repost.bulk.intro")}</p>
          <HelpLink topic="repost" about="repost biasa, bulk, dan terjadwal" />
        </div>
        <BulkRepostPanel params={loaderData.params} />
      </div>
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
