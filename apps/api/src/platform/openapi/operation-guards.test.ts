import { sql } from "drizzle-orm";
import Fastify, { type RouteOptions } from "fastify";
import { ACCESS_REFUSAL_MESSAGES, OPERATION_GUARDS } from "@griya/domain/operation-guards";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestOtp, sessionOf } from "../../../test/accounts.js";
import { createAgent } from "../../../test/coins.js";
import { placeOrder, productUuid } from "../../../test/commerce.js";
import { insertListing } from "../../../test/listings.js";
import { OPERATION_ACCESS, type OperationAccess } from "../../../test/operation-access.js";
import { sampleRequest } from "../../../test/sample-request.js";
import { bearer, createTestApp, type TestApp } from "../../../test/test-app.js";
import { optionalAuth, requireAccess, requireAuth, ROUTE_AUTH } from "../../kernels/auth/authenticate.js";
import { listOperations, loadSpec, type OpenApiDocument, type SchemaObject, type SpecOperation } from "./load-spec.js";
import { registerSpecRoutes } from "./register-routes.js";

let t: TestApp;
let spec: OpenApiDocument;
let operations: SpecOperation[];
const tokens: Record<"noPhone" | "unverified" | "noPassword" | "noMembership", string> = {} as never;
const ids: Record<keyof typeof tokens, number> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  spec = await loadSpec();
  operations = listOperations(spec);
  const { db } = t.database;
  ids.noPhone = await createAgent(db, "tanpa-hp@contoh.id");
  ids.unverified = await createAgent(db, "belum-otp@contoh.id");
  ids.noPassword = await createAgent(db, "tanpa-sandi@contoh.id");
  ids.noMembership = await createAgent(db, "bukan-member@contoh.id", { membership: false });
  await db.execute(
    sql`UPDATE users SET phone_number = NULL, phone_number_verified_at = NULL WHERE id = ${ids.noPhone}`,
  );
  await db.execute(sql`UPDATE users SET phone_number_verified_at = NULL WHERE id = ${ids.unverified}`);
  await db.execute(sql`UPDATE users SET password_hash = NULL WHERE id = ${ids.noPassword}`);
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) tokens[key] = await sessionOf(t.app, ids[key]);
});
afterAll(() => t.close());

const securityOf = (op: SpecOperation) => op.operation.security ?? spec.security ?? [];
const idOf = (op: SpecOperation) => op.operation.operationId;
const pinnedAccess = new Map<string, OperationAccess>(
  Object.entries(OPERATION_ACCESS).flatMap(([access, pinnedIds]) =>
    pinnedIds.map((id) => [id, access as OperationAccess]),
  ),
);
/** The contract's operations pinned to one of `kinds` in test/operation-access.ts (never the guard table). */
const pinned = (...kinds: OperationAccess[]) =>
  operations.filter((op) => kinds.includes(pinnedAccess.get(idOf(op)) as OperationAccess));
const label = (op: SpecOperation, body = "") => `${idOf(op)} ${op.method} ${op.path} ${body.slice(0, 200)}`;

async function call(op: SpecOperation, token?: string) {
  return t.app.inject({ ...sampleRequest(op), ...(token ? { headers: bearer(token) } : {}) });
}

