import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/coin-usage";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { searchFiltersOf } from "../features/coins/coin-filters";
import { CoinPageHeader } from "../features/coins/components/coin-page-header";
import { CoinUsages } from "../features/coins/components/coin-usages";
import { coinUsagesQuery } from "../features/coins/queries";
import { coinTotalQuery } from "../lib/balance-queries";
import { serverApiClient } from "../lib/api.server";
import { queryClientContext, sessionContext } from "../lib/context";
import { pageMeta } from "../lib/page-meta";
import "../locales/coins";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("coinUsage", error);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const api = () => serverApiClient(token);
  const filters = searchFiltersOf(new URL(request.url).searchParams);
  const queryClient = context.get(queryClientContext);
  await Promise.all([
    queryClient.fetchQuery(coinTotalQuery(api)),
    queryClient.fetchQuery(coinUsagesQuery(api, filters)),
  ]);
  return { filters, dehydratedState: dehydrate(queryClient) };
}

export default function CoinUsage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="g-stack">
        <CoinPageHeader page="coinUsage" intro={t("coins.usagesIntro")} />
        <CoinUsages filters={loaderData.filters} />
      </div>
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
