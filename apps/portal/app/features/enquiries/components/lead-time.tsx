import { useTranslation } from "react-i18next";
import { durationText, exactTime, minutesSince, relativeTime } from "../../../lib/lead-time";
import type { Enquiry } from "../queries";
import "../../../locales/leads";

/** When a lead arrived ("5 menit lalu") with the exact WIB time beside it, and for an unread lead how long it waits. */
export function LeadArrival({ lead, now }: { lead: Enquiry; now: number }) {
  const { t } = useTranslation();
  const waiting = !lead.read && !lead.archive;
  // Counted from the newest message: a later message brings a lead back unread, and that message is what waits.
  return (
    <p className="lead-arrival">
      <span>
        {t("leads.arrived")}{" "}
        <time dateTime={lead.created_at} className="lead-arrival-relative">
          {relativeTime(lead.created_at, now)}
        </time>{" "}
        <span className="lead-arrival-exact">({exactTime(lead.created_at)})</span>
      </span>
      {waiting && (
        <span className="g-badge lead-waiting">
          {t("leads.waiting", { duration: durationText(minutesSince(lead.last_message_at, now)) })}
        </span>
      )}
    </p>
  );
}

/** A message with its own arrival time (the inbox and the page list every message, oldest first). */
export function LeadMessages({ lead, now }: { lead: Enquiry; now: number }) {
  const { t } = useTranslation();
  return (
    <ol className="lead-messages" aria-label={t("leads.messageCount", { count: lead.messages.length })}>
      {lead.messages.map((message, index) => (
        <li key={`${message.created_at}-${index}`} className="lead-message">
          <p className="lead-message-text">{message.message}</p>
          {lead.messages.length > 1 && (
            <p className="lead-message-time">
              <time dateTime={message.created_at}>{relativeTime(message.created_at, now)}</time> (
              {exactTime(message.created_at)})
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
