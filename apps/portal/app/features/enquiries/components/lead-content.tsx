import { StatusBadge } from "@griya/ui/status-badge";
import { useTranslation } from "react-i18next";
import type { Enquiry } from "../queries";
import { LeadListing } from "./lead-listing";
import { LeadArrival, LeadMessages } from "./lead-time";
import "../../../locales/leads";

/** "Belum dibaca" / "Diarsipkan" next to a lead's name. */
export function LeadStatus({ lead }: { lead: Enquiry }) {
  const { t } = useTranslation();
  if (lead.archive) return <StatusBadge tone="neutral">{t("leads.archived")}</StatusBadge>;
  if (!lead.read) return <StatusBadge tone="info">{t("leads.unread")}</StatusBadge>;
  return null;
}

/** Everything a lead says, the same in the inbox and on its page: arrival, contact, messages, listing. */
export function LeadContent({ lead, now }: { lead: Enquiry; now: number }) {
  const { t } = useTranslation();
  return (
    <>
      <LeadArrival lead={lead} now={now} />
      <dl className="fact-list lead-contact">
        <div>
          <dt>{t("leads.phone")}</dt>
          <dd>{lead.phone}</dd>
        </div>
        <div>
          <dt>{t("leads.email")}</dt>
          <dd className="lead-email">{lead.email}</dd>
        </div>
      </dl>
      <LeadMessages lead={lead} now={now} />
      <LeadListing lead={lead} />
    </>
  );
}
