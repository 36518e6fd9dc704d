import { Alert } from "@griya/ui/alert";
import { Button } from "@griya/ui/button";
import { dehydrate, HydrationBoundary, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/coin-transfer";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { searchFiltersOf } from "../features/coins/coin-filters";
import { CoinPageHeader } from "../features/coins/components/coin-page-header";
import { CoinTransfers } from "../features/coins/components/coin-transfers";
import { TransferCoinDialog } from "../features/coins/components/transfer-coin-dialog";
import { coinKeys, coinTransferEnabledQuery, coinTransfersQuery } from "../features/coins/queries";
import { balanceKeys, coinTotalQuery } from "../lib/balance-queries";
import { serverApiClient } from "../lib/api.server";
import { queryClientContext, sessionContext } from "../lib/context";
import { pageMeta } from "../lib/page-meta";
import "../locales/coins";
import { HelpLink } from "../components/help-link";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("coinTransfer", error);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const api = () => serverApiClient(token);
  const filters = searchFiltersOf(new URL(request.url).searchParams);
  const queryClient = context.get(queryClientContext);
  const [, , enabled] = await Promise.all([
    queryClient.fetchQuery(coinTotalQuery(api)),
    queryClient.fetchQuery(coinTransfersQuery(api, filters)),
    queryClient.ensureQueryData(coinTransferEnabledQuery(api)),
  ]);
  return { filters, enabled, dehydratedState: dehydrate(queryClient) };
}

export default function CoinTransferPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="g-stack">
        <CoinPageHeader page="coinTransfer" intro={t("coins.transfersIntro")} />
        <HelpLink topic="transfer-coin" about="cara transfer koin" />
        {loaderData.enabled ? (
          <div className="form-actions">
            <Button type="button" onClick={() => setOpen(true)}>
              {t("coins.transferOpen")}
            </Button>
          </div>
        ) : (
          <Alert tone="info" title={t("coins.disabledTitle")}>
            {t("coins.disabledExplain")}
          </Alert>
        )}
        <div role="status" aria-live="polite">
          {notice && <Alert tone="success">{notice}</Alert>}
        </div>
        <CoinTransfers filters={loaderData.filters} />
        {loaderData.enabled && (
          <TransferCoinDialog
            open={open}
            onOpenChange={setOpen}
            onTransferred={(transfer) => {
              setNotice(t("coins.success", { amount: transfer.amount, email: transfer.email }));
              // The balance, the batches and every list changed.
              void queryClient.invalidateQueries({ queryKey: coinKeys.all });
              void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
            }}
          />
        )}
      </div>
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
