import { fieldErrors, loginSchema } from "@griya/domain/auth-schemas";
import { data, redirect } from "react-router";
import * as v from "valibot";
import { login } from "../../lib/api.server";
import { tokenCookie } from "../../lib/auth-cookie";
import { isHttps } from "../../lib/cookies";
import { t } from "../../lib/i18n";
import { safeRedirect } from "../../lib/safe-redirect";
import type { LoginActionData } from "./login-action-data";

/** Checkbox values a browser may send for "Ingat saya". */
function isChecked(value: FormDataEntryValue | null): boolean {
  return value === "true" || value === "on" || value === "1";
}

/**
 * POST /login (the page and the modal): checks the form, calls POST /api/agent/auth/login, keeps the token in
 * an httpOnly cookie and redirects to the `redirect` field/query (same-site paths only) or "/".
 */
export async function loginAction(request: Request) {
  const form = await request.formData();
  const input = {
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
    remember: isChecked(form.get("remember")),
  };

  const parsed = v.safeParse(loginSchema, input);
  if (!parsed.success) {
    return data<LoginActionData>({ fieldErrors: fieldErrors(parsed.issues), formError: null }, { status: 400 });
  }

  const result = await login({ ...parsed.output, remember: parsed.output.remember ?? false });
  if (!result.ok) {
    const hasFieldErrors = Object.keys(result.fieldErrors).length > 0;
    return data<LoginActionData>(
      {
        fieldErrors: result.fieldErrors,
        formError: hasFieldErrors ? null : result.message || t("auth.loginFailed"),
      },
      { status: result.status === 470 ? 400 : result.status },
    );
  }

  const target = safeRedirect(form.get("redirect") ?? new URL(request.url).searchParams.get("redirect"), "/");
  const cookie = tokenCookie(result.token, { remember: input.remember, secure: isHttps(request) });
  return redirect(target, { headers: { "Set-Cookie": cookie } });
}
