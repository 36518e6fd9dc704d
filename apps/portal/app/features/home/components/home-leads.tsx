import "../../../locales/leads";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { durationText, minutesSince, relativeTime } from "../../../lib/lead-time";
import { RouterLink } from "../../../components/router-link";
import "../../../locales/leads";
import { ButtonLink } from "@griya/ui/button";
import { pathTo } from "../../../paths";
import { partState } from "../home-day";
import type { HomeSummary } from "../queries";
import { HomeBlock, type HomeBlockState } from "./home-block";

type Lead = NonNullable<HomeSummary["leads"]>["items"][number];

/** The reply buttons of a lead: the inbox's own, handed in by the route (features do not import each other). */
export type LeadRepliesSlot = (lead: Lead) => React.ReactNode;

type Props = {
  leads: HomeSummary["leads"] | undefined;
  now: number;
  state: HomeBlockState;
  onRetry: () => void;
  replies: LeadRepliesSlot;
};

/**
 * The unread leads, newest first: the buyer (opening the lead), the listing, how long the buyer waits, and the
 * inbox's own reply buttons (each press counts as the lead's response).
 */
export function HomeLeads({ leads, now, state, onRetry, replies }: Props) {
  const { t } = useTranslation();
  const more = leads ? leads.unread_count - leads.items.length : 0;
  return (
    <HomeBlock
      id="home-leads"
      className="home-block--wide"
      title={t("home.leads.title")}
      state={partState(leads, state)}
      onRetry={onRetry}
      badge={
        leads &&
        leads.unread_count > 0 && (
          <span className="g-badge home-count-badge">{t("home.leads.count", { count: leads.unread_count })}</span>
        )
      }
      action={
        <ButtonLink href={pathTo("leads")} linkComponent={RouterLink} size="sm" variant="secondary">
          {t("home.leads.all")}
        </ButtonLink>
      }
    >
      {leads && leads.items.length === 0 && <p className="home-empty-title">{t("home.leads.empty")}</p>}
      {leads && leads.items.length > 0 && (
        <ul className="home-list" aria-label={t("home.leads.title")}>
          {leads.items.map((lead) => (
            <li key={lead.uuid} className="home-lead">
              <p className="home-item-title">
                <Link to={pathTo("lead", { uuid: lead.uuid })}>{lead.name}</Link>
              </p>
              <p className="home-item-detail">
                {lead.listing ? t("home.leads.about", { title: lead.listing.title }) : t("leads.fromProfile")}
              </p>
              <p className="home-item-detail">
                <span className="g-badge home-waiting">
                  {t("leads.waiting", { duration: durationText(minutesSince(lead.last_message_at, now)) })}
                </span>{" "}
                <time dateTime={lead.last_message_at}>{relativeTime(lead.last_message_at, now)}</time>
              </p>
              {replies(lead)}
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p className="home-figure-note">{t("home.more", { count: more })}</p>}
    </HomeBlock>
  );
}
