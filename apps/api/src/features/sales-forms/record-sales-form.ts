import { formatDateTime } from "@griya/domain/format";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDb } from "../../platform/db/client.js";
import type { OutgoingMessage } from "../../platform/messaging/message.js";
import { sendAfterCommit } from "../../platform/messaging/send-after-commit.js";

type Stored = { uuid: string; created_at: Date | string };

/**
 * Stores a sales-form submission and e-mails it to SALES_EMAIL in one transaction, where the e-mail goes to the
 * outbox (after the commit by SMTP, whose failure is logged and loses nothing), then answers 201 with its uuid.
 */
export async function recordSalesForm(
  request: FastifyRequest,
  reply: FastifyReply,
  what: string,
  insert: (tx: AppDb) => Promise<Stored>,
  mailOf: (salesEmail: string, receivedAt: string) => OutgoingMessage,
) {
  const { db } = request.server.database;
  const { config, messenger } = request.server;
  const outcome = await db.transaction(async (tx) => {
    const stored = await insert(tx);
    const mail = mailOf(
      config.salesEmail,
      formatDateTime(stored.created_at instanceof Date ? stored.created_at : new Date(stored.created_at)),
    );
    const queued = await messenger.enqueue(tx, mail);
    return { uuid: stored.uuid, mail: queued ? null : mail };
  });
  // The visitor does not wait for a slow mail server: the submission is stored, the e-mail follows.
  if (outcome.mail) void sendAfterCommit(messenger, request.log, outcome.mail, what);
  return reply.code(201).send({ data: { uuid: outcome.uuid } });
}
