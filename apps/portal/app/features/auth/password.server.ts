import {
  changePasswordSchema,
  createPasswordSchema,
  emailSchema,
  resetPasswordSchema,
} from "@griya/domain/account-schemas";
import { fieldErrors } from "@griya/domain/auth-schemas";
import { redirect } from "react-router";
import * as v from "valibot";
import { apiFailure, invalidForm } from "../../lib/action-failure.server";
import { serverApiClient } from "../../lib/api.server";
import { t } from "../../lib/i18n";
import { pathTo } from "../../paths";
import { readChangePasswordForm, readEmailForm, readNewPasswordForm } from "./account-forms";
import { LOGIN_NOTICE_PARAM, PASSWORD_RESET_NOTICE } from "./login-notice";

const FAILED = () => t("common.requestFailed");

/** POST /forget-pass → POST /api/auth/forgot-password; "Email belum terdaftar." arrives as a 470 on email. */
export async function forgotPasswordAction(request: Request) {
  const parsed = v.safeParse(emailSchema, readEmailForm(await request.formData()));
  if (!parsed.success) return invalidForm(fieldErrors(parsed.issues));
  try {
    await serverApiClient(null, request).POST("/api/auth/forgot-password", { body: { email: parsed.output.email } });
  } catch (error) {
    return apiFailure(error, FAILED());
  }
  return { ok: true as const, email: parsed.output.email };
}

/**
 * POST /password/reset/{token} → POST /api/auth/reset-password. The token travels in the path of the page
 * (the form never shows it); on success every session of the account ends and the agent logs in again.
 */
export async function resetPasswordAction(request: Request, token: string) {
  const parsed = v.safeParse(resetPasswordSchema, readNewPasswordForm(await request.formData()));
  if (!parsed.success) return invalidForm(fieldErrors(parsed.issues));
  try {
    await serverApiClient(null, request).POST("/api/auth/reset-password", { body: { token, ...parsed.output } });
  } catch (error) {
    return apiFailure(error, FAILED());
  }
  return redirect(`${pathTo("login")}?${LOGIN_NOTICE_PARAM}=${PASSWORD_RESET_NOTICE}`);
}

/** POST /user/create-password → POST /api/create_password; then on to the portal (the guard decides). */
export async function createPasswordAction(request: Request, token: string | null) {
  const parsed = v.safeParse(createPasswordSchema, readNewPasswordForm(await request.formData()));
  if (!parsed.success) return invalidForm(fieldErrors(parsed.issues));
  try {
    await serverApiClient(token, request).POST("/api/create_password", { body: parsed.output });
  } catch (error) {
    return apiFailure(error, FAILED());
  }
  return redirect(pathTo("home"));
}

/** POST /change-password → POST /api/change-password; "Kata sandi lama salah." arrives on old_password. */
export async function changePasswordAction(request: Request, token: string | null) {
  const parsed = v.safeParse(changePasswordSchema, readChangePasswordForm(await request.formData()));
  if (!parsed.success) return invalidForm(fieldErrors(parsed.issues));
  try {
    await serverApiClient(token, request).POST("/api/change-password", { body: parsed.output });
  } catch (error) {
    return apiFailure(error, FAILED());
  }
  return { ok: true as const };
}
