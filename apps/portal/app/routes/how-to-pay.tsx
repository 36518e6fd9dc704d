import { dehydrate, HydrationBoundary, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/how-to-pay";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { HowToPayView } from "../features/orders/components/how-to-pay-view";
import { paymentQrSource } from "../features/orders/payment-qr.server";
import { orderQuery } from "../features/orders/queries";
import { serverApiClient } from "../lib/api.server";
import { browserApi } from "../lib/browser-api";
import { queryClientContext, sessionContext } from "../lib/context";
import { orNotFound } from "../lib/not-found";
import { pageMeta } from "../lib/page-meta";
import { readResume, type ResumeRecord } from "../lib/resume-action";
import "../locales/commerce";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("howToPay", error);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const queryClient = context.get(queryClientContext);
  const order = await orNotFound(queryClient.fetchQuery(orderQuery(() => serverApiClient(token), params.uuid)));
  return {
    uuid: params.uuid,
    qrSource: paymentQrSource(order),
    resume: readResume(request.headers.get("cookie")),
    dehydratedState: dehydrate(queryClient),
  };
}

export default function HowToPay({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <HowToPayContent uuid={loaderData.uuid} qrSource={loaderData.qrSource} resume={loaderData.resume} />
    </HydrationBoundary>
  );
}

function HowToPayContent({
  uuid,
  qrSource,
  resume,
}: {
  uuid: string;
  qrSource: string | null;
  resume: ResumeRecord | null;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  // Polled every few seconds while PENDING (orderQuery's refetchInterval); poll failures wait for the next tick.
  const { data: order } = useQuery({ ...orderQuery(browserApi, uuid), meta: { silent: true } });
  const status = order?.status;
  const previous = useRef(status);

  useEffect(() => {
    if (previous.current === "PENDING" && status === "PAID") {
      // The membership and the tier in the header changed with the payment: reload the agent.
      void revalidator.revalidate();
    }
    previous.current = status;
  }, [status, revalidator]);

  return (
    <div className="g-stack narrow-page">
      <div>
        <h1 className="g-page-title">{t("pages.howToPay")}</h1>
        {status === "PENDING" && <p className="page-intro">{t("howToPay.intro")}</p>}
      </div>
      {order && <HowToPayView order={order} qrSource={qrSource} resume={resume} />}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
