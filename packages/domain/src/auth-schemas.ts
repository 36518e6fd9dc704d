// Valibot schemas for the auth forms, checked the same way in the browser and on the server.
import * as v from "valibot";
import { singleLine } from "./single-line";
import { FIELD_LABELS, boolean, email, labelFor, maxLength, required } from "./validation-messages";

export const EMAIL_MAX = 255;
export const PASSWORD_MAX = 255;

// abortPipeEarly: a field reports its first problem only ("wajib diisi", not also "format tidak valid").
const emailField = v.config(
  v.pipe(
    v.string(required(FIELD_LABELS.email)),
    singleLine(FIELD_LABELS.email),
    v.trim(),
    v.nonEmpty(required(FIELD_LABELS.email)),
    v.maxLength(EMAIL_MAX, maxLength(FIELD_LABELS.email, EMAIL_MAX)),
    v.email(email()),
  ),
  { abortPipeEarly: true },
);

const passwordField = v.config(
  v.pipe(
    v.string(required(FIELD_LABELS.password)),
    v.nonEmpty(required(FIELD_LABELS.password)),
    v.maxLength(PASSWORD_MAX, maxLength(FIELD_LABELS.password, PASSWORD_MAX)),
  ),
  { abortPipeEarly: true },
);

export const INVALID_BODY_MESSAGE = "Data yang dikirim tidak valid.";

/** Message of an object schema: it also covers missing keys, which read as "<label> wajib diisi.". */
export const objectMessage = (issue: v.ObjectIssue): string => {
  const key = issue.path?.at(-1)?.key;
  return typeof key === "string" ? required(labelFor(key)) : INVALID_BODY_MESSAGE;
};

/** POST /api/agent/auth/login body. */
export const loginSchema = v.object(
  {
    email: emailField,
    password: passwordField,
    remember: v.optional(v.boolean(boolean(FIELD_LABELS.remember))),
  },
  objectMessage,
);

/**
 * Field issues in the shape of a 470 response's `errors`: dotted field path → messages. Issues without a
 * path (the body is not an object at all) are left to the caller.
 */
export function fieldErrors(
  issues: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(v.flatten(issues).nested ?? {})) {
    if (messages) out[path] = [...messages];
  }
  return out;
}
