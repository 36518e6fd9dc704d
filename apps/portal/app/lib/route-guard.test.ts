import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type GuardDecision,
  type GuardKind,
  type GuardUser,
  REFUSAL_PATHS,
  accessRefusal,
  loginRedirectPath,
  normalizePath,
} from "@griya/domain/guard";
import { MEMBERSHIP_TYPES } from "@griya/domain/membership";
import { ROUTE_GUARDS, guardRoute, matchRoute } from "./route-guard";

/** The page registry's guards (paths.ts) run through the domain's guard chain: every page × every user state. */
type RoutePattern = string;

const PARTNER_URL = "https://partner.example.id/dashboard";

const complete: GuardUser = {
  phone_number: "+6281234567890",
  phone_number_verified_at: "2026-01-01T00:00:00Z",
  is_passworded: true,
  membership: { type: "SILVER", is_active: true },
  admin_project_partner_url: null,
};

const STATES = {
  loggedOut: null,
  noPhone: { ...complete, phone_number: null, phone_number_verified_at: null },
  unverified: { ...complete, phone_number_verified_at: null },
  noPassword: { ...complete, is_passworded: false },
  noMembership: { ...complete, membership: null },
  expired: { ...complete, membership: { type: "GOLD", is_active: false } },
  expiredTrial: { ...complete, membership: { type: "TRIAL", is_active: false } },
  trial: { ...complete, membership: { type: "TRIAL", is_active: true } },
  silver: complete,
  gold: { ...complete, membership: { type: "GOLD", is_active: true } },
  platinum: { ...complete, membership: { type: "PLATINUM", is_active: true } },
  partner: { ...complete, admin_project_partner_url: PARTNER_URL },
} satisfies Record<string, GuardUser | null>;
type State = keyof typeof STATES;

// "allow", "login" (to /login?redirect=<path>), "partner" (external), or an internal path.
type Expected = "allow" | "login" | "partner" | `/${string}`;

