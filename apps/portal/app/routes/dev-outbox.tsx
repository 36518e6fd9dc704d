import { Button } from "@griya/ui/button";
import { TextField } from "@griya/ui/text-field";
import { dehydrate, HydrationBoundary, useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Form, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/dev-outbox";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { OutboxList } from "../features/dev-outbox/components/outbox-list";
import { loadDevOutbox } from "../features/dev-outbox/outbox.server";
import { devOutboxQuery, type FetchOutbox } from "../features/dev-outbox/queries";
import { browserApi } from "../lib/browser-api";
import { queryClientContext } from "../lib/context";
import { pageMeta } from "../lib/page-meta";
import { PERSONAL_CACHE_CONTROL } from "../lib/personal-cache";
import "../locales/dev-outbox";

// Development only: the API answers 404 for /api/dev/outbox when NODE_ENV=production or to a visitor on
// another machine, and so does this page.
export const meta: Route.MetaFunction = ({ error }) => pageMeta("devOutbox", error);

// Messages hold one-time links and OTP codes, whoever is signed in: never cached.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PERSONAL_CACHE_CONTROL });

const fetchInBrowser: FetchOutbox = async (to) => {
  const { data: body } = await browserApi().GET("/api/dev/outbox", { params: { query: to ? { to } : {} } });
  return body?.data ?? [];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const to = (new URL(request.url).searchParams.get("to") ?? "").trim();
  const queryClient = context.get(queryClientContext);
  await loadDevOutbox(queryClient, to, request);
  return { to, dehydratedState: dehydrate(queryClient) };
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy = navigation.state !== "idle" || revalidator.state !== "idle";
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="g-stack">
        <div>
          <h1 className="g-page-title">{t("pages.devOutbox")}</h1>
          <p className="page-intro">{t("devOutbox.intro")}</p>
        </div>
        <Form method="get" className="g-card outbox-filter" role="search">
          <TextField
            label={t("devOutbox.filterLabel")}
            name="to"
            type="search"
            defaultValue={loaderData.to}
            hint={t("devOutbox.filterHint")}
          />
          <div className="form-actions">
            <Button type="submit" loading={busy} loadingLabel={t("common.loading")}>
              {t("devOutbox.filter")}
            </Button>
            <Button type="button" variant="secondary" onClick={() => void revalidator.revalidate()} disabled={busy}>
              {t("devOutbox.refresh")}
            </Button>
          </div>
        </Form>
        <OutboxMessages to={loaderData.to} />
      </div>
    </HydrationBoundary>
  );
}

function OutboxMessages({ to }: { to: string }) {
  const { data: messages } = useSuspenseQuery(devOutboxQuery(to, fetchInBrowser));
  return <OutboxList messages={messages} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
