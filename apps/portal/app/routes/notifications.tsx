import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/notifications";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { NotificationList } from "../features/notifications/components/notification-list";
import { notificationsQuery } from "../features/notifications/queries";
import { serverApiClient } from "../lib/api.server";
import { queryClientContext, sessionContext } from "../lib/context";
import { pageParam } from "../lib/list-params";
import { pageMeta } from "../lib/page-meta";
import "../locales/notifications";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("notifications", error);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const queryClient = context.get(queryClientContext);
  await queryClient.fetchQuery(notificationsQuery(() => serverApiClient(token), page));
  return { page, dehydratedState: dehydrate(queryClient) };
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="g-stack">
        <div>
          <h1 className="g-page-title">{t("pages.notifications")}</h1>
          <p className="page-intro">{t("notifications.intro")}</p>
        </div>
        <NotificationList page={loaderData.page} />
      </div>
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
