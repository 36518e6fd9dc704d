// How often each sensitive action may be tried. Fixed windows; the numbers are tuning knobs kept in one place.
//
// Three buckets per attempt (ADR 0017):
// - ip: one client address, every target: refuses (429) past max;
// - pair: one client address against one target (e-mail, phone or account): refuses (429) past max;
// - target: one target from anywhere: a higher ceiling that slows attempts down past max, never refuses
//   (`refuse: true` only where the target is the caller's own session, which nobody elsewhere can use up).
// So an attacker elsewhere can never lock the owner out of their own account; from the owner's own address
// only the owner's own failures count.

export type Limit = { max: number; windowSeconds: number };
export type ActionLimits = { ip: Limit; pair: Limit; target: Limit & { refuse?: true } };

const minutes = (n: number) => n * 60;

export const RATE_LIMITS = {
  /** Failed attempts only: a successful login gives its hits back. */
  login: {
    ip: { max: 30, windowSeconds: minutes(15) },
    pair: { max: 10, windowSeconds: minutes(15) },
    target: { max: 50, windowSeconds: minutes(15) },
  },
  register: {
    ip: { max: 20, windowSeconds: minutes(60) },
    pair: { max: 5, windowSeconds: minutes(60) },
    target: { max: 10, windowSeconds: minutes(60) },
  },
  forgotPassword: {
    ip: { max: 20, windowSeconds: minutes(60) },
    pair: { max: 5, windowSeconds: minutes(60) },
    target: { max: 10, windowSeconds: minutes(60) },
  },
  resendActivation: {
    ip: { max: 20, windowSeconds: minutes(60) },
    pair: { max: 5, windowSeconds: minutes(60) },
    target: { max: 10, windowSeconds: minutes(60) },
  },
  checkEmail: {
    ip: { max: 60, windowSeconds: minutes(1) },
    pair: { max: 60, windowSeconds: minutes(1) },
    target: { max: 120, windowSeconds: minutes(1) },
  },
  otpSend: {
    ip: { max: 20, windowSeconds: minutes(60) },
    pair: { max: 6, windowSeconds: minutes(60) },
    target: { max: 12, windowSeconds: minutes(60) },
  },
  otpVerify: {
    ip: { max: 30, windowSeconds: minutes(15) },
    pair: { max: 10, windowSeconds: minutes(15) },
    target: { max: 20, windowSeconds: minutes(15) },
  },
  /** Wrong old passwords per account: the target is the session's own account. */
  changePassword: {
    ip: { max: 30, windowSeconds: minutes(15) },
    pair: { max: 10, windowSeconds: minutes(15) },
    target: { max: 10, windowSeconds: minutes(15), refuse: true },
  },
  /** Phone reveals of listings per visitor address, and per listing (harvesting one agent's number). */
  contactReveal: {
    ip: { max: 20, windowSeconds: minutes(10) },
    pair: { max: 20, windowSeconds: minutes(10) },
    target: { max: 200, windowSeconds: minutes(10) },
  },
  /**
   * WhatsApp reveals on agent pages, per visitor address, per address and agent, and per agent (ADR 0060). Many
   * people share one address behind a carrier's NAT, so the address gets three times a listing's room (agent
   * pages are opened far less, so this leaves more still); one visitor presses "WhatsApp" and "Tampilkan nomor"
   * once or twice per agent, so 10 per address and agent. Many addresses at one agent only slow down, never
   * refuse: nobody can make an agent's number unreachable for everyone else.
   */
  agentContactReveal: {
    ip: { max: 60, windowSeconds: minutes(10) },
    pair: { max: 10, windowSeconds: minutes(10) },
    target: { max: 200, windowSeconds: minutes(10) },
  },
  /**
   * Enquiries from the public listing and agent pages, per client address and per phone. A real buyer sends a
   * few a day, and writes again to the same agent now and then (the 24-hour grouping makes those one lead); 30
   * an hour per address leaves room for a family or an office behind one address, 10 an hour per address and
   * phone for someone correcting a message. A spammer sending hundreds is refused after those. Per phone from
   * anywhere, past 20 an hour each attempt is slowed, never refused (ADR 0017): anyone can type anyone's number.
   */
  enquiry: {
    ip: { max: 30, windowSeconds: minutes(60) },
    pair: { max: 10, windowSeconds: minutes(60) },
    target: { max: 20, windowSeconds: minutes(60) },
  },
  /** KPR consultation requests: a buyer asks once or twice per property, so a third of the enquiry numbers. */
  consultation: {
    ip: { max: 10, windowSeconds: minutes(60) },
    pair: { max: 5, windowSeconds: minutes(60) },
    target: { max: 10, windowSeconds: minutes(60) },
  },
  /**
   * The sales forms ("join as an agent", project registration, find a project): a person sends each once, maybe
   * again to correct it; the consultation numbers leave room for an office sending for several colleagues.
   */
  agentRegistration: {
    ip: { max: 10, windowSeconds: minutes(60) },
    pair: { max: 5, windowSeconds: minutes(60) },
    target: { max: 10, windowSeconds: minutes(60) },
  },
  projectRegistration: {
    ip: { max: 10, windowSeconds: minutes(60) },
    pair: { max: 5, windowSeconds: minutes(60) },
    target: { max: 10, windowSeconds: minutes(60) },
  },
  findProjectInquiry: {
    ip: { max: 10, windowSeconds: minutes(60) },
    pair: { max: 5, windowSeconds: minutes(60) },
    target: { max: 10, windowSeconds: minutes(60) },
  },
  /**
   * "Was this helpful?" on the help centre, per client address (and per address and topic): a reader rates a
   * few articles and may add a comment after "Tidak", so 30 an hour per address leaves room for an office behind
   * one address while a script cannot skew an article's counts. Many readers of one topic only slow down.
   */
  helpFeedback: {
    ip: { max: 30, windowSeconds: minutes(60) },
    pair: { max: 10, windowSeconds: minutes(60) },
    target: { max: 1000, windowSeconds: minutes(60) },
  },
} as const satisfies Record<string, ActionLimits>;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

/**
 * Payment notifications whose signature fails, per client IP: the gateway never sends one, so after a few the
 * sender gets 429 instead of another signature check (POST /api/payments/notifications takes no login).
 */
export const PAYMENT_NOTIFICATION_FAILURES: Limit = { max: 20, windowSeconds: minutes(15) };

/**
 * Confirmation e-mails of the public lead forms per recipient address (whoever typed it, from any address): a
 * buyer writes to a few agents a day; past this the enquiry still reaches the agent, unconfirmed, so nobody can
 * flood a stranger's inbox through the form.
 */
export const LEAD_CONFIRMATIONS_PER_ADDRESS: Limit = { max: 5, windowSeconds: minutes(24 * 60) };

/** Past a target's ceiling each attempt waits this much more (per attempt over), up to maxMs. */
export const SLOW_DOWN = { stepMs: 1000, maxMs: 5000 } as const;
