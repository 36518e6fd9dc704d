import { sql } from "drizzle-orm";
import * as v from "valibot";
import type { AppDb } from "../db/client.js";
import { rowsOf } from "../db/rows-of.js";
import type { OutgoingMessage } from "./message.js";

export const OutboxRow = v.object({
  id: v.number(),
  channel: v.picklist(["email", "sms"]),
  recipient: v.string(),
  subject: v.nullable(v.string()),
  text_body: v.string(),
  links: v.array(v.string()),
  otp: v.nullable(v.string()),
  created_at: v.string(),
});
export type OutboxRow = v.InferOutput<typeof OutboxRow>;

export async function insertOutbox(db: AppDb, m: OutgoingMessage): Promise<void> {
  await db.execute(sql`INSERT INTO outbox_messages (channel, recipient, subject, text_body, html_body, links, otp)
    VALUES (${m.channel}, ${m.to}, ${m.subject}, ${m.text}, ${m.html}, ${JSON.stringify(m.links)}::jsonb, ${m.otp})`);
}

/** Newest first; `to` is compared exactly (callers normalise e-mail and phone the way senders store them). */
export async function listOutbox(db: AppDb, to: string | undefined, limit = 100): Promise<OutboxRow[]> {
  const where = to === undefined ? sql`` : sql`WHERE recipient = ${to}`;
  return rowsOf(
    db,
    OutboxRow,
    sql`
    SELECT id::int AS id, channel, recipient, subject, text_body, links, otp, created_at
    FROM outbox_messages ${where} ORDER BY id DESC LIMIT ${limit}`,
  );
}
