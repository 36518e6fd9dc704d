// Minimal cookie reading and writing: the token cookie must stay a plain value (not React Router's signed,
// JSON-encoded cookies) because server.mjs turns it into a bearer header for /api/*.

export type CookieOptions = {
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "Lax" | "Strict" | "None";
  /** Seconds; omitted = session cookie; 0 = delete now. */
  maxAge?: number;
};

/** The value of one cookie in a Cookie request header, or null. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** A Set-Cookie header value. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? "/"}`];
  if (options.maxAge !== undefined) {
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
    // Expires too, for old clients that ignore Max-Age; epoch for a deletion.
    const expires = options.maxAge > 0 ? new Date(Date.now() + options.maxAge * 1000) : new Date(0);
    parts.push(`Expires=${expires.toUTCString()}`);
  }
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  return parts.join("; ");
}

/** Whether the browser reached us over https (Secure cookies would be dropped on plain http). */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}
