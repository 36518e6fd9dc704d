import { emailSchema } from "@griya/domain/account-schemas";
import { fieldErrors, loginSchema } from "@griya/domain/auth-schemas";
import { data, redirect, redirectDocument } from "react-router";
import * as v from "valibot";
import { classifyApiError } from "../../lib/api-problem";
import { getCurrentUser, login, serverApiClient } from "../../lib/api.server";
import { tokenCookie } from "../../lib/auth-cookie";
import { isHttps } from "../../lib/cookies";
import { t } from "../../lib/i18n";
import { safeRedirect } from "../../lib/safe-redirect";
import { pathTo } from "../../paths";
import { readEmailForm, readLoginForm } from "./account-forms";
import type { LoginActionData } from "./login-action-data";
import { RESEND_ACTIVATION_INTENT } from "./resend-activation-intent";
import "../../locales/account";

/** Submit value of the "Jadikan akun agen dan masuk" button (POST /api/agent/auth/login/convert). */
const CONVERT_INTENT = "convert";

const answer = (body: Partial<LoginActionData>, status: number) =>
  data<LoginActionData>({ fieldErrors: {}, formError: null, ...body }, { status });

/** A failure that is not a refusal of the credentials (5xx, network): the "Oops..." dialog. */
function unexpected(error: unknown) {
  const problem = classifyApiError(error);
  if (problem.kind === "dialog") return answer({ dialog: problem.dialog }, 502);
  throw error;
}

/** "Kirim ulang email aktivasi" from the login form (after a 403 `needs_activation`). */
async function resendActivation(request: Request, form: FormData) {
  const parsed = v.safeParse(emailSchema, readEmailForm(form));
  if (!parsed.success) return answer({ fieldErrors: fieldErrors(parsed.issues), needsActivation: true }, 400);
  try {
    await serverApiClient(null, request).POST("/api/auth/resend_activation", { body: { email: parsed.output.email } });
  } catch (error) {
    const problem = classifyApiError(error);
    if (problem.kind === "fields") return answer({ fieldErrors: problem.fieldErrors, needsActivation: true }, 400);
    if (problem.kind === "other") return answer({ formError: problem.message, needsActivation: true }, 400);
    return unexpected(error);
  }
  return answer({ needsActivation: true, activationResentTo: parsed.output.email }, 200);
}

const AGENT_DAY = pathTo("home");

/**
 * POST /login (the page and the modal): checks the form, calls POST /api/agent/auth/login (or login/convert), keeps the
 * token in an httpOnly cookie, loads the agent and redirects (docs/product/portal.md#signing-in-and-the-session):
 * project-partner admins to their dashboard, everyone else to the `redirect` field/query (same-site paths only) or the
 * agent's day (also for "/", which would only send them on to it, ADR 0065).
 */
export async function loginAction(request: Request) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === RESEND_ACTIVATION_INTENT) return resendActivation(request, form);

  const input = readLoginForm(form);
  const parsed = v.safeParse(loginSchema, input);
  if (!parsed.success) return answer({ fieldErrors: fieldErrors(parsed.issues) }, 400);

  let result: Awaited<ReturnType<typeof login>>;
  try {
    result = await login(
      { ...parsed.output, remember: parsed.output.remember ?? false },
      { convert: intent === CONVERT_INTENT, visitor: request },
    );
  } catch (error) {
    return unexpected(error);
  }
  if (!result.ok) {
    const hasFieldErrors = Object.keys(result.fieldErrors).length > 0;
    return answer(
      {
        fieldErrors: result.fieldErrors,
        formError: hasFieldErrors ? null : result.message || t("auth.loginFailed"),
        ...(result.needsActivation ? { needsActivation: true } : {}),
        ...(result.needsConversion ? { needsConversion: true } : {}),
      },
      result.status === 470 ? 400 : result.status,
    );
  }

  const headers = { "Set-Cookie": tokenCookie(result.token, { remember: input.remember, secure: isHttps(request) }) };
  // The user is loaded right after login; project-partner admins go to their own dashboard.
  const user = await getCurrentUser(result.token).catch(() => null);
  if (user?.admin_project_partner_url) return redirectDocument(user.admin_project_partner_url, { headers });
  const asked = safeRedirect(form.get("redirect") ?? new URL(request.url).searchParams.get("redirect"), AGENT_DAY);
  const target = asked === pathTo("visitorHome") ? AGENT_DAY : asked;
  return redirect(target, { headers });
}