const GROUPS: Record<string, { routes: RoutePattern[]; expected: Record<State, Expected> }> = {
  guest: {
    routes: ["/login", "/register", "/password/reset/:token"],
    expected: {
      loggedOut: "allow",
      noPhone: "/beranda",
      unverified: "/beranda",
      noPassword: "/beranda",
      noMembership: "/beranda",
      expired: "/beranda",
      expiredTrial: "/beranda",
      trial: "/beranda",
      silver: "/beranda",
      gold: "/beranda",
      platinum: "/beranda",
      partner: "/beranda",
    },
  },
  public: {
    routes: [
      "/",
      "/forget-pass",
      "/user/activation/:token",
      "/help",
      "/help/:type",
      "/invoice/:uuid",
      "/agent-offerings",
      "/proyek",
      "/checkout",
      "/cari",
      "/cari/peta",
      "/dijual/:place",
      "/dijual/:type/:place",
      "/disewa/:place",
      "/disewa/:type/:place",
      "/properti/:uuid",
      "/agen/:id",
      "/syarat-ketentuan",
      "/kebijakan-privasi",
      "/promo",
      "/promo/:uuid",
      "/dev/outbox",
    ],
    expected: {
      loggedOut: "allow",
      noPhone: "allow",
      unverified: "allow",
      noPassword: "allow",
      noMembership: "allow",
      expired: "allow",
      expiredTrial: "allow",
      trial: "allow",
      silver: "allow",
      gold: "allow",
      platinum: "allow",
      partner: "allow",
    },
  },
  inputPhone: {
    routes: ["/input-phone"],
    expected: {
      loggedOut: "login",
      noPhone: "allow",
      unverified: "allow",
      noPassword: "/beranda",
      noMembership: "/beranda",
      expired: "/beranda",
      expiredTrial: "/beranda",
      trial: "/beranda",
      silver: "/beranda",
      gold: "/beranda",
      platinum: "/beranda",
      partner: "/beranda",
    },
  },
  otp: {
    routes: ["/otp"],
    expected: {
      loggedOut: "login",
      noPhone: "/input-phone",
      unverified: "allow",
      noPassword: "/beranda",
      noMembership: "/beranda",
      expired: "/beranda",
      expiredTrial: "/beranda",
      trial: "/beranda",
      silver: "/beranda",
      gold: "/beranda",
      platinum: "/beranda",
      partner: "/beranda",
    },
  },
  createPassword: {
    routes: ["/user/create-password"],
    expected: {
      loggedOut: "login",
      noPhone: "/input-phone",
      unverified: "/otp",
      noPassword: "allow",
      noMembership: "/beranda",
      expired: "/beranda",
      expiredTrial: "/beranda",
      trial: "/beranda",
      silver: "/beranda",
      gold: "/beranda",
      platinum: "/beranda",
      partner: "/beranda",
    },
  },
  agent: {
    routes: [
      "/beranda",
      "/profile",
      "/change-password",
      "/referral-code",
      "/how-to-pay/:uuid",
      "/order",
      "/listing",
      "/listing/edit/:uuid",
      "/coin-purchase",
      "/coin-usage",
      "/coin-transfer",
      "/leads",
      "/leads/:uuid",
      "/banner/detail/:uuid",
      "/notifikasi",
      "/favorit",
    ],
    expected: {
      loggedOut: "login",
      noPhone: "/input-phone",
      unverified: "/otp",
      noPassword: "/user/create-password",
      noMembership: "allow",
      expired: "allow",
      expiredTrial: "allow",
      trial: "allow",
      silver: "allow",
      gold: "allow",
      platinum: "allow",
      partner: "partner",
    },
  },
  product: {
    routes: ["/product"],
    expected: {
      loggedOut: "login",
      noPhone: "/input-phone",
      unverified: "/otp",
      noPassword: "/user/create-password",
      noMembership: "allow",
      expired: "allow",
      expiredTrial: "allow",
      trial: "/upgrade",
      silver: "allow",
      gold: "allow",
      platinum: "allow",
      partner: "partner",
    },
  },
  member: {
    routes: [
      "/upgrade",
      "/listing/add",
      "/bulk-repost",
      "/featured-agent",
      "/featured-agent/beli",
      "/recommended-listing",
    ],
    expected: {
      loggedOut: "login",
      noPhone: "/input-phone",
      unverified: "/otp",
      noPassword: "/user/create-password",
      noMembership: "/product",
      expired: "/product",
      expiredTrial: "/product",
      trial: "allow",
      silver: "allow",
      gold: "allow",
      platinum: "allow",
      partner: "partner",
    },
  },
  memberTrialToUpgrade: {
    routes: ["/coin", "/listing-availability", "/renewal"],
    expected: {
      loggedOut: "login",
      noPhone: "/input-phone",
      unverified: "/otp",
      noPassword: "/user/create-password",
      noMembership: "/product",
      expired: "/product",
      expiredTrial: "/product",
      trial: "/upgrade",
      silver: "allow",
      gold: "allow",
      platinum: "allow",
      partner: "partner",
    },
  },
};

const samplePath = (pattern: string): string => pattern.replace(/:[a-z]+/g, "9b2f-uuid");

function expectedDecision(expected: Expected, path: string): GuardDecision {
  if (expected === "allow") return { kind: "allow" };
  if (expected === "login")
    return { kind: "redirect", to: `/login?redirect=${encodeURIComponent(path)}`, external: false };
  if (expected === "partner") return { kind: "redirect", to: PARTNER_URL, external: true };
  return { kind: "redirect", to: expected, external: false };
}

const ALL_ROUTES = Object.keys(ROUTE_GUARDS);
const STATE_NAMES = Object.keys(STATES) as State[];

