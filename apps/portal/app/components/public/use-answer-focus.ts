import { useEffect, useRef } from "react";

/**
 * After a public form's answer arrives by fetcher: focus the confirmation when it was sent, else the first field
 * in error (or the form's own error), so a screen reader hears what happened.
 */
export function useAnswerFocus(answer: { ok: boolean } | undefined) {
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) sent.current?.focus();
    else form.current?.querySelector<HTMLElement>("[aria-invalid=true], .lead-error")?.focus();
  }, [answer]);
  return { form, sent };
}
