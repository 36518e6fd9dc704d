// Route guards (docs/product/accounts-and-security.md#onboarding-chain-and-guards) as one pure function, shared by the
// portal's loaders (server and client) so the rules cannot drift between the two. Expected outcomes are decisions,
// never exceptions.
import type { MembershipType } from "./membership";

export type GuardUser = {
  phone_number: string | null;
  phone_number_verified_at: string | null;
  is_passworded: boolean;
  membership: { type: MembershipType; is_active: boolean } | null;
  admin_project_partner_url: string | null;
};

export type GuardDecision = { kind: "allow" } | { kind: "redirect"; to: string; external: boolean };

/**
 * - guest: logged-out only; - public: no guard; - input-phone, otp, create-password: steps of onboarding;
 * - agent: login → phone → verified phone → password; - member: agent plus an active membership.
 */
export type GuardKind = "guest" | "public" | "input-phone" | "otp" | "create-password" | "agent" | "member";

/** The agent's day, where a finished onboarding step or a signed-in visit to a guest page lands ("/" is the
 * marketplace home for everyone, ADR 0065). */
const HOME_PATH = "/beranda";
const LOGIN_PATH = "/login";
export const INPUT_PHONE_PATH = "/input-phone";
export const OTP_PATH = "/otp";
export const CREATE_PASSWORD_PATH = "/user/create-password";
export const PRODUCT_PATH = "/product";
export const UPGRADE_PATH = "/upgrade";

/** URL pattern (":param" segments) → guard kind: the portal's page registry is the one table (ADR 0020). */
export type RouteGuardTable = Readonly<Record<string, GuardKind>>;

export type RouteMatch = { pattern: string; kind: GuardKind; params: Record<string, string> };

