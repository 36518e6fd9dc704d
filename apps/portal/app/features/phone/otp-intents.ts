/** Submit value of "Kirim ulang kode" on /otp. */
export const RESEND_OTP_INTENT = "resend";