describe("the pinned list, the contract's security and the guard table", () => {
  it("pins every operation of the contract exactly once", () => {
    const listed = Object.values(OPERATION_ACCESS).flat().sort();
    expect(listed).toEqual(operations.map(idOf).sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("agrees with the contract: no token, an optional token or a required one", () => {
    // `[{}, {bearerAuth: []}]`: the token is optional (the invoice, the public marketplace).
    const contract = (op: SpecOperation): string => {
      const security = securityOf(op);
      if (!security.some((s) => "bearerAuth" in s)) return "public";
      return security.some((s) => Object.keys(s).length === 0) ? "optional" : "required";
    };
    const pinnedSecurity = (access: OperationAccess) =>
      access === "public" || access === "optional" ? access : "required";
    const byContract = Object.fromEntries(operations.map((op) => [idOf(op), contract(op)]));
    const byPin = Object.fromEntries([...pinnedAccess].map(([id, access]) => [id, pinnedSecurity(access)]));
    expect(byContract).toEqual(byPin);
  });

  it("agrees with the guard table entry by entry", () => {
    const expected = Object.fromEntries(
      [...pinnedAccess]
        .filter(([, access]) => access !== "public")
        .map(([id, access]) => [id, access === "optional" ? "session" : access]),
    );
    expect({ ...OPERATION_GUARDS }).toEqual(expected);
  });

  it("declares a 403 that carries `guard` on every agent and member operation", () => {
    for (const op of pinned("agent", "member")) {
      const schema = op.operation.responses["403"]?.content?.["application/json"]?.schema;
      const properties = (schema?.properties ?? {}) as Record<string, SchemaObject>;
      expect(properties.guard?.enum, idOf(op)).toEqual(Object.keys(ACCESS_REFUSAL_MESSAGES));
    }
  });

  it("stops the start when a token-taking operation has no entry, or an entry names no such operation", async () => {
    const { getCoinTotal: _, ...missing } = OPERATION_GUARDS;
    expect(() => registerSpecRoutes(Fastify(), spec, {}, ROUTE_AUTH, missing)).toThrow(/getCoinTotal .* no entry/);
    expect(() =>
      registerSpecRoutes(Fastify(), spec, {}, ROUTE_AUTH, { ...OPERATION_GUARDS, removedLongAgo: "agent" }),
    ).toThrow(/removedLongAgo/);
    expect(() =>
      registerSpecRoutes(Fastify(), spec, {}, ROUTE_AUTH, { ...OPERATION_GUARDS, getRegisterForm: "agent" }),
    ).toThrow(/getRegisterForm/);
    expect(() =>
      registerSpecRoutes(Fastify(), spec, {}, ROUTE_AUTH, { ...OPERATION_GUARDS, getInvoice: "agent" }),
    ).toThrow(/getInvoice/);
  });

  it("puts the preHandler of the pinned access on every route", async () => {
    // The contract's own keywords (x-addition, x-body-limit) need the app's non-strict schema compiler (app.ts).
    const app = Fastify({ ajv: { customOptions: { strict: false } } });
    const preHandlers = new Map<string, unknown>();
    app.addHook(
      "onRoute",
      (route: RouteOptions) => void preHandlers.set(String(route.config?.operationId), route.preHandler),
    );
    registerSpecRoutes(app, spec, {}, ROUTE_AUTH);
    await app.ready();
    const expectedFor = { public: undefined, optional: optionalAuth, session: requireAuth } as const;
    for (const op of operations) {
      const access = pinnedAccess.get(idOf(op))!;
      const expected = access === "agent" || access === "member" ? requireAccess(access) : expectedFor[access];
      expect(preHandlers.get(idOf(op)), `${label(op)}(pinned: ${access})`).toBe(expected);
    }
    await app.close();
  });
});

describe("a caller without a token", () => {
  it("gets 401 from every session, agent and member operation", async () => {
    for (const op of pinned("session", "agent", "member")) {
      const res = await call(op);
      expect(res.statusCode, label(op, res.body)).toBe(401);
    }
  });

  it("is served (not 401) by the public operations and where the token is optional", async () => {
    for (const op of pinned("public", "optional")) {
      const res = await call(op);
      expect(res.statusCode, label(op, res.body)).not.toBe(401);
    }
  });
});

describe("an agent who has not finished onboarding", () => {
  it.each([
    ["noPhone", "phone_required"],
    ["unverified", "phone_unverified"],
    ["noPassword", "password_required"],
  ] as const)("as %s, gets 403 %s from every agent and member operation", async (state, refusal) => {
    for (const op of pinned("agent", "member")) {
      const res = await call(op, tokens[state]);
      expect(res.statusCode, label(op, res.body)).toBe(403);
      expect(res.json()).toEqual({ errors: ACCESS_REFUSAL_MESSAGES[refusal], guard: refusal });
    }
  });

  it("may still do the onboarding steps: read itself, send and check the OTP, create a password, log out", async () => {
    const me = await t.app.inject({ method: "GET", url: "/api/user-agent", headers: bearer(tokens.noPhone) });
    expect(me.statusCode).toBe(200);
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/user_verify/update_phone_send_otp",
      headers: bearer(tokens.noPhone),
      payload: { phone_number: "085711112222" },
    });
    expect(sent.statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/user_verify/verify_otp",
      headers: bearer(tokens.noPhone),
      payload: { otp: "000000" },
    });
    expect(wrong.statusCode).toBe(470);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/create_password",
      headers: bearer(tokens.noPassword),
      payload: { password: "Sandi-Pertama-77" },
    });
    expect(created.statusCode).toBe(200);
    await t.database.db.execute(sql`UPDATE users SET password_hash = NULL WHERE id = ${ids.noPassword}`);
    for (const op of pinned("session", "optional")) {
      const res = await call(op, tokens.unverified);
      expect(res.statusCode, label(op, res.body)).not.toBe(403);
    }
  });
});

