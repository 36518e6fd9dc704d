import type { AppDb } from "../db/client.js";

/** A message to one recipient. E-mail has a subject and an HTML part; SMS has neither. */
export type OutgoingMessage = {
  channel: "email" | "sms";
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  /** Links carried by the message (the development outbox lists them so a person or test can follow them). */
  links: string[];
  /** The OTP the message carries, if any (listed by the development outbox). */
  otp: string | null;
};

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
  /**
   * Where the message goes to the outbox, writes it there inside the caller's transaction `tx` (it commits or
   * rolls back with the caller's own rows) and answers true. Answers false where it goes out by SMTP, which
   * cannot join a transaction: the caller sends it after the commit.
   */
  enqueue(tx: AppDb, message: OutgoingMessage): Promise<boolean>;
}
