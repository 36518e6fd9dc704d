import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/order";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { OrderList } from "../features/orders/components/order-list";
import { ResumeNotice } from "../features/orders/components/resume-notice";
import { orderFiltersOf } from "../features/orders/order-filters";
import { ordersQuery } from "../features/orders/queries";
import { serverApiClient } from "../lib/api.server";
import { queryClientContext, sessionContext } from "../lib/context";
import { pageMeta } from "../lib/page-meta";
import { readResume } from "../lib/resume-action";
import "../locales/commerce";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("order", error);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const filters = orderFiltersOf(new URL(request.url).searchParams);
  const queryClient = context.get(queryClientContext);
  // Fresh on every visit: an order's status changes on its own (payment, expiry).
  await queryClient.fetchQuery(ordersQuery(() => serverApiClient(token), filters));
  return { filters, resume: readResume(request.headers.get("cookie")), dehydratedState: dehydrate(queryClient) };
}

export default function Order({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="g-stack">
        <div>
          <h1 className="g-page-title">{t("pages.order")}</h1>
          <p className="page-intro">{t("orders.intro")}</p>
        </div>
        {loaderData.resume && <ResumeNotice record={loaderData.resume} />}
        <OrderList filters={loaderData.filters} />
      </div>
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