describe("ROUTE_GUARDS (built from paths.ts)", () => {
  it("is covered exactly once by the expectation groups", () => {
    const grouped = Object.values(GROUPS).flatMap((g) => g.routes);
    expect([...grouped].sort()).toEqual([...ALL_ROUTES].sort());
  });
});

describe("guardRoute: every route × every user state", () => {
  const cases = Object.entries(GROUPS).flatMap(([group, { routes, expected }]) =>
    routes.flatMap((route) => STATE_NAMES.map((state) => [group, route, state, expected[state]] as const)),
  );

  it.each(cases)("[%s] %s as %s → %s", (_group, route, state, expected) => {
    const path = samplePath(route);
    expect(guardRoute(path, STATES[state])).toEqual(expectedDecision(expected, path));
  });

  it("gives the same answer with a trailing slash and a query string", () => {
    for (const route of ALL_ROUTES) {
      for (const state of STATE_NAMES) {
        const path = samplePath(route);
        const variants = route === "/" ? ["/?tab=1", "//"] : [`${path}/`, `${path}?page=2&q=rumah`, `${path}/?x=1#top`];
        const plain = guardRoute(path, STATES[state]);
        for (const variant of variants) {
          const decision = guardRoute(variant, STATES[state]);
          if (plain.kind === "redirect" && plain.to.startsWith("/login?redirect=")) {
            // The login redirect keeps the page as asked, query string included, hash dropped.
            expect(decision).toEqual({
              kind: "redirect",
              to: `/login?redirect=${encodeURIComponent(variant.replace(/#.*$/, ""))}`,
              external: false,
            });
          } else {
            expect(decision).toEqual(plain);
          }
        }
      }
    }
  });
});

describe("guardRoute: order of checks", () => {
  it("asks for the phone before anything else", () => {
    const user: GuardUser = {
      phone_number: null,
      phone_number_verified_at: null,
      is_passworded: false,
      membership: null,
      admin_project_partner_url: null,
    };
    expect(guardRoute("/coin", user)).toEqual({ kind: "redirect", to: "/input-phone", external: false });
    expect(guardRoute("/user/create-password", user)).toEqual({
      kind: "redirect",
      to: "/input-phone",
      external: false,
    });
  });

  it("asks for OTP before the password and the membership", () => {
    const user: GuardUser = { ...complete, phone_number_verified_at: null, is_passworded: false, membership: null };
    expect(guardRoute("/listing/add", user)).toEqual({ kind: "redirect", to: "/otp", external: false });
  });

  it("asks for the password before the membership", () => {
    const user: GuardUser = { ...complete, is_passworded: false, membership: { type: "TRIAL", is_active: true } };
    expect(guardRoute("/coin", user)).toEqual({ kind: "redirect", to: "/user/create-password", external: false });
    expect(guardRoute("/product", user)).toEqual({ kind: "redirect", to: "/user/create-password", external: false });
  });

  it("sends partner admins away right after the login check, whatever else is missing", () => {
    const user: GuardUser = {
      phone_number: null,
      phone_number_verified_at: null,
      is_passworded: false,
      membership: null,
      admin_project_partner_url: PARTNER_URL,
    };
    expect(guardRoute("/coin", user)).toEqual({ kind: "redirect", to: PARTNER_URL, external: true });
    expect(guardRoute("/beranda", user)).toEqual({ kind: "redirect", to: PARTNER_URL, external: true });
    // Onboarding and public pages are not agent-chain routes.
    expect(guardRoute("/input-phone", user)).toEqual({ kind: "allow" });
    expect(guardRoute("/help", user)).toEqual({ kind: "allow" });
    expect(guardRoute("/login", user)).toEqual({ kind: "redirect", to: "/beranda", external: false });
  });

  it("treats a verification date without a phone number as no phone", () => {
    const user: GuardUser = { ...complete, phone_number: null };
    expect(guardRoute("/beranda", user)).toEqual({ kind: "redirect", to: "/input-phone", external: false });
    expect(guardRoute("/input-phone", user)).toEqual({ kind: "allow" });
    expect(guardRoute("/otp", user)).toEqual({ kind: "redirect", to: "/input-phone", external: false });
  });

  it("treats an empty partner url as none", () => {
    expect(guardRoute("/beranda", { ...complete, admin_project_partner_url: "" })).toEqual({ kind: "allow" });
  });
});

