import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe; only its SHA-256 is stored, so a leaked table reveals no usable token. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(authorization?.trim() ?? "");
  return match?.[1];
}
