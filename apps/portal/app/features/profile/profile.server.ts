import { profileSchemaFor } from "@griya/domain/account-schemas";
import { fieldErrors } from "@griya/domain/auth-schemas";
import * as v from "valibot";
import { apiFailure, invalidForm } from "../../lib/action-failure.server";
import { serverApiClient } from "../../lib/api.server";
import { t } from "../../lib/i18n";
import { readProfileForm } from "./profile-forms";

/** POST /profile → POST /api/agent/update-profile (the whole editable profile at once). */
export async function updateProfileAction(request: Request, token: string | null) {
  // The office rule needs the agent types; the API applies it (the browser already did, with the form's lists).
  const parsed = v.safeParse(profileSchemaFor(null), readProfileForm(await request.formData()));
  if (!parsed.success) return invalidForm(fieldErrors(parsed.issues));
  try {
    await serverApiClient(token).POST("/api/agent/update-profile", { body: parsed.output });
  } catch (error) {
    return apiFailure(error, t("common.requestFailed"));
  }
  return { ok: true as const };
}