describe("guardRoute: unknown paths and login redirect", () => {
  it.each(["/nope", "/listing/edit", "/listing/edit/a/b", "/Login", "/help/a/b", "/coin/extra", "/properti"])(
    "allows %s for everyone (the portal shows 404)",
    (path) => {
      for (const state of STATE_NAMES) expect(guardRoute(path, STATES[state])).toEqual({ kind: "allow" });
    },
  );

  it("encodes the asked path with encodeURIComponent", () => {
    expect(guardRoute("/listing/edit/a b", null)).toEqual({
      kind: "redirect",
      to: "/login?redirect=%2Flisting%2Fedit%2Fa%20b",
      external: false,
    });
    expect(loginRedirectPath("/coin?tab=expired&page=2")).toBe("/login?redirect=%2Fcoin%3Ftab%3Dexpired%26page%3D2");
    expect(guardRoute("/beranda", null)).toEqual({
      kind: "redirect",
      to: "/login?redirect=%2Fberanda",
      external: false,
    });
    // "/" is the marketplace home: open to everyone (ADR 0065).
    expect(guardRoute("/", null)).toEqual({ kind: "allow" });
  });
});

describe("matchRoute", () => {
  it("returns pattern, kind and decoded params", () => {
    expect(matchRoute("/listing/edit/abc%20d?x=1")).toEqual({
      pattern: "/listing/edit/:uuid",
      kind: "agent",
      params: { uuid: "abc d" },
    });
    expect(matchRoute("/password/reset/tok/")).toEqual({
      pattern: "/password/reset/:token",
      kind: "guest",
      params: { token: "tok" },
    });
    expect(matchRoute("/")).toEqual({ pattern: "/", kind: "public", params: {} });
    expect(matchRoute("")).toEqual({ pattern: "/", kind: "public", params: {} });
    expect(matchRoute("/featured-agent/beli")?.pattern).toBe("/featured-agent/beli");
    expect(matchRoute("/help/%E0%A4%A")).toEqual({
      pattern: "/help/:type",
      kind: "public",
      params: { type: "%E0%A4%A" },
    });
    expect(matchRoute("/nope")).toBeNull();
  });

  it("matches every pattern's sample path to itself", () => {
    for (const pattern of ALL_ROUTES) expect(matchRoute(samplePath(pattern))?.pattern).toBe(pattern);
  });

  it("normalises paths", () => {
    expect(normalizePath("/profile/?a=1#b")).toBe("/profile");
    expect(normalizePath("profile")).toBe("/profile");
    expect(normalizePath("/")).toBe("/");
  });
});

// ---- properties -------------------------------------------------------------------------------------------

const userArb: fc.Arbitrary<GuardUser | null> = fc.option(
  fc.record({
    phone_number: fc.option(fc.constantFrom("+6281234567890", "081200000000", ""), { nil: null }),
    phone_number_verified_at: fc.option(fc.constant("2026-01-01T00:00:00Z"), { nil: null }),
    is_passworded: fc.boolean(),
    membership: fc.option(fc.record({ type: fc.constantFrom(...MEMBERSHIP_TYPES), is_active: fc.boolean() }), {
      nil: null,
    }),
    admin_project_partner_url: fc.option(fc.constant(PARTNER_URL), { nil: null, freq: 4 }),
  }),
  { nil: null, freq: 5 },
);

const pathArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...ALL_ROUTES).map(samplePath) },
      { weight: 1, arbitrary: fc.webPath() },
    ),
    fc.constantFrom("", "/", "?page=2", "/?q=a%20b"),
  )
  .map(([path, suffix]) => (path === "/" && suffix.startsWith("/") ? path : path + suffix));

