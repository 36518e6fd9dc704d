import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/recommended-listing";
import { ButtonLink } from "@griya/ui/button";
import { EmptyState } from "@griya/ui/empty-state";
import { RouterLink } from "../components/router-link";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { RecommendedBoosts } from "../features/recommended/components/recommended-boosts";
import { recommendedEnabledQuery, recommendedListQuery } from "../features/recommended/queries";
import { serverApiClient } from "../lib/api.server";
import { queryClientContext, sessionContext } from "../lib/context";
import { pageParam } from "../lib/list-params";
import { pageMeta } from "../lib/page-meta";
import { pathTo } from "../paths";
import "../locales/recommended";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("recommendedListing", error);

/** While enableRecommendedListing is off the page explains why and asks nothing else of the API. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const api = () => serverApiClient(token);
  const queryClient = context.get(queryClientContext);
  const enabled = await queryClient.fetchQuery(recommendedEnabledQuery(api));
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  if (enabled) await queryClient.fetchQuery(recommendedListQuery(api, page));
  return { enabled, page, dehydratedState: dehydrate(queryClient) };
}

export default function RecommendedListing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!loaderData.enabled) return <RecommendedClosed />;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="g-stack">
        <h1 className="g-page-title">{t("pages.recommendedListing")}</h1>
        <p>{t("recommended.list.intro")}</p>
        <RecommendedBoosts page={loaderData.page} />
      </div>
    </HydrationBoundary>
  );
}

function RecommendedClosed() {
  const { t } = useTranslation();
  return (
    <div className="g-stack">
      <h1 className="g-page-title">{t("pages.recommendedListing")}</h1>
      <EmptyState
        title={t("recommended.closed.title")}
        description={t("recommended.closed.description")}
        action={
          <div className="form-actions">
            <ButtonLink href={pathTo("help")} linkComponent={RouterLink} variant="secondary">
              {t("recommended.closed.help")}
            </ButtonLink>
            <ButtonLink href={pathTo("featuredAgent")} linkComponent={RouterLink}>
              {t("recommended.closed.featuredAgent")}
            </ButtonLink>
          </div>
        }
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
