import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Route } from "./+types/banner-detail";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { BannerDetailView } from "../features/banners/components/banner-detail-view";
import { bannerDetailQuery } from "../features/banners/queries";
import { serverApiClient } from "../lib/api.server";
import { queryClientContext, sessionContext } from "../lib/context";
import { orNotFound } from "../lib/not-found";
import { pageMeta } from "../lib/page-meta";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("bannerDetail", error);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const queryClient = context.get(queryClientContext);
  // An unknown, ended or not yet started banner, or a malformed id: "Halaman Tidak Ditemukan".
  await orNotFound(queryClient.fetchQuery(bannerDetailQuery(() => serverApiClient(token), params.uuid)));
  return { uuid: params.uuid, dehydratedState: dehydrate(queryClient) };
}

export default function BannerDetail({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <BannerDetailView uuid={loaderData.uuid} />
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
