import type { AppDb } from "../../platform/db/client.js";
import { findLinkByHash, markLinkUsed, replaceLink, type LinkRow } from "./one-time-links-repository.js";
import { hashToken, newToken } from "./token.js";

export type LinkPurpose = "activation" | "password_reset";

/**
 * Issues a single-use link token (256 random bits; only its SHA-256 is stored). Earlier unused links of the
 * same purpose expire at once, so only the newest e-mail works.
 */
export async function issueLink(
  db: AppDb,
  userId: number,
  purpose: LinkPurpose,
  validSeconds: number,
): Promise<string> {
  const token = newToken();
  await replaceLink(db, { userId, purpose, tokenHash: hashToken(token), validSeconds });
  return token;
}

export async function findLink(db: AppDb, token: string, purpose: LinkPurpose): Promise<LinkRow | undefined> {
  return findLinkByHash(db, hashToken(token), purpose);
}

/** Marks the link used; false when another request used it first (or it expired meanwhile). */
export async function consumeLink(db: AppDb, id: number): Promise<boolean> {
  return markLinkUsed(db, id);
}
