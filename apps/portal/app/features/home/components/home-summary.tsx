import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { MembershipExpiryWarning } from "../../../components/membership-expiry-warning";
import { useNow } from "../../../lib/use-now";
import { browserApi } from "../../../lib/browser-api";
import type { Membership } from "../../../lib/current-user";
import { homeSummaryQuery } from "../queries";
import { HomeAgentPage } from "./home-agent-page";
import type { HomeBlockState } from "./home-block";
import { HomeCoins } from "./home-coins";
import { HomeExpiringListings } from "./home-expiring-listings";
import { HomeFailedReposts } from "./home-failed-reposts";
import { HomeLeads, type LeadRepliesSlot } from "./home-leads";
import { HomeMembership } from "./home-membership";
import { HomeNotifications } from "./home-notifications";
import { HomeSlots } from "./home-slots";
import "./home.css";

export type HomeSummaryProps = {
  /** The agent's user id: the way to their public page. */
  agentId: number;
  name: string;
  membership: Membership | null;
  /** The loader's clock, so the server's days and waiting times match the first browser render. */
  now: number;
  /** The reply buttons under each unread lead. */
  leadReplies: LeadRepliesSlot;
  /** The banners' carousel, under the greeting. */
  promotion?: React.ReactNode;
  /** A new agent's welcome, given the summary's slots (a listing holds one); before anything else. */
  welcome?: (slotsInUse: number | null) => React.ReactNode;
};

/**
 * The agent's home: the day at a glance, each block with its one action. The blocks come from one request
 * (GET /api/home/summary, rendered on the server); when it or one of its parts fails, only the blocks concerned
 * say so, and the membership (from the user) always shows.
 */
export function HomeSummary({
  agentId,
  name,
  membership,
  now: loaderNow,
  leadReplies,
  promotion,
  welcome,
}: HomeSummaryProps) {
  const { t } = useTranslation();
  const now = useNow(loaderNow);
  const summary = useQuery(homeSummaryQuery(browserApi));
  // Without data the server renders "loading" as the browser's first render does (no hydration mismatch); the
  // browser then reads the summary itself, and says "unavailable" only once that has failed.
  const state: HomeBlockState = summary.data
    ? "ready"
    : summary.isError && !summary.isFetching
      ? "unavailable"
      : "loading";
  const retry = () => void summary.refetch();
  const data = summary.data;
  return (
    <div className="g-stack">
      <div>
        <h1 className="g-page-title">{t("home.greeting", { name })}</h1>
        <p className="home-intro">{t("home.intro")}</p>
      </div>
      {welcome?.(data?.slots?.current_amount ?? null)}
      {/* Without an active membership the agent's listings are hidden from search. */}
      <MembershipExpiryWarning />
      {promotion}
      <div className="home-grid">
        <HomeLeads leads={data?.leads} now={now} state={state} onRetry={retry} replies={leadReplies} />
        <HomeExpiringListings expiring={data?.expiring_listings} now={now} state={state} onRetry={retry} />
        <HomeFailedReposts failed={data?.failed_reposts} state={state} onRetry={retry} />
        <HomeCoins coins={data?.coins} membership={membership} state={state} onRetry={retry} />
        <HomeSlots slots={data?.slots} state={state} onRetry={retry} />
        <HomeMembership membership={membership} now={now} />
        <HomeNotifications notifications={data?.notifications} state={state} onRetry={retry} />
        <HomeAgentPage reveals={data?.agent_page_reveals} agentId={agentId} state={state} onRetry={retry} />
      </div>
    </div>
  );
}
