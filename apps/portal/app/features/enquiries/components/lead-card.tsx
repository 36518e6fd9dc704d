import { Link } from "react-router";
import { pathTo } from "../../../paths";
import type { Enquiry } from "../queries";
import type { LeadAction } from "../use-lead-actions";
import { LeadActionButtons } from "./lead-action-buttons";
import { LeadContent, LeadStatus } from "./lead-content";
import { LeadReplies } from "./lead-replies";

export type LeadCardProps = {
  lead: Enquiry;
  now: number;
  run: (action: LeadAction, lead: Enquiry) => void;
  current?: { action: LeadAction; lead: Enquiry };
};

/** One lead in the inbox: the whole lead, its reply buttons and actions; the name opens its page. */
export function LeadCard({ lead, now, run, current }: LeadCardProps) {
  const headingId = `lead-${lead.uuid}`;
  const unread = !lead.read && !lead.archive;
  return (
    <article className="g-card lead-card" aria-labelledby={headingId} data-unread={unread || undefined}>
      <div className="lead-card-head">
        <h2 id={headingId} className="g-card-title lead-name">
          <Link to={pathTo("lead", { uuid: lead.uuid })}>{lead.name}</Link>
        </h2>
        <LeadStatus lead={lead} />
      </div>
      <LeadContent lead={lead} now={now} />
      <LeadReplies lead={lead} />
      <LeadActionButtons lead={lead} run={run} current={current} />
    </article>
  );
}
