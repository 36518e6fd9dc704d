// Valibot schemas of the public lead forms (the enquiry of the listing and agent pages, the KPR consultation):
// the one source of their field rules and messages (ADR 0043), run whole by the API so a visitor sees every
// mistake at once. Each message names its field with the word of the form's label ("Nomor ponsel").
import * as v from "valibot";
import { ENQUIRY_LIMITS } from "./enquiry-rules";
import { singleLine } from "./single-line";
import { PHONE_NUMBER_MESSAGE, normalisePhoneNumber } from "./phone-number";
import { email, maxLength, required } from "./validation-messages";

/** The forms' labels, which their messages repeat. */
const LEAD_FORM_LABELS = { name: "Nama", phone: "Nomor ponsel", email: "Email", message: "Pesan" } as const;

/** The longest phone the forms take as typed ("+62 812-3456-7890" and the like). */
const LEAD_PHONE_MAX = 20;

const L = LEAD_FORM_LABELS;
const firstIssueOnly = { abortPipeEarly: true } as const;
const filled = (label: string) => v.check((value: string) => value !== "", required(label));

const name = v.pipe(
  v.string(required(L.name)),
  singleLine(L.name),
  v.trim(),
  filled(L.name),
  v.maxLength(ENQUIRY_LIMITS.nameMax, maxLength(L.name, ENQUIRY_LIMITS.nameMax)),
);
const phone = v.pipe(
  v.string(required(L.phone)),
  singleLine(L.phone),
  v.trim(),
  filled(L.phone),
  v.maxLength(LEAD_PHONE_MAX, maxLength(L.phone, LEAD_PHONE_MAX)),
  v.check((value: string) => normalisePhoneNumber(value) !== null, PHONE_NUMBER_MESSAGE),
);
const emailMax = () =>
  v.maxLength<string, number, string>(ENQUIRY_LIMITS.emailMax, maxLength(L.email, ENQUIRY_LIMITS.emailMax));
const messageMax = () =>
  v.maxLength<string, number, string>(ENQUIRY_LIMITS.messageMax, maxLength(L.message, ENQUIRY_LIMITS.messageMax));

/** The enquiry to an agent: every field required. */
export const enquiryFormSchema = v.object({
  name,
  phone,
  email: v.pipe(
    v.string(required(L.email)),
    singleLine(L.email),
    v.trim(),
    emailMax(),
    filled(L.email),
    v.email(email()),
  ),
  message: v.pipe(v.string(required(L.message)), v.trim(), filled(L.message), messageMax()),
});

/** The KPR consultation: name and phone required; an e-mail, when given, must be one. */
export const consultationFormSchema = v.object({
  name,
  phone,
  email: v.nullish(
    v.pipe(
      v.string(),
      singleLine(L.email),
      v.trim(),
      emailMax(),
      v.check((value: string) => value === "" || v.is(v.pipe(v.string(), v.email()), value), email()),
    ),
  ),
  message: v.nullish(v.pipe(v.string(), messageMax())),
});

type LeadFormSchema = typeof enquiryFormSchema | typeof consultationFormSchema;

/** Every field's first problem, at once: `{ phone: ["Nomor ponsel wajib diisi."], … }` (empty when all is well). */
export function leadFormErrors(schema: LeadFormSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input, firstIssueOnly);
  if (result.success) return {};
  const nested = v.flatten<LeadFormSchema>(result.issues).nested ?? {};
  return Object.fromEntries(
    Object.entries(nested).filter((entry): entry is [string, [string, ...string[]]] => !!entry[1]),
  );
}
