import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Route } from "./+types/lead";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { LeadPageView } from "../features/enquiries/components/lead-page-view";
import { enquiryQuery } from "../features/enquiries/queries";
import { serverApiClient } from "../lib/api.server";
import { queryClientContext, sessionContext } from "../lib/context";
import { orNotFound } from "../lib/not-found";
import { pageMeta } from "../lib/page-meta";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("lead", error);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const queryClient = context.get(queryClientContext);
  // Another agent's lead, a deleted one or a malformed id: "Halaman Tidak Ditemukan".
  await orNotFound(queryClient.fetchQuery(enquiryQuery(() => serverApiClient(token), params.uuid)));
  return { uuid: params.uuid, now: Date.now(), dehydratedState: dehydrate(queryClient) };
}

export default function Lead({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <LeadPageView uuid={loaderData.uuid} now={loaderData.now} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
