// Rules of leads (issue 11) shared by the enquiry and KPR forms and the API.

/** The bounds of the public forms (openapi/paths/api_v2_contact_enquiry.yaml, api_contact_consultation.yaml). */
export const ENQUIRY_LIMITS = {
  nameMax: 100,
  emailMax: 255,
  messageMax: 1000,
  /** Later messages from the same phone on the same listing (or agent page) within this join one lead. */
  dedupHours: 24,
  /** Inbox page size. */
  perPage: 20,
  /** The response-time window (GET /api/enquiries/response_time). */
  responseWindowDays: 30,
} as const;

// A host: labels of letters/digits/hyphens joined by dots, ending in a letter label (a top-level domain).
const HOST = String.raw`(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}`;
// A top-level domain ends where the word does; a host inside a longer word is still a host ("evil.com-x").
const LINK = new RegExp(String.raw`\b(?:(?:https?|ftp):\/\/|www\.)?(${HOST})(?![\p{L}\p{N}])`, "giu");
const SCHEME = /\b(?:https?|ftp|javascript|data|vbscript|file):\/*/giu;

/**
 * Links in a buyer's message must not be clickable in the agent's e-mail or inbox (phishing, spam): schemes are
 * dropped and the dots of every host are written "[.]" ("https://evil.com/x" → "evil[.]com/x"), so mail apps
 * and linkifiers see no link while the agent can still read it. E-mail addresses are hosts too and are
 * neutralised the same way ("budi@contoh[.]id"): the buyer's own address is in its own field. Idempotent.
 */
export function neutraliseLinks(message: string): string {
  return message
    .replace(SCHEME, "")
    .replace(
      LINK,
      (match, host: string) =>
        match.slice(0, match.length - host.length).replace(/^www\./i, "www[.]") + host.replace(/\./g, "[.]"),
    );
}
