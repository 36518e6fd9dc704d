import type { FastifyBaseLogger } from "fastify";
import type { Messenger, OutgoingMessage } from "./message.js";

/**
 * Sends an e-mail whose record is already committed (SMTP cannot join the transaction): a failing mail server is
 * logged for the operator, never answered to the visitor, whose request is stored.
 */
export async function sendAfterCommit(
  messenger: Messenger,
  log: FastifyBaseLogger,
  message: OutgoingMessage,
  what: string,
): Promise<void> {
  try {
    await messenger.send(message);
  } catch (error) {
    log.error({ err: error }, `${what} e-mail not sent; the request is stored`);
  }
}
