import { registerSchemaFor } from "@griya/domain/account-schemas";
import { fieldErrors } from "@griya/domain/auth-schemas";
import * as v from "valibot";
import { apiFailure, invalidForm } from "../../lib/action-failure.server";
import { serverApiClient } from "../../lib/api.server";
import { t } from "../../lib/i18n";
import { readRegisterForm } from "./account-forms";
import type { FetchRegisterForm } from "./queries";
import { RESEND_ACTIVATION_INTENT } from "./resend-activation-intent";
import { resendActivation } from "./resend-activation.server";
import "../../locales/account";

export const fetchRegisterFormOnServer: FetchRegisterForm = async () => {
  const { data } = await serverApiClient().GET("/api/agent/auth/register/get_form");
  if (!data) throw new Error("Empty get_form answer");
  return data.data;
};

/**
 * POST /register (the page and the register modal): checks the form with the domain schema, then
 * POST /api/agent/auth/register. The account is not logged in: the answer says to open the activation e-mail.
 * The success screen's "Kirim ulang email aktivasi" posts here too.
 */
export async function registerAction(request: Request) {
  const form = await request.formData();
  if (form.get("intent") === RESEND_ACTIVATION_INTENT) return resendActivation(request, form);

  // The office rule needs the agent types; the API applies it (the browser already did, with the form's lists).
  const parsed = v.safeParse(registerSchemaFor(null), readRegisterForm(form));
  if (!parsed.success) return invalidForm(fieldErrors(parsed.issues));
  try {
    const { data } = await serverApiClient(null, request).POST("/api/agent/auth/register", { body: parsed.output });
    return {
      ok: true as const,
      intent: "register" as const,
      email: data?.data.email ?? parsed.output.email,
      message: data?.data.message ?? null,
    };
  } catch (error) {
    // The registration error text stays on the form besides the dialog (docs/product/error-codes.md).
    return apiFailure(error, t("register.failed"), { formErrorWithDialog: true });
  }
}
