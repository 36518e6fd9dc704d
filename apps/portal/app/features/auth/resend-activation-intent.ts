/** The intent of a "Kirim ulang email aktivasi" submit; login, register and activation actions accept it. */
export const RESEND_ACTIVATION_INTENT = "resend-activation";
