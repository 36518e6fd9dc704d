import { useTranslation } from "react-i18next";
import { emailLink, phoneLink, whatsAppLink } from "../reply-links";
import type { Enquiry, ReplyChannel } from "../queries";
import { useRecordReply } from "../use-lead-actions";
import "../../../locales/leads";

/**
 * WhatsApp, call and e-mail buttons. They are plain links (the app opens at once); each press is also recorded
 * so the lead counts as answered, without waiting for that request.
 */
export function LeadReplies({ lead }: { lead: Enquiry }) {
  const { t } = useTranslation();
  const recordReply = useRecordReply();
  const record = (channel: ReplyChannel) => () => recordReply(lead, channel);
  return (
    <div className="lead-replies" role="group" aria-label={t("leads.repliesLabel", { name: lead.name })}>
      <a
        className="g-button g-button--primary g-button--sm lead-reply lead-reply--whatsapp"
        href={whatsAppLink(lead)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={record("whatsapp")}
        aria-label={`${t("leads.reply.whatsappNamed", { name: lead.name })} ${t("leads.reply.newTab")}`}
      >
        {t("leads.reply.whatsapp")}
      </a>
      <a
        className="g-button g-button--secondary g-button--sm lead-reply"
        href={phoneLink(lead.phone)}
        onClick={record("phone")}
        aria-label={t("leads.reply.phoneNamed", { name: lead.name })}
      >
        {t("leads.reply.phone")}
      </a>
      <a
        className="g-button g-button--secondary g-button--sm lead-reply"
        href={emailLink(lead)}
        onClick={record("email")}
        aria-label={t("leads.reply.emailNamed", { name: lead.name })}
      >
        {t("leads.reply.email")}
      </a>
    </div>
  );
}
