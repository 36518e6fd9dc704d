import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/featured-agent-buy";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { AreaPicker } from "../features/featured-agents/components/area-picker";
import { MonthPurchase } from "../features/featured-agents/components/month-purchase";
import { availabilityQuery, costQuery } from "../features/featured-agents/queries";
import { coinTotalQuery } from "../lib/balance-queries";
import { serverApiClient } from "../lib/api.server";
import { queryClientContext, sessionContext } from "../lib/context";
import { keywordParam } from "../lib/list-params";
import { pageMeta } from "../lib/page-meta";
import "../locales/featured-agents";
import "../features/featured-agents/components/featured-agents.css";
import { HelpLink } from "../components/help-link";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("featuredAgentBuy", error);

const AREA_ID = /^\d{2}\.\d{2}\.\d{2}$/;

/** /featured-agent/beli?q=tebet&area=31.74.01: the area search, its cost and, once an area is picked, its months. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const api = () => serverApiClient(token);
  const params = new URL(request.url).searchParams;
  const query = keywordParam(params.get("q"));
  const areaParam = params.get("area");
  const queryClient = context.get(queryClientContext);
  const cost = await queryClient.fetchQuery(costQuery(api, query));
  const area = areaParam && AREA_ID.test(areaParam) ? (cost.areas?.find((a) => a.id === areaParam) ?? null) : null;
  if (area)
    await Promise.all([
      queryClient.fetchQuery(availabilityQuery(api, area.id)),
      queryClient.fetchQuery(coinTotalQuery(api)),
    ]);
  return {
    query,
    coinCost: cost.coin_cost,
    areas: cost.areas ?? [],
    area: area ? { id: area.id, name: area.name } : null,
    dehydratedState: dehydrate(queryClient),
  };
}

export default function FeaturedAgentBuy({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <HydrationBoundary state={d.dehydratedState}>
      <div className="g-stack">
        <h1 className="g-page-title">{t("pages.featuredAgentBuy")}</h1>
        <p>{t("featuredAgents.buyIntro")}</p>
        <HelpLink topic="featured-agent" about="cara kerja Featured Agent" />
        <p>
          <strong>{t("featuredAgents.cost", { coins: d.coinCost })}</strong>
        </p>
        <AreaPicker query={d.query} areas={d.areas} chosenId={d.area?.id ?? null} />
        {d.area && <MonthPurchase key={d.area.id} area={d.area} />}
      </div>
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