describe("an onboarded agent without a membership", () => {
  it("gets 403 membership_required from the member-only operations", async () => {
    for (const op of pinned("member")) {
      const res = await call(op, tokens.noMembership);
      expect(res.statusCode, label(op, res.body)).toBe(403);
      expect(res.json()).toEqual({ errors: ACCESS_REFUSAL_MESSAGES.membership_required, guard: "membership_required" });
    }
  });

  it("is not refused by the guard anywhere else", async () => {
    for (const op of pinned("agent")) {
      const res = await call(op, tokens.noMembership);
      expect(res.json().guard, label(op, res.body)).toBeUndefined();
    }
  });
});

describe("the incident: an agent with no phone bought a membership and activated a listing through the API", () => {
  it("refuses both until the phone is verified; then the order goes through and activation answers 1002 as before", async () => {
    const userId = await createAgent(t.database.db, "insiden@contoh.id", { membership: false });
    await t.database.db.execute(
      sql`UPDATE users SET phone_number = NULL, phone_number_verified_at = NULL WHERE id = ${userId}`,
    );
    const token = await sessionOf(t.app, userId);
    const listing = await insertListing(t.database.db, userId, { photos: 1 });
    const order = {
      products: [{ uuid: await productUuid(t.database.db, "MEMBERSHIP_SILVER"), qty: 1 }],
      payment_method: "bca_va",
    };
    const activate = () =>
      t.app.inject({
        method: "POST",
        url: "/api/listings/activate",
        headers: bearer(token),
        payload: { uuid: listing.uuid },
      });

    const refusedOrder = await placeOrder(t.app, token, order);
    expect(refusedOrder.statusCode).toBe(403);
    expect(refusedOrder.json().guard).toBe("phone_required");
    expect((await activate()).json()).toEqual({
      errors: ACCESS_REFUSAL_MESSAGES.phone_required,
      guard: "phone_required",
    });

    const phone = "085733334444";
    await t.app.inject({
      method: "POST",
      url: "/api/user_verify/update_phone_send_otp",
      headers: bearer(token),
      payload: { phone_number: phone },
    });
    expect((await activate()).json().guard).toBe("phone_unverified");
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/user_verify/verify_otp",
      headers: bearer(token),
      payload: { otp: await latestOtp(t.app, phone) },
    });
    expect(verified.statusCode).toBe(200);

    // Verifying the phone started the Trial: activation's own refusals apply again (coins and slots of a Trial).
    await t.database.db.execute(sql`DELETE FROM memberships WHERE user_id = ${userId}`);
    const noMembership = await activate();
    expect(noMembership.statusCode).toBe(422);
    expect(noMembership.json().code).toBe(1002);
    expect((await placeOrder(t.app, token, order)).statusCode).toBe(201);
  });
});
