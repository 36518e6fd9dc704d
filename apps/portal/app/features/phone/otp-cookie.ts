// When the last OTP was sent decides when "Kirim ulang kode" unlocks (60 s; docs/product/accounts-and-security.md). The
// API says it in `resend_available_at`; the portal keeps it in a short-lived httpOnly cookie so /otp can show the
// countdown after the redirect from /input-phone and after a reload.
import { readCookie, serializeCookie } from "../../lib/cookies";

const OTP_COOKIE_NAME = "griya_otp";
const MAX_AGE_SECONDS = 10 * 60;

export type OtpSend = { phone: string; resendAvailableAt: number };

export function otpCookie(send: OtpSend, secure: boolean): string {
  return serializeCookie(OTP_COOKIE_NAME, `${send.phone}|${send.resendAvailableAt}`, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure,
    maxAge: MAX_AGE_SECONDS,
  });
}

/** The last send to `phone`, or null (never sent from this browser, expired, or another number). */
export function readOtpCookie(cookieHeader: string | null, phone: string | null): OtpSend | null {
  const raw = readCookie(cookieHeader, OTP_COOKIE_NAME);
  if (!raw || !phone) return null;
  const [cookiePhone, at] = raw.split("|");
  const resendAvailableAt = Number(at);
  if (cookiePhone !== phone || !Number.isFinite(resendAvailableAt)) return null;
  return { phone, resendAvailableAt };
}
