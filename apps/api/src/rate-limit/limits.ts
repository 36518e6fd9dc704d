// How often each sensitive action may be tried, per client IP and per target (e-mail, phone or account).
// Fixed windows; the numbers are tuning knobs kept in one place, not literals in the handlers.

export type Limit = { max: number; windowSeconds: number };
export type ActionLimits = { ip: Limit; target: Limit };

const minutes = (n: number) => n * 60;

export const RATE_LIMITS = {
  /** Failed attempts only: a successful login gives its hit back. */
  login: { ip: { max: 30, windowSeconds: minutes(15) }, target: { max: 10, windowSeconds: minutes(15) } },
  register: { ip: { max: 20, windowSeconds: minutes(60) }, target: { max: 5, windowSeconds: minutes(60) } },
  forgotPassword: { ip: { max: 20, windowSeconds: minutes(60) }, target: { max: 5, windowSeconds: minutes(60) } },
  resendActivation: { ip: { max: 20, windowSeconds: minutes(60) }, target: { max: 5, windowSeconds: minutes(60) } },
  checkEmail: { ip: { max: 60, windowSeconds: minutes(1) }, target: { max: 60, windowSeconds: minutes(1) } },
  otpSend: { ip: { max: 20, windowSeconds: minutes(60) }, target: { max: 6, windowSeconds: minutes(60) } },
  otpVerify: { ip: { max: 30, windowSeconds: minutes(15) }, target: { max: 10, windowSeconds: minutes(15) } },
  /** Wrong old passwords per account. */
  changePassword: { ip: { max: 30, windowSeconds: minutes(15) }, target: { max: 10, windowSeconds: minutes(15) } },
  /** Phone reveals of listings per visitor address, and per listing (harvesting one agent's number). */
  contactReveal: { ip: { max: 20, windowSeconds: minutes(10) }, target: { max: 200, windowSeconds: minutes(10) } },
} as const satisfies Record<string, ActionLimits>;

export type RateLimitedAction = keyof typeof RATE_LIMITS;
