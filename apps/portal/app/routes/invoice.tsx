import { Button } from "@griya/ui/button";
import { dehydrate, HydrationBoundary, useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/invoice";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { InvoiceDocument } from "../features/orders/components/invoice-document";
import { invoiceQuery } from "../features/orders/queries";
import { serverApiClient } from "../lib/api.server";
import { browserApi } from "../lib/browser-api";
import { queryClientContext, sessionContext } from "../lib/context";
import { orNotFound } from "../lib/not-found";
import { pageMeta } from "../lib/page-meta";
import "../locales/commerce";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("invoice", error);

// No guard (docs/product/orders-and-payments.md#invoice): the order uuid is the capability; a logged-in agent's token
// goes along when there is one.
export async function loader({ params, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const queryClient = context.get(queryClientContext);
  await orNotFound(queryClient.fetchQuery(invoiceQuery(() => serverApiClient(token), params.uuid)));
  return { uuid: params.uuid, dehydratedState: dehydrate(queryClient) };
}

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <InvoiceContent uuid={loaderData.uuid} />
    </HydrationBoundary>
  );
}

function InvoiceContent({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const { data: invoice } = useSuspenseQuery(invoiceQuery(browserApi, uuid));
  return (
    <div className="g-stack invoice-page">
      <div className="form-actions invoice-actions g-print-hide">
        <Button type="button" variant="secondary" onClick={() => window.print()}>
          {t("invoice.print")}
        </Button>
      </div>
      <InvoiceDocument invoice={invoice} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
