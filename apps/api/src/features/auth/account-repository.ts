import { and, eq, isNull, sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { agentAreaSpecializations, agentOffices, agentTypes, users } from "../../platform/db/schema.js";
import { sqlNow } from "../../platform/db/sql-now.js";

/** What the account flows need to know about a user (never sent to a client as is). */
export const AccountRow = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  password_hash: v.nullable(v.string()),
  email_verified_at: v.nullable(v.string()),
  is_agent: v.boolean(),
  phone_number: v.nullable(v.string()),
  phone_number_verified_at: v.nullable(v.string()),
  phone_number_changed_at: v.nullable(v.string()),
});
export type AccountRow = v.InferOutput<typeof AccountRow>;

const COLUMNS = sql.raw(`id, name, email, password_hash, email_verified_at, is_agent, phone_number,
  phone_number_verified_at, phone_number_changed_at`);

export async function findAccountByEmail(db: AppDb, email: string): Promise<AccountRow | undefined> {
  const rows = await rowsOf(
    db,
    AccountRow,
    sql`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower(${email.trim()})`,
  );
  return rows[0];
}

export async function findAccountById(db: AppDb, id: number): Promise<AccountRow | undefined> {
  const rows = await rowsOf(db, AccountRow, sql`SELECT ${COLUMNS} FROM users WHERE id = ${id}`);
  return rows[0];
}

/** Activates the e-mail unless it already is (a twin request may have done it). */
export async function activateAccount(db: AppDb, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sqlNow(), updatedAt: sqlNow() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

export async function setPasswordHash(db: AppDb, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sqlNow() }).where(eq(users.id, userId));
}

/** Sets the password of an account that has none; false when it has one (another request set it first). */
export async function setFirstPasswordHash(db: AppDb, userId: number, passwordHash: string): Promise<boolean> {
  const set = await db
    .update(users)
    .set({ passwordHash, updatedAt: sqlNow() })
    .where(and(eq(users.id, userId), isNull(users.passwordHash)))
    .returning({ id: users.id });
  return set.length > 0;
}

/** A reset link proves the agent reads the e-mail, so it also counts as activation. */
export async function setResetPasswordHash(db: AppDb, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${sqlNow()})`, updatedAt: sqlNow() })
    .where(eq(users.id, userId));
}

export async function markAsAgent(db: AppDb, userId: number): Promise<void> {
  await db.update(users).set({ isAgent: true, updatedAt: sqlNow() }).where(eq(users.id, userId));
}

/** The code of an agent type (e.g. "INDEPENDENT"), or undefined when there is no such type. */
export async function findAgentTypeCode(db: AppDb, id: number): Promise<string | undefined> {
  const rows = await db.select({ code: agentTypes.code }).from(agentTypes).where(eq(agentTypes.id, id)).limit(1);
  return rows[0]?.code;
}

export async function agentOfficeExists(db: AppDb, id: number): Promise<boolean> {
  const rows = await db.select({ id: agentOffices.id }).from(agentOffices).where(eq(agentOffices.id, id)).limit(1);
  return rows.length > 0;
}

/** How many of the city ids exist (each counted once per id in the list, as the registration sends them). */
export async function countKnownCities(db: AppDb, cityIds: string[]): Promise<number> {
  const known = await rowsOf(
    db,
    v.object({ n: v.number() }),
    sql`
    SELECT count(*)::int AS n FROM cities WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(cityIds)}::jsonb))`,
  );
  return known[0]?.n ?? 0;
}

export async function referralCodeTaken(db: AppDb, code: string): Promise<boolean> {
  const taken = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).limit(1);
  return taken.length > 0;
}

/** The id of the agent owning an enabled code, or undefined. */
export async function findReferrer(db: AppDb, code: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code.toUpperCase()), isNull(users.referralCodeDisabledAt)));
  return rows[0]?.id;
}

export type NewAgent = {
  name: string;
  email: string;
  passwordHash: string;
  phone: string | null;
  referralCode: string;
  agentTypeId: number;
  agentOfficeId: number | null;
  agentOfficeName: string | null;
  nib: string | null;
  referredByUserId: number | null;
  cityIds: string[];
};

/** Inserts an unactivated agent and its area specialities; call inside a transaction. */
export async function insertAgent(db: AppDb, agent: NewAgent): Promise<number> {
  const rows = await db
    .insert(users)
    .values({
      name: agent.name,
      email: agent.email,
      passwordHash: agent.passwordHash,
      phoneNumber: agent.phone,
      referralCode: agent.referralCode,
      agentTypeId: agent.agentTypeId,
      agentOfficeId: agent.agentOfficeId,
      agentOfficeName: agent.agentOfficeName,
      nib: agent.nib,
      referredByUserId: agent.referredByUserId,
      isAgent: true,
    })
    .returning({ id: users.id });
  const id = rows[0]!.id;
  await db.execute(sql`INSERT INTO ${agentAreaSpecializations} (user_id, city_id)
    SELECT ${id}, jsonb_array_elements_text(${JSON.stringify(agent.cityIds)}::jsonb)`);
  return id;
}
