import nodemailer from "nodemailer";
import type { Config } from "../config.js";
import type { AppDb } from "../db/client.js";
import type { Messenger } from "./message.js";
import { insertOutbox } from "./outbox-repository.js";

/**
 * E-mail goes out through SMTP when SMTP_URL is set, else into the outbox table; SMS always goes to the
 * outbox until an SMS provider is configured (docs/product/accounts-and-security.md#development-tools).
 */
export function createMessenger(config: Pick<Config, "smtpUrl" | "mailFrom">, db: AppDb): Messenger {
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  return {
    async send(message) {
      if (message.channel === "email" && smtp) {
        await smtp.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject ?? "",
          text: message.text,
          html: message.html ?? undefined,
        });
        return;
      }
      await insertOutbox(db, message);
    },
    async enqueue(tx, message) {
      if (message.channel === "email" && smtp) return false;
      await insertOutbox(tx, message);
      return true;
    },
  };
}