function follow(path: string, user: GuardUser | null): { steps: number; visited: string[] } {
  const visited = [path];
  let current = path;
  for (let steps = 1; steps <= 10; steps++) {
    const decision = guardRoute(current, user);
    if (decision.kind === "allow" || decision.external) return { steps, visited };
    current = decision.to;
    visited.push(current);
  }
  return { steps: Number.POSITIVE_INFINITY, visited };
}

describe("guardRoute properties", () => {
  it("never redirects to the path it was asked about", () => {
    fc.assert(
      fc.property(pathArb, userArb, (path, user) => {
        const decision = guardRoute(path, user);
        if (decision.kind === "redirect" && !decision.external) {
          expect(normalizePath(decision.to)).not.toBe(normalizePath(path));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("reaches a page (or leaves the portal) within 4 steps", () => {
    fc.assert(
      fc.property(pathArb, userArb, (path, user) => {
        const { steps } = follow(path, user);
        expect(steps).toBeLessThanOrEqual(4);
      }),
      { numRuns: 2000 },
    );
  });

  it("sends a logged-out visitor either nowhere or to the login page", () => {
    fc.assert(
      fc.property(pathArb, (path) => {
        const decision = guardRoute(path, null);
        const kind: GuardKind | undefined = matchRoute(path)?.kind;
        if (kind === undefined || kind === "public" || kind === "guest") expect(decision).toEqual({ kind: "allow" });
        else expect(decision).toEqual({ kind: "redirect", to: loginRedirectPath(path), external: false });
      }),
    );
  });

  it("lets a complete paid member through every known route except guest and onboarding ones", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_ROUTES),
        fc.constantFrom("SILVER", "GOLD", "PLATINUM" as const),
        (route, type) => {
          const decision = guardRoute(samplePath(route), { ...complete, membership: { type, is_active: true } });
          const kind = ROUTE_GUARDS[route];
          const sentHome = kind === "guest" || kind === "input-phone" || kind === "otp" || kind === "create-password";
          expect(decision).toEqual(
            sentHome ? { kind: "redirect", to: "/beranda", external: false } : { kind: "allow" },
          );
        },
      ),
    );
  });
});

describe("accessRefusal: the one rule behind the portal's redirects and the API's 403s", () => {
  const expected: Record<Exclude<State, "loggedOut">, { agent: string | null; member: string | null }> = {
    noPhone: { agent: "phone_required", member: "phone_required" },
    unverified: { agent: "phone_unverified", member: "phone_unverified" },
    noPassword: { agent: "password_required", member: "password_required" },
    noMembership: { agent: null, member: "membership_required" },
    expired: { agent: null, member: "membership_required" },
    expiredTrial: { agent: null, member: "membership_required" },
    trial: { agent: null, member: null },
    silver: { agent: null, member: null },
    gold: { agent: null, member: null },
    platinum: { agent: null, member: null },
    partner: { agent: null, member: null },
  };

  it.each(Object.entries(expected))("%s", (state, answer) => {
    const user = STATES[state as State] as GuardUser;
    expect(accessRefusal(user, "agent")).toBe(answer.agent);
    expect(accessRefusal(user, "member")).toBe(answer.member);
  });

  it("agrees with guardRoute on every agent and member page for any user (partners aside)", () => {
    fc.assert(
      fc.property(userArb, fc.constantFrom(...ALL_ROUTES), (user, route) => {
        const kind = ROUTE_GUARDS[route];
        if (!user || user.admin_project_partner_url || (kind !== "agent" && kind !== "member")) return;
        const refusal = accessRefusal(user, kind);
        const decision = guardRoute(samplePath(route), user);
        if (refusal) expect(decision).toEqual({ kind: "redirect", to: REFUSAL_PATHS[refusal], external: false });
        else expect(decision.kind === "allow" || decision.to === "/upgrade").toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
