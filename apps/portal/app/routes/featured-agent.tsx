import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Route } from "./+types/featured-agent";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { PurchasedSlots } from "../features/featured-agents/components/purchased-slots";
import { purchasedQuery } from "../features/featured-agents/queries";
import { serverApiClient } from "../lib/api.server";
import { queryClientContext, sessionContext } from "../lib/context";
import { keywordParam, pageParam } from "../lib/list-params";
import { pageMeta } from "../lib/page-meta";
import "../locales/featured-agents";
import "../features/featured-agents/components/featured-agents.css";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("featuredAgent", error);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const params = new URL(request.url).searchParams;
  const filters = { q: keywordParam(params.get("q")), page: pageParam(params.get("page")) };
  const queryClient = context.get(queryClientContext);
  await queryClient.fetchQuery(purchasedQuery(() => serverApiClient(token), filters));
  return { filters, dehydratedState: dehydrate(queryClient) };
}

export default function FeaturedAgent({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PurchasedSlots filters={loaderData.filters} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
