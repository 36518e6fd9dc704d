import { ButtonLink } from "@griya/ui/button";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { RouterLink } from "../../../components/router-link";
import { browserApi } from "../../../lib/browser-api";
import { pathTo } from "../../../paths";
import { enquiryKeys, enquiryQuery, type Enquiry } from "../queries";
import { useLeadActions } from "../use-lead-actions";
import { useNow } from "../../../lib/use-now";
import { LeadActionButtons } from "./lead-action-buttons";
import { LeadContent, LeadStatus } from "./lead-content";
import { LeadNotice } from "./lead-notice";
import type { InboxNavigationState } from "./lead-inbox";
import { LeadReplies } from "./lead-replies";
import "./leads.css";
import "../../../locales/leads";

/**
 * /leads/<uuid>: the whole lead. Opening it marks it read (once, in the browser: a link prefetch or a crawler
 * of the e-mail's link must not), which also stops its waiting time; the badge follows.
 */
export function LeadPageView({ uuid, now: loadedAt }: { uuid: string; now: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const now = useNow(loadedAt);
  const { data: lead } = useSuspenseQuery(enquiryQuery(browserApi, uuid));
  const { run, current, notice, failure } = useLeadActions(({ action, message }) => {
    if (action === "delete")
      void navigate(pathTo("leads"), { state: { notice: message } satisfies InboxNavigationState });
  });

  const markOpened = useMutation({
    mutationFn: async (opened: Enquiry) =>
      (await browserApi().POST("/api/enquiries/set_read", { body: { uuid: opened.uuid, value: true } })).data?.data,
    // Not worth a dialog: the lead stays unread and the agent can mark it by hand.
    meta: { silent: true },
    onSuccess: (updated) => {
      if (updated) queryClient.setQueryData(enquiryKeys.detail(updated.uuid), updated);
      void queryClient.invalidateQueries({ queryKey: enquiryKeys.all, predicate: (q) => q.queryKey[1] !== "detail" });
    },
  });
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (opened.current === lead.uuid) return;
    opened.current = lead.uuid;
    if (!lead.read) markOpened.mutate(lead);
  }, [lead, markOpened]);

  return (
    <div className="g-stack leads lead-page">
      <div className="lead-card-head">
        <h1 className="g-page-title lead-name">{lead.name}</h1>
        <LeadStatus lead={lead} />
      </div>
      <LeadNotice message={notice} failure={failure} />
      <section className="g-card g-stack lead-card" aria-label={t("pages.lead")}>
        <LeadContent lead={lead} now={now} />
        <LeadReplies lead={lead} />
        <LeadActionButtons lead={lead} run={run} current={current} />
      </section>
      <div>
        <ButtonLink href={pathTo("leads")} variant="ghost" linkComponent={RouterLink}>
          {t("leads.backToInbox")}
        </ButtonLink>
      </div>
    </div>
  );
}
