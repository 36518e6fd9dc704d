import { sql } from "drizzle-orm";
import type { AppDb } from "../db/client.js";
import { rowsOf } from "../db/rows-of.js";
import type { OutgoingMessage } from "./message.js";

export type OutboxRow = {
  id: number;
  channel: "email" | "sms";
  recipient: string;
  subject: string | null;
  text_body: string;
  links: string[];
  otp: string | null;
  created_at: Date | string;
};

export async function insertOutbox(db: AppDb, m: OutgoingMessage): Promise<void> {
  await db.execute(sql`INSERT INTO outbox_messages (channel, recipient, subject, text_body, html_body, links, otp)
    VALUES (${m.channel}, ${m.to}, ${m.subject}, ${m.text}, ${m.html}, ${JSON.stringify(m.links)}::jsonb, ${m.otp})`);
}

/** Newest first; `to` is compared exactly (callers normalise e-mail and phone the way senders store them). */
export async function listOutbox(db: AppDb, to: string | undefined, limit = 100): Promise<OutboxRow[]> {
  const where = to === undefined ? sql`` : sql`WHERE recipient = ${to}`;
  return rowsOf<OutboxRow>(
    db,
    sql`
    SELECT id::int AS id, channel, recipient, subject, text_body, links, otp, created_at
    FROM outbox_messages ${where} ORDER BY id DESC LIMIT ${limit}`,
  );
}
