import { dehydrate, HydrationBoundary, useSuspenseQuery } from "@tanstack/react-query";
import type { Route } from "./+types/home";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { currentUserQuery, fetchCurrentUserInBrowser } from "../features/auth/queries";
import { BannerCarousel } from "../features/banners/components/banner-carousel";
import { bannersQuery } from "../features/banners/queries";
import { LeadReplies } from "../features/enquiries/components/lead-replies";
import { HomeSummary } from "../features/home/components/home-summary";
import { homeSummaryQuery } from "../features/home/queries";
import { getCurrentUser, serverApiClient } from "../lib/api.server";
import { queryClientContext, sessionContext } from "../lib/context";
import { pageMeta } from "../lib/page-meta";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("home", error);

export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext);
  const { token } = context.get(sessionContext);
  // The user is already in the cache from the session middleware: no second request to the API. The summary is
  // read on every visit (leads and expiries move all day); prefetchQuery never throws, so when the summary cannot
  // be read the page still renders and its blocks say so.
  await Promise.all([
    queryClient.ensureQueryData(currentUserQuery(async () => (token ? getCurrentUser(token) : null))),
    queryClient.prefetchQuery(homeSummaryQuery(() => serverApiClient(token))),
    queryClient.prefetchQuery(bannersQuery(() => serverApiClient(token), "AGENT")),
  ]);
  return { now: Date.now(), dehydratedState: dehydrate(queryClient) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <HomeContent now={loaderData.now} />
    </HydrationBoundary>
  );
}

function HomeContent({ now }: { now: number }) {
  const { data: user } = useSuspenseQuery(currentUserQuery(fetchCurrentUserInBrowser));
  // The guard only lets agents in; null is a session that ended between loader and render.
  return user ? (
    <HomeSummary
      agentId={user.id}
      name={user.name}
      membership={user.membership}
      now={now}
      leadReplies={(lead) => <LeadReplies lead={lead} />}
      promotion={<BannerCarousel />}
    />
  ) : null;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
