import { RateLimitError } from "@griya/api-client/errors";
import { otpSchema, phoneSchema } from "@griya/domain/account-schemas";
import { fieldErrors } from "@griya/domain/auth-schemas";
import { data, redirect } from "react-router";
import * as v from "valibot";
import { apiFailure, invalidForm } from "../../lib/action-failure.server";
import { serverApiClient } from "../../lib/api.server";
import { isHttps } from "../../lib/cookies";
import { formFailure, type FormFailure } from "../../lib/form-result";
import { t } from "../../lib/i18n";
import { pathTo } from "../../paths";
import { readOtpForm, readPhoneForm } from "./phone-forms";
import type { OtpActionData, ResendOtpResult } from "./otp-action-data";
import { otpCookie } from "./otp-cookie";
import { RESEND_OTP_INTENT } from "./otp-intents";

/** When a 429 says to wait: `retry_after` seconds from now. */
function retryAt(error: RateLimitError): number | null {
  const seconds = (error.body as { retry_after?: unknown } | null)?.retry_after;
  return typeof seconds === "number" && seconds > 0 ? Date.now() + seconds * 1000 : null;
}

/** POST /input-phone → POST /api/user_verify/update_phone_send_otp, then on to /otp. */
export async function inputPhoneAction(request: Request, token: string | null) {
  const parsed = v.safeParse(phoneSchema, readPhoneForm(await request.formData()));
  if (!parsed.success) return invalidForm(fieldErrors(parsed.issues));
  try {
    const { data: sent } = await serverApiClient(token, request).POST("/api/user_verify/update_phone_send_otp", {
      body: { phone_number: parsed.output.phone_number },
    });
    if (!sent) throw new Error("Empty OTP answer");
    const cookie = otpCookie(
      { phone: sent.data.phone_number, resendAvailableAt: Date.parse(sent.data.resend_available_at) },
      isHttps(request),
    );
    return redirect(pathTo("otp"), { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (error instanceof RateLimitError) {
      return data<FormFailure>(formFailure({ formError: error.message }), { status: 429 });
    }
    return apiFailure(error, t("common.requestFailed"));
  }
}

/** POST /otp: verify the code (POST /api/user_verify/verify_otp) or send a new one (POST /api/otp/request_new). */
export async function otpAction(request: Request, token: string | null, phone: string | null) {
  const form = await request.formData();
  if (form.get("intent") === RESEND_OTP_INTENT) return resendOtp(request, token, phone);

  const parsed = v.safeParse(otpSchema, readOtpForm(form));
  if (!parsed.success) return invalidForm(fieldErrors(parsed.issues));
  try {
    await serverApiClient(token, request).POST("/api/user_verify/verify_otp", { body: { otp: parsed.output.otp } });
  } catch (error) {
    if (error instanceof RateLimitError) {
      return data<FormFailure>(formFailure({ formError: error.message }), { status: 429 });
    }
    return apiFailure(error, t("common.requestFailed"));
  }
  // The phone is verified (and the TRIAL membership granted): the guard decides what comes next.
  return redirect(pathTo("home"));
}

async function resendOtp(request: Request, token: string | null, phone: string | null) {
  if (!phone) return redirect(pathTo("inputPhone"));
  try {
    const { data: sent } = await serverApiClient(token, request).POST("/api/otp/request_new", {
      body: { phone_number: phone },
    });
    if (!sent) throw new Error("Empty OTP answer");
    const resendAvailableAt = Date.parse(sent.data.resend_available_at);
    return data<ResendOtpResult>(
      { ok: true, intent: "resend", phone: sent.data.phone_number, resendAvailableAt },
      { headers: { "Set-Cookie": otpCookie({ phone: sent.data.phone_number, resendAvailableAt }, isHttps(request)) } },
    );
  } catch (error) {
    if (error instanceof RateLimitError) {
      const at = retryAt(error);
      return data<OtpActionData>(
        { ...formFailure({ formError: error.message }), ...(at ? { resendAvailableAt: at } : {}) },
        { status: 429 },
      );
    }
    return apiFailure(error, t("common.requestFailed"));
  }
}
