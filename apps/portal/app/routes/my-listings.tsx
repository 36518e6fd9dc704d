import { LISTING_CATEGORIES } from "@griya/domain/constants";
import { dehydrate, HydrationBoundary, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/my-listings";
import { MembershipExpiryWarning } from "../components/membership-expiry-warning";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { MyListingsView } from "../features/listings/components/my-listings-view";
import { catalogParamsOf, listingFiltersOf, tabCountParams } from "../features/listings/listing-filters";
import { catalogQuery } from "../features/listings/queries";
import { RecommendedDialog } from "../features/recommended/components/recommended-dialog";
import { recommendedEnabledQuery } from "../features/recommended/queries";
import { coinTotalQuery, listingAvailabilityQuery } from "../lib/balance-queries";
import { serverApiClient } from "../lib/api.server";
import { browserApi } from "../lib/browser-api";
import { queryClientContext, sessionContext } from "../lib/context";
import { pageMeta } from "../lib/page-meta";
import "../locales/my-listings";
import "../locales/recommended";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("myListings", error);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const api = () => serverApiClient(token);
  const filters = listingFiltersOf(new URL(request.url).searchParams);
  const queryClient = context.get(queryClientContext);
  // Fresh on every visit: listings expire, and scheduled reposts run, on their own.
  await Promise.all([
    queryClient.fetchQuery(catalogQuery(api, catalogParamsOf(filters))),
    // The tab counts; one of them is usually the list above (same parameters, same cache entry).
    ...LISTING_CATEGORIES.map((tab) => queryClient.fetchQuery(catalogQuery(api, tabCountParams(tab.value)))),
    queryClient.fetchQuery(listingAvailabilityQuery(api)),
    queryClient.fetchQuery(coinTotalQuery(api)),
  ]);
  return { filters, dehydratedState: dehydrate(queryClient) };
}

export default function MyListings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // Recommended Listing is its own feature: while it is switched on, the cards offer its dialog.
  const recommendedEnabled = useQuery(recommendedEnabledQuery(browserApi)).data === true;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="g-stack my-listings-page">
        <div>
          <h1 className="g-page-title">{t("pages.myListings")}</h1>
          <p className="page-intro my-listings-intro">{t("myListings.intro")}</p>
        </div>
        <MembershipExpiryWarning />
        <MyListingsView
          filters={loaderData.filters}
          recommendDialog={
            recommendedEnabled
              ? (listing, close) => (
                  <RecommendedDialog
                    listingUuid={listing.uuid}
                    listingTitle={listing.listing_title}
                    onClose={(weeks) =>
                      close(weeks > 0 ? t("recommended.buy.done", { title: listing.listing_title, weeks }) : null)
                    }
                  />
                )
              : undefined
          }
        />
      </div>
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
