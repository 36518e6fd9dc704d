import { ApiError, NetworkError } from "@griya/api-client/errors";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { classifyApiError } from "../../lib/api-problem";
import { browserApi } from "../../lib/browser-api";
import { reportProblem } from "../../lib/problem-store";
import { enquiryKeys, type Enquiry, type ReplyChannel } from "./queries";
import "../../locales/leads";

/** What an agent can do to a lead from the inbox or its page. */
export type LeadAction = "read" | "unread" | "archive" | "unarchive" | "delete";

export type LeadActionDone = { action: LeadAction; lead: Enquiry; message: string };

async function send(action: LeadAction, { uuid }: Enquiry): Promise<void> {
  const api = browserApi();
  switch (action) {
    case "read":
    case "unread":
      await api.POST("/api/enquiries/set_read", { body: { uuid, value: action === "read" } });
      return;
    case "archive":
    case "unarchive":
      await api.POST("/api/enquiries/set_archive", { body: { uuid, value: action === "archive" } });
      return;
    case "delete":
      await api.DELETE("/api/enquiries/{uuid}", { params: { path: { uuid } } });
      return;
  }
}

/** What the server said about a refusal, when it said something readable. */
function serverLines(error: unknown): string[] {
  const problem = classifyApiError(error);
  if (problem.kind === "fields") return Object.values(problem.fieldErrors).flat();
  if (error instanceof NetworkError) return [error.message];
  const text = error instanceof ApiError ? (error.body as { errors?: unknown } | null)?.errors : undefined;
  return typeof text === "string" && text.trim() !== "" ? [text] : [];
}

/**
 * Read/unread, archive/unarchive and delete (after the caller's confirmation), one at a time. Afterwards every
 * enquiry query is read again, the badge included, except a deleted lead's own page (it would answer 404 while
 * the page still shows it). The outcome is a success message or an Indonesian failure text; an ended session
 * goes to the session-expired dialog instead.
 */
export function useLeadActions(onDone?: (done: LeadActionDone) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; lines: string[] } | null>(null);

  const mutation = useMutation({
    mutationFn: async ({ action, lead }: { action: LeadAction; lead: Enquiry }) => {
      await send(action, lead);
      const gone = action === "delete" ? enquiryKeys.detail(lead.uuid) : null;
      await queryClient.invalidateQueries({
        queryKey: enquiryKeys.all,
        predicate: (query) => gone === null || query.queryKey.join("/") !== gone.join("/"),
      });
    },
    meta: { silent: true },
    onMutate: () => {
      setNotice(null);
      setFailure(null);
    },
    onSuccess: (_, { action, lead }) => {
      const message = t(`leads.done.${action}`, { name: lead.name });
      setNotice(message);
      onDone?.({ action, lead, message });
    },
    onError: (error, { action, lead }) => {
      const problem = classifyApiError(error);
      if (problem.kind === "session-expired") reportProblem(problem);
      else setFailure({ message: t(`leads.failed.${action}`, { name: lead.name }), lines: serverLines(error) });
    },
  });

  const run = useCallback(
    (action: LeadAction, lead: Enquiry) => {
      if (!mutation.isPending) mutation.mutate({ action, lead });
    },
    [mutation],
  );

  return {
    run,
    busy: mutation.isPending,
    /** The lead and action in flight, to mark its buttons busy. */
    current: mutation.isPending ? mutation.variables : undefined,
    notice,
    failure,
  };
}

/**
 * Records a reply button press (POST /api/enquiries/record_reply) without holding up the link: the request is
 * sent with keepalive and nobody waits for it. Once it lands the badge and lists catch up; a failure is
 * dropped, since the reply itself (WhatsApp, the call, the e-mail) already happened.
 */
export function useRecordReply() {
  const queryClient = useQueryClient();
  return useCallback(
    (lead: Enquiry, channel: ReplyChannel) => {
      browserApi()
        .POST("/api/enquiries/record_reply", { body: { uuid: lead.uuid, channel }, keepalive: true })
        .then(
          () => queryClient.invalidateQueries({ queryKey: enquiryKeys.all }),
          () => undefined,
        );
    },
    [queryClient],
  );
}
