import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { AppDb } from "../../platform/db/client.js";
import { authTokens } from "../../platform/db/schema.js";
import { sqlNow } from "../../platform/db/sql-now.js";

/** Stores a bearer token's hash (never the token). */
export async function insertSession(db: AppDb, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(authTokens).values({ userId, tokenHash, expiresAt });
}

export async function revokeSession(db: AppDb, tokenId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sqlNow() })
    .where(sql`${authTokens.id} = ${tokenId}`);
}

/** Ends every live session of the user but the one given (the device that changed the password). */
export async function revokeOtherSessions(db: AppDb, userId: number, keepTokenId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sqlNow() })
    .where(and(eq(authTokens.userId, userId), ne(authTokens.id, sql`${keepTokenId}`), isNull(authTokens.revokedAt)));
}

export async function revokeAllSessions(db: AppDb, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sqlNow() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
