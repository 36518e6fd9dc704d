import { TextField } from "@griya/ui/text-field";
import type { ReactNode } from "react";
import { useActionData, useFetcher } from "react-router";
import { MessageField } from "../../../components/public/message-field";
import { useAnswerFocus } from "../../../components/public/use-answer-focus";
import { salesFormText as text } from "../../../locales/sales-forms-public";
import type { SalesFormAnswer } from "../sales-form-answer";

export type SalesFieldProps = { name: string; id: string; defaultValue?: string; error?: string[] };

export type SalesFormProps = {
  intent: string;
  /** Prefix of the field ids, unique on the page. */
  id: string;
  submitLabel: string;
  sentText: string;
  /** The form's own fields between the contact (name, e-mail, phone) and the message. */
  children: (field: (name: string) => SalesFieldProps) => ReactNode;
};

/**
 * The three sales forms share this: a plain form post to the page's route (it works without JavaScript; the
 * answer comes back with the page), sent by a fetcher with JavaScript. The server validates; the answer moves
 * focus to the confirmation or the first field in error. Inputs are uncontrolled, so what was typed stays when
 * sending fails.
 */
export function SalesForm({ intent, id, submitLabel, sentText, children }: SalesFormProps) {
  const fetcher = useFetcher<SalesFormAnswer>();
  const posted = useActionData<SalesFormAnswer>();
  const answer = fetcher.data ?? (posted?.intent === intent ? posted : undefined);
  const { form, sent } = useAnswerFocus(fetcher.data);
  const busy = fetcher.state !== "idle";

  if (answer?.ok) {
    return (
      <p ref={sent} className="lead-sent" role="status" tabIndex={-1}>
        {sentText}
      </p>
    );
  }

  const failed = answer && !answer.ok ? answer : undefined;
  const field = (name: string): SalesFieldProps => ({
    name,
    id: `${id}-${name}`,
    defaultValue: failed?.values?.[name],
    error: failed?.fieldErrors?.[name],
  });
  return (
    <fetcher.Form ref={form} method="post" noValidate className="lead-form" aria-busy={busy || undefined}>
      <input type="hidden" name="intent" value={intent} />
      <TextField {...field("name")} label={text.fields.name} autoComplete="name" required maxLength={100} />
      <TextField
        {...field("email")}
        label={text.fields.email}
        type="email"
        autoComplete="email"
        required
        maxLength={255}
      />
      <TextField
        {...field("phone")}
        label={text.fields.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={20}
        hint={text.fields.phoneHint}
      />
      {children(field)}
      <MessageField {...field("message")} label={text.fields.message} />
      {/* Honeypot: people never see it; a bot that fills it gets a success and nothing is sent. */}
      <div className="lead-trap" aria-hidden="true">
        <label>
          {text.fields.honeypot}
          <input name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {failed?.error && (
        <p className="lead-error" role="alert" tabIndex={-1}>
          {failed.error}
        </p>
      )}
      <button type="submit" className="g-button g-button--primary g-button--md lead-submit" disabled={busy}>
        {busy ? text.sending : failed?.retry ? text.retry : submitLabel}
      </button>
    </fetcher.Form>
  );
}
