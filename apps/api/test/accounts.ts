import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { Database } from "../src/platform/db/client.js";
import { issueSession } from "../src/features/auth/issue-session.js";

export type OutboxItem = {
  id: number;
  to: string;
  channel: "email" | "sms";
  subject: string | null;
  text: string;
  links: string[];
  otp: string | null;
  created_at: string;
};

let nextAddress = 0;
/** A distinct client address per call, so per-IP limits of one test do not leak into another. */
export function freshIp(): string {
  nextAddress += 1;
  return `10.9.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

export const NEW_PASSWORD = "rahasia-baru-99";

export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    name: "Andi Pratama",
    email,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    // The seed's second type, "Agen Kantor Properti", and its first office.
    agent_type_id: 2,
    agent_office_id: 1,
    selected_area_specializations: ["31.71", "32.73"],
    ...overrides,
  };
}

export function register(app: FastifyInstance, body: object, remoteAddress = freshIp()) {
  return app.inject({ method: "POST", url: "/api/agent/auth/register", payload: body, remoteAddress });
}

export async function outboxFor(app: FastifyInstance, to: string): Promise<OutboxItem[]> {
  const res = await app.inject({ method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  if (res.statusCode !== 200) throw new Error(`outbox: ${res.statusCode} ${res.body}`);
  return res.json().data as OutboxItem[];
}

/** The token at the end of the newest link sent to `to` whose path contains `pathPart`. */
export async function latestLinkToken(app: FastifyInstance, to: string, pathPart: string): Promise<string> {
  const link = (await outboxFor(app, to)).flatMap((m) => m.links).find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no ${pathPart} link for ${to}`);
  return link.slice(link.lastIndexOf("/") + 1);
}

export async function latestOtp(app: FastifyInstance, phone: string): Promise<string> {
  const otp = (await outboxFor(app, phone)).find((m) => m.otp !== null)?.otp;
  if (!otp) throw new Error(`no OTP for ${phone}`);
  return otp;
}

/** Registers and activates a new agent through the API; returns its credentials. */
export async function activatedAgent(app: FastifyInstance, email: string, overrides: Record<string, unknown> = {}) {
  const res = await register(app, registration(email, overrides));
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const token = await latestLinkToken(app, email, "/user/activation/");
  const activated = await app.inject({ method: "GET", url: `/api/auth/email_activation/${token}` });
  if (activated.statusCode !== 200) throw new Error(`activate: ${activated.statusCode} ${activated.body}`);
  return { email, password: NEW_PASSWORD };
}

/** Lets the OTP resend wait (60 s) pass at once for this user. */
export async function skipOtpCooldown(database: Database, userId: number): Promise<void> {
  await database.db.execute(
    sql`UPDATE phone_otps SET created_at = created_at - interval '61 seconds' WHERE user_id = ${userId}`,
  );
}

export async function userIdOf(database: Database, email: string): Promise<number> {
  const result: unknown = await database.db.execute(sql`SELECT id FROM users WHERE lower(email) = lower(${email})`);
  const r = result as { rows: { id: number }[] };
  return r.rows[0]!.id;
}

/** A bearer token for a user straight from the tables (e.g. one without a password, who cannot log in). */
export async function sessionOf(app: FastifyInstance, userId: number): Promise<string> {
  const request = { server: app } as unknown as Parameters<typeof issueSession>[0];
  return (await issueSession(request, userId, false)).token;
}
