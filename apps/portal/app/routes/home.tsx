import { dehydrate, HydrationBoundary, useSuspenseQuery } from "@tanstack/react-query";
import { useLayoutEffect } from "react";
import type { Route } from "./+types/home";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { currentUserQuery, fetchCurrentUserInBrowser } from "../features/auth/queries";
import { BannerCarousel } from "../features/banners/components/banner-carousel";
import { bannersQuery } from "../features/banners/queries";
import { markTakeoverSeen } from "../features/banners/takeover-seen";
import { LeadReplies } from "../features/enquiries/components/lead-replies";
import { HomeSummary } from "../features/home/components/home-summary";
import { HomeWelcome } from "../features/home/components/home-welcome";
import { homeSummaryQuery } from "../features/home/queries";
import { WELCOME_DISMISS_INTENT, type WelcomeTrial } from "../features/home/welcome";
import { dismissWelcome, welcomeTrial } from "../features/home/welcome.server";
import { getCurrentUser, serverApiClient } from "../lib/api.server";
import { queryClientContext, sessionContext } from "../lib/context";
import { pageMeta } from "../lib/page-meta";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("home", error);

export async function loader({ context, request }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext);
  const { token } = context.get(sessionContext);
  // The user is already in the cache from the session middleware: no second request to the API. The summary is
  // read on every visit (leads and expiries move all day); prefetchQuery never throws, so when the summary cannot
  // be read the page still renders and its blocks say so.
  const [user] = await Promise.all([
    queryClient.ensureQueryData(currentUserQuery(async () => (token ? getCurrentUser(token) : null))),
    queryClient.prefetchQuery(homeSummaryQuery(() => serverApiClient(token))),
    queryClient.prefetchQuery(bannersQuery(() => serverApiClient(token), "AGENT")),
  ]);
  const welcome = await welcomeTrial(request, user);
  return { now: Date.now(), welcome, dehydratedState: dehydrate(queryClient) };
}

/** "Tutup sambutan" (the home's only form). */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const { user } = context.get(sessionContext);
  if (form.get("intent") === WELCOME_DISMISS_INTENT && user) return dismissWelcome(request, user);
  return null;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <HomeContent now={loaderData.now} welcome={loaderData.welcome} />
    </HydrationBoundary>
  );
}

function HomeContent({ now, welcome }: { now: number; welcome: WelcomeTrial | null }) {
  const { data: user } = useSuspenseQuery(currentUserQuery(fetchCurrentUserInBrowser));
  const welcomedId = welcome && user ? user.id : null;
  // The welcome comes before any banner: the takeover (ADR 0034) counts as seen on a day the welcome shows, so it
  // waits for the next day. A layout effect, so it is remembered before the takeover's own (passive) check runs.
  useLayoutEffect(() => {
    if (welcomedId === null) return;
    try {
      markTakeoverSeen(window.localStorage, welcomedId, new Date());
    } catch {
      // No storage: the takeover already counts as seen then.
    }
  }, [welcomedId]);
  // The guard only lets agents in; null is a session that ended between loader and render.
  return user ? (
    <HomeSummary
      agentId={user.id}
      name={user.name}
      membership={user.membership}
      now={now}
      leadReplies={(lead) => <LeadReplies lead={lead} />}
      promotion={<BannerCarousel />}
      welcome={
        welcome
          ? (slotsInUse) => (
              <HomeWelcome
                name={user.name}
                trial={welcome}
                hasListing={slotsInUse === null ? null : slotsInUse > 0}
                hasProfilePhoto={user.avatar_url !== null}
                dismissIntent={WELCOME_DISMISS_INTENT}
              />
            )
          : undefined
      }
    />
  ) : null;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
