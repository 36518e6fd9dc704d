import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../../platform/db/client.js";
import { rowsOf } from "../../platform/db/rows-of.js";
import { isPublicAgent } from "../profile/index.js";
import { sqlNow } from "../../platform/db/sql-now.js";

const INT_MAX = 2_147_483_647;

/** Reveals to add to one agent's day ("2026-03-14", a WIB calendar day). */
export type AgentRevealDelta = { user_id: number; day: string; reveals: number };

/**
 * Adds the reveals to the agents' daily rows, creating the rows a day's first reveal needs, in one statement.
 * Agents deleted since are left out. Rows are written in (agent, day) order, so two processes flushing at once
 * wait for each other instead of deadlocking.
 */
export async function addAgentRevealDays(db: AppDb, deltas: readonly AgentRevealDelta[]): Promise<void> {
  await db.execute(sql`
    INSERT INTO agent_contact_reveal_days (user_id, day, reveals)
    SELECT d.user_id, d.day, least(d.reveals, ${INT_MAX})
    FROM json_to_recordset(${JSON.stringify(deltas)}::json) AS d(user_id int, day date, reveals int)
    JOIN users u ON u.id = d.user_id
    ORDER BY d.user_id, d.day
    ON CONFLICT (user_id, day) DO UPDATE
      SET reveals = least(agent_contact_reveal_days.reveals::bigint + excluded.reveals, ${INT_MAX})::int`);
}

/** The agent's reveals over the last `days` WIB days, today included. */
export async function agentRevealsWithin(db: AppDb, userId: number, days: number): Promise<number> {
  const [row] = await rowsOf(
    db,
    v.object({ total: v.number() }),
    sql`
    SELECT COALESCE(sum(reveals), 0)::int AS total FROM agent_contact_reveal_days
    WHERE user_id = ${userId} AND day > (${sqlNow()} AT TIME ZONE 'Asia/Jakarta')::date - ${days}::int`,
  );
  return row?.total ?? 0;
}

export const AgentWhatsappRow = v.object({ id: v.number(), name: v.string(), whatsapp: v.nullable(v.string()) });
export type AgentWhatsappRow = v.InferOutput<typeof AgentWhatsappRow>;

/**
 * A public agent's name and the value of their WhatsApp entry (null without one), for the reveal on their page.
 * Undefined when no public agent has this id.
 */
export async function findAgentWhatsapp(db: AppDb, id: number): Promise<AgentWhatsappRow | undefined> {
  const [row] = await rowsOf(
    db,
    AgentWhatsappRow,
    sql`
    SELECT u.id, u.name,
      (SELECT s.value FROM agent_social_medias s JOIN social_medias m ON m.id = s.social_media_id
        WHERE s.user_id = u.id AND m.code = 'WHATSAPP') AS whatsapp
    FROM users u
    WHERE u.id = ${id}::int AND ${isPublicAgent}`,
  );
  return row;
}
