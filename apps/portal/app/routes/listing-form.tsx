import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/listing-form";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { ListingForm } from "../features/listing-form/components/listing-form";
import { loadListingForm } from "../features/listing-form/listing-form-api.server";
import { serverApiClient } from "../lib/api.server";
import { queryClientContext, sessionContext } from "../lib/context";
import { orNotFound } from "../lib/not-found";
import { pageMeta } from "../lib/page-meta";
import { citiesQuery, districtsQuery, provincesQuery } from "../lib/region-queries";
import "../locales/listing-form";

// One module behind /listing/add and /listing/edit/:uuid: the uuid says which.

export const meta: Route.MetaFunction = ({ params, error }) =>
  pageMeta("uuid" in params && params.uuid ? "listingEdit" : "listingAdd", error);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { token } = context.get(sessionContext);
  const queryClient = context.get(queryClientContext);
  const uuid = "uuid" in params ? params.uuid : undefined;
  const load = await orNotFound(loadListingForm(token, uuid));
  // The listing's region choices render with their lists on the first paint.
  // The regional calls are public: no token.
  const regions = () => serverApiClient();
  const province = load.edit?.province_id;
  const city = load.edit?.city_id;
  await Promise.all([
    queryClient.ensureQueryData(provincesQuery(regions)),
    province ? queryClient.ensureQueryData(citiesQuery(regions, province)) : null,
    city ? queryClient.ensureQueryData(districtsQuery(regions, city)) : null,
  ]);
  // A new listing's photos are uploaded under this key until its first save gives it a uuid.
  return { load, newFormKey: crypto.randomUUID(), dehydratedState: dehydrate(queryClient) };
}

/** The form holds what the agent typed: an unrelated submission elsewhere must not reload it. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function ListingFormPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { load, newFormKey } = loaderData;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="g-stack">
        <div>
          <h1 className="g-page-title">{t(load.mode === "edit" ? "pages.listingEdit" : "pages.listingAdd")}</h1>
          <p className="page-intro">{t(load.mode === "edit" ? "listingForm.introEdit" : "listingForm.introAdd")}</p>
        </div>
        <ListingForm key={load.edit?.uuid ?? "new"} load={load} newFormKey={newFormKey} />
      </div>
    </HydrationBoundary>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
