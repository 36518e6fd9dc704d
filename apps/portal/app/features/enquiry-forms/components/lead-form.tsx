import { TextField } from "@griya/ui/text-field";
import { useEffect, type ReactNode } from "react";
import { useActionData, useFetcher } from "react-router";
import { MessageField } from "../../../components/public/message-field";
import { useAnswerFocus } from "../../../components/public/use-answer-focus";
import type { LeadAnswer, LeadField } from "../lead-answer";

/** The visitor's name, e-mail and phone, kept in this browser to fill the next form. */
const REMEMBERED = "griya-kontak";
const REMEMBERED_FIELDS = ["name", "email", "phone"] as const;

export type LeadFormProps = {
  intent: string;
  /** The form's id (a link to it focuses it) and the prefix of its field ids, unique on the page. */
  id: string;
  submitLabel: string;
  sentText: string;
  message: { label: string; defaultValue?: string; required: boolean };
  emailRequired: boolean;
  /** Hidden fields and any text shown above the button (the KPR form's loan). */
  children?: ReactNode;
};

/**
 * The enquiry form and the KPR request share this: a plain form post to the page's route (it works without
 * JavaScript; the answer comes back with the page), sent by a fetcher with JavaScript. The server validates;
 * the answer moves focus to the confirmation or the first field in error. Inputs are uncontrolled, so what was
 * typed stays when sending fails.
 */
export function LeadForm({ intent, id, submitLabel, sentText, message, emailRequired, children }: LeadFormProps) {
  const fetcher = useFetcher<LeadAnswer>();
  const posted = useActionData<LeadAnswer>();
  const answer = fetcher.data ?? (posted?.intent === intent ? posted : undefined);
  const { form, sent } = useAnswerFocus(fetcher.data);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(REMEMBERED) ?? "{}") as Record<string, string>;
      for (const name of REMEMBERED_FIELDS) {
        const input = form.current?.elements.namedItem(name) as HTMLInputElement | null;
        if (input && !input.value && typeof saved[name] === "string") input.value = saved[name];
      }
    } catch {
      // Storage off (private mode) or a damaged value: the visitor types as usual.
    }
  }, [form]);

  if (answer?.ok) {
    return (
      <p ref={sent} id={id} className="lead-sent" role="status" tabIndex={-1}>
        {sentText}
      </p>
    );
  }

  const field = (name: LeadField) => ({
    name,
    id: `${id}-${name}`,
    defaultValue: answer?.values?.[name],
    error: answer?.fieldErrors?.[name],
  });
  return (
    <fetcher.Form
      ref={form}
      id={id}
      // A link to the form (the listing page's phone bar) moves the focus to it.
      tabIndex={-1}
      method="post"
      noValidate
      className="lead-form"
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        try {
          const typed = new FormData(event.currentTarget);
          localStorage.setItem(
            REMEMBERED,
            JSON.stringify(Object.fromEntries(REMEMBERED_FIELDS.map((name) => [name, typed.get(name)]))),
          );
        } catch {
          // Not remembered: nothing lost.
        }
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <TextField {...field("name")} label="Nama" autoComplete="name" required maxLength={100} />
      <TextField
        {...field("phone")}
        label="Nomor ponsel"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={20}
        hint="Contoh: 0812 3456 7890"
      />
      <TextField
        {...field("email")}
        label={emailRequired ? "Email" : "Email (opsional)"}
        type="email"
        autoComplete="email"
        required={emailRequired}
        maxLength={255}
      />
      <MessageField {...field("message")} {...message} defaultValue={answer?.values?.message ?? message.defaultValue} />
      {/* Honeypot: people never see it; a bot that fills it gets a success and nothing is sent. */}
      <div className="lead-trap" aria-hidden="true">
        <label>
          Situs web
          <input name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {children}
      {answer?.error && (
        <p className="lead-error" role="alert" tabIndex={-1}>
          {answer.error}
        </p>
      )}
      <button type="submit" className="g-button g-button--primary g-button--md lead-submit" disabled={busy}>
        {busy ? "Mengirim…" : answer?.retry ? "Coba lagi" : submitLabel}
      </button>
    </fetcher.Form>
  );
}