/** The path without query string, hash or trailing slashes ("/profile/?a=1" → "/profile"). */
export function normalizePath(pathname: string): string {
  const path = pathname.replace(/[?#].*$/s, "").replace(/\/+$/, "");
  return path.startsWith("/") ? path : `/${path}`;
}

const segmentsOf = (path: string): string[] => (path === "/" || path === "" ? [] : path.slice(1).split("/"));

/** "/login?redirect=%2Flisting%3Fpage%3D2": where a logged-out visitor is sent, remembering the page. */
export function loginRedirectPath(pathname: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname.replace(/#.*$/s, ""))}`;
}

const ALLOW: GuardDecision = { kind: "allow" };
const to = (path: string): GuardDecision => ({ kind: "redirect", to: path, external: false });

/** What the agent chain needs to know of a user; the API reads exactly this for each guarded call. */
export type AccessUser = Pick<GuardUser, "phone_number" | "phone_number_verified_at" | "is_passworded"> & {
  membership: { is_active: boolean } | null;
};

/** The first onboarding step (or the membership) an agent still lacks for an "agent" or "member" page or call. */
export type AccessRefusal = "phone_required" | "phone_unverified" | "password_required" | "membership_required";

const hasPhone = (user: AccessUser): boolean => Boolean(user.phone_number);
const hasVerifiedPhone = (user: AccessUser): boolean => hasPhone(user) && Boolean(user.phone_number_verified_at);

/**
 * The onboarding chain in order (docs/product/accounts-and-security.md#onboarding-chain-and-guards): a phone, verified
 * by OTP, a password, and for "member" an active membership. null when the user may go on. The portal turns a refusal
 * into a redirect, the API into a 403: one rule for both.
 */
export function accessRefusal(user: AccessUser, kind: "agent" | "member"): AccessRefusal | null {
  if (!hasPhone(user)) return "phone_required";
  if (!hasVerifiedPhone(user)) return "phone_unverified";
  if (!user.is_passworded) return "password_required";
  if (kind === "member" && !user.membership?.is_active) return "membership_required";
  return null;
}

/** Where the portal sends a user refused for `refusal`. */
export const REFUSAL_PATHS = {
  phone_required: INPUT_PHONE_PATH,
  phone_unverified: OTP_PATH,
  password_required: CREATE_PASSWORD_PATH,
  membership_required: PRODUCT_PATH,
} as const satisfies Record<AccessRefusal, string>;

/** Phone, then OTP verification: the two onboarding steps every guarded page needs first. */
function phoneSteps(user: GuardUser): GuardDecision | null {
  const refusal = accessRefusal(user, "agent");
  return refusal === "phone_required" || refusal === "phone_unverified" ? to(REFUSAL_PATHS[refusal]) : null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

type CompiledRoute = { pattern: string; kind: GuardKind; segments: string[]; staticCount: number };

/**
 * The guard of a route table: `matchRoute` finds a path's entry (query string and trailing slash ignored; static
 * segments win over parameters, so a literal route is never shadowed), `guardRoute` decides what a request for a
 * path by a user (null when logged out) gets. `trialToUpgrade` lists the patterns an active TRIAL member is sent
 * away from, to /upgrade.
 */
export function createRouteGuard(table: RouteGuardTable, trialToUpgrade: readonly string[]) {
  const compiled: readonly CompiledRoute[] = Object.entries(table)
    .map(([pattern, kind]) => {
      const segments = segmentsOf(pattern);
      return { pattern, kind, segments, staticCount: segments.filter((s) => !s.startsWith(":")).length };
    })
    .sort((a, b) => b.staticCount - a.staticCount);

  /** The table entry for a path, or null when the path is unknown. */
  function matchRoute(pathname: string): RouteMatch | null {
    const segments = segmentsOf(normalizePath(pathname));
    for (const route of compiled) {
      if (route.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const matches = route.segments.every((expected, i) => {
        const actual = segments[i]!;
        if (expected.startsWith(":")) {
          if (actual === "") return false;
          params[expected.slice(1)] = decodeSegment(actual);
          return true;
        }
        return expected === actual;
      });
      if (matches) return { pattern: route.pattern, kind: route.kind, params };
    }
    return null;
  }

  /** The login redirect keeps the path as asked (with its query string). */
  function guardRoute(pathname: string, user: GuardUser | null): GuardDecision {
    const match = matchRoute(pathname);
    if (!match) return ALLOW; // unknown path: the portal renders its 404 page
    return decide(match, pathname, user, trialToUpgrade);
  }

  return { matchRoute, guardRoute };
}

/** The decision for a matched route (the onboarding chain, then the Trial's upgrade routes). */
function decide(
  match: RouteMatch,
  pathname: string,
  user: GuardUser | null,
  trialToUpgrade: readonly string[],
): GuardDecision {
  const { kind, pattern } = match;

  switch (kind) {
    case "public":
      return ALLOW;
    case "guest":
      return user ? to(HOME_PATH) : ALLOW;
  }

  if (!user) return to(loginRedirectPath(pathname));

  switch (kind) {
    case "input-phone":
      return hasVerifiedPhone(user) ? to(HOME_PATH) : ALLOW;
    case "otp":
      if (!hasPhone(user)) return to(INPUT_PHONE_PATH);
      return hasVerifiedPhone(user) ? to(HOME_PATH) : ALLOW;
    case "create-password":
      return phoneSteps(user) ?? (user.is_passworded ? to(HOME_PATH) : ALLOW);
    case "agent":
    case "member": {
      if (user.admin_project_partner_url) {
        return { kind: "redirect", to: user.admin_project_partner_url, external: true };
      }
      const refusal = accessRefusal(user, kind);
      if (refusal) return to(REFUSAL_PATHS[refusal]);
      // Only a running trial is sent to /upgrade; an expired one may still buy from /product.
      const membership = user.membership?.is_active ? user.membership : null;
      if (membership?.type === "TRIAL" && trialToUpgrade.includes(pattern)) return to(UPGRADE_PATH);
      return ALLOW;
    }
  }
}
