import { dehydrate, HydrationBoundary, useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useMatches, type MetaFunction } from "react-router";
import type { Route } from "./+types/product";
import { GuardArrivalNotice } from "../components/guard-arrival-notice";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { ProductPage, type ProductPageProps } from "../features/products/components/product-page";
import { productPageQuery } from "../features/products/queries";
import { serverApiClient } from "../lib/api.server";
import { browserApi } from "../lib/browser-api";
import { queryClientContext, sessionContext } from "../lib/context";
import { leafPageKey, pageMeta } from "../lib/page-meta";
import { useRootData } from "../lib/use-root-data";
import { pathTo, type PageKey } from "../paths";
import "../locales/commerce";

// One module behind /product, /coin, /listing-availability, /upgrade and /renewal
// (docs/product/orders-and-payments.md#the-product-page); the route id (= page key) says which section the agent came
// for.

export const meta: MetaFunction = ({ matches, error }) => pageMeta(leafPageKey(matches), error);

export async function loader({ context }: Route.LoaderArgs) {
  const { token, user } = context.get(sessionContext);
  const isMember = Boolean(user?.membership?.is_active);
  const queryClient = context.get(queryClientContext);
  await queryClient.ensureQueryData(productPageQuery(() => serverApiClient(token), isMember));
  return { isMember, dehydratedState: dehydrate(queryClient) };
}

const FOCUS: Partial<Record<PageKey, ProductPageProps["focus"]>> = {
  coin: "coin",
  upgrade: "upgrade",
  renewal: "renewal",
  listingAvailability: "listingAvailability",
};

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ProductContent isMember={loaderData.isMember} />
    </HydrationBoundary>
  );
}

function ProductContent({ isMember }: { isMember: boolean }) {
  const { t } = useTranslation();
  const membership = useRootData()?.user?.membership;
  const isTrial = isMember && membership?.type === "TRIAL";
  const pageKey = leafPageKey(useMatches()) ?? "product";
  const { data } = useSuspenseQuery(productPageQuery(browserApi, isMember));
  return (
    <div className="g-stack">
      <div>
        <h1 className="g-page-title">{t(`pages.${pageKey}`)}</h1>
        <p className="page-intro">
          {t("products.intro")} <a href={pathTo("promos")}>{t("products.promos")}</a>
        </p>
      </div>
      <GuardArrivalNotice />
      <ProductPage data={data} isMember={isMember} isTrial={isTrial} focus={FOCUS[pageKey] ?? "main"} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
