import { parse, useForm, type SubmissionResult } from "@conform-to/react";
import { fieldErrors } from "@griya/domain/auth-schemas";
import { useMemo, useState } from "react";
import * as v from "valibot";
import type { FormResult } from "./form-result";

/** The form's fields as Conform holds them: each input's text, or the list of a name given several times. */
type FormFields = Record<string, string | string[]>;

export type CheckedFormOptions<Schema extends v.GenericSchema> = {
  /** The form element's id (Conform finds the form by it). */
  id: string;
  /**
   * The domain schema: the one source of the field rules, checked again by the route action. A form whose rules
   * depend on what it holds (the listing form: the save asked for, the property type's field rules) gives a
   * function that picks the schema from the form's data.
   */
  schema: Schema | ((data: FormData) => Schema);
  /** FormData → the object the schema checks, as the route action reads it. */
  read: (data: FormData) => unknown;
  /** The last answer: a route action's (a fetcher's data, or the action data after a post without script), or
   *  the API's 470 messages of a form that sends through the API client. */
  result: FormResult | undefined;
  /** The form passed the check: send `data`, or `value` as the schema made it (the post itself is prevented). */
  onValid: (data: FormData, value: v.InferOutput<Schema>) => void;
  /** The check failed on sending (its messages are about to show): a form in steps shows the step holding them. */
  onInvalid?: (errors: Record<string, string[]>, data: FormData) => void;
  /** What the inputs start from, for a form that renders from Conform's `value` (the listing form). */
  defaultValue?: FormFields;
};

/**
 * A portal form on Conform (ADR 0047): checked in the browser with the domain's valibot schema before it is sent,
 * each field checked again as it is changed once it has shown a message, the route action's per-field messages
 * shown the same way, and focus on the first field with a message. Without script the form posts as it is and
 * the action answers with the same messages. `formError` is the answer's message of no field, until a later
 * press is refused by the check.
 */
export function useCheckedForm<Schema extends v.GenericSchema>({
  id,
  schema,
  read,
  result,
  onValid,
  onInvalid,
  defaultValue,
}: CheckedFormOptions<Schema>) {
  // The action's field messages as Conform's last result; every named field counts as checked, so that typing in
  // one field does not hide the messages of the others.
  const lastResult = useMemo<SubmissionResult<string[]> | undefined>(() => {
    if (!result) return undefined;
    if (result.ok) return { status: "success" };
    const validated = Object.fromEntries(Object.keys(result.fieldErrors).map((name) => [name, true]));
    return { status: "error", error: result.fieldErrors, state: { validated } };
  }, [result]);

  // The action's message of no field is about the attempt it answered: a later press the check refuses hides it.
  const [refusedAfter, setRefusedAfter] = useState<FormResult>();

  const [form] = useForm<FormFields, Record<string, unknown>, string[]>({
    id,
    defaultValue,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => {
      const submission = parse(formData, {
        resolve: () => {
          const rules = typeof schema === "function" ? schema(formData) : schema;
          const parsed = v.safeParse(rules, read(formData));
          return parsed.success
            ? { value: parsed.output as Record<string, unknown> }
            : { error: fieldErrors(parsed.issues) };
        },
      });
      // "error" only for a real submit (a check while typing or a form.update has no status).
      if (submission.status === "error") {
        setRefusedAfter(result);
        onInvalid?.(submission.error as Record<string, string[]>, formData);
      }
      return submission;
    },
    onSubmit: (event, { formData, submission }) => {
      event.preventDefault();
      if (submission?.status === "success") onValid(formData, submission.value);
    },
  });

  const formError = result && !result.ok && result !== refusedAfter ? result.formError : null;
  return { form, errors: form.allErrors, formError };
}
