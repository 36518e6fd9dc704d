import { emailSchema } from "@griya/domain/account-schemas";
import { fieldErrors } from "@griya/domain/auth-schemas";
import * as v from "valibot";
import { apiFailure, invalidForm } from "../../lib/action-failure.server";
import { serverApiClient } from "../../lib/api.server";
import { t } from "../../lib/i18n";
import { readEmailForm } from "./account-forms";

/** POST /api/auth/resend_activation {email}: a new activation link (earlier ones stop working). */
export async function resendActivation(request: Request, form: FormData) {
  const parsed = v.safeParse(emailSchema, readEmailForm(form));
  if (!parsed.success) return invalidForm(fieldErrors(parsed.issues));
  try {
    await serverApiClient(null, request).POST("/api/auth/resend_activation", { body: { email: parsed.output.email } });
  } catch (error) {
    return apiFailure(error, t("common.requestFailed"));
  }
  return { ok: true as const, intent: "resend-activation" as const, email: parsed.output.email };
}
