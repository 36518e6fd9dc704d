import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/client.js";

/**
 * Serializes, until tx ends, everything that changes which photos an owner holds: uploads (counted against the
 * form key's ceiling and the unused-photo cap) and the listing save's re-keying (ADR 0014, ADR 0022). One lock
 * per owner, in the two-integer advisory space (owner, 1), which the single-key locks of migrations never meet.
 */
export async function lockOwnerPhotos(tx: AppDb, ownerId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ownerId}::int, 1)`);
}
