// Lifetimes and limits of the account security flows (docs/product/accounts-and-security.md).

/** Activation links: valid 24 hours, single use. */
export const ACTIVATION_LINK_HOURS = 24;
/** Password-reset links: valid 1 hour, single use. */
export const RESET_LINK_MINUTES = 60;
/** OTP: 6 digits, valid 5 minutes, 5 wrong tries, a new code 60 seconds after the last one. */
export const OTP_DIGITS = 6;
export const OTP_VALID_MINUTES = 5;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
