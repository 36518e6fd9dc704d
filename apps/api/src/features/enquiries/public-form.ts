import { randomUUID } from "node:crypto";
import { normalisePhoneNumber, PHONE_NUMBER_MESSAGE } from "@griya/domain/phone-number";
import * as msg from "@griya/domain/validation-messages";

// What the two public forms (enquiry and KPR consultation) share: the honeypot, the phone and trimmed text.

/** A filled honeypot is a bot: it gets a success that names nothing, and nothing is stored or sent. */
export function honeypotAnswer(website: string | null | undefined): { data: { uuid: string } } | null {
  return website != null && website.trim() !== "" ? { data: { uuid: randomUUID() } } : null;
}

type FieldErrors = Record<string, string[]>;

export function fieldErrors() {
  const errors: FieldErrors = {};
  return {
    errors,
    refuse: (field: string, text: string) => void (errors[field] ??= []).push(text),
    /** Trimmed; refused as required when only spaces were typed. */
    requiredText(field: string, value: string): string {
      const trimmed = value.trim();
      if (trimmed === "") (errors[field] ??= []).push(msg.required(msg.labelFor(field)));
      return trimmed;
    },
    /** "08…", refused with the Indonesian example otherwise. */
    phone(field: string, value: string): string {
      const phone = normalisePhoneNumber(value);
      if (phone === null) (errors[field] ??= []).push(PHONE_NUMBER_MESSAGE);
      return phone ?? "";
    },
    get any() {
      return Object.keys(errors).length > 0;
    },
  };
}

/** The key a phone is rate-limited by: the normalised number, else what was typed (still one key per typing). */
export const phoneKey = (typed: string) => normalisePhoneNumber(typed) ?? typed.trim().toLowerCase();
