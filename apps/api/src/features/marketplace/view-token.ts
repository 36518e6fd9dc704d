import { createHmac, timingSafeEqual } from "node:crypto";

/** What a token counts: the impressions of the listings a page shows, or the visit of a listing page. */
export type ViewKind = "i" | "v";

export type ViewClaim = { kind: ViewKind; listingIds: number[]; issuedMinute: number };

/**
 * How long a page's token counts, in minutes: a kept page is at most 6 minutes old (s-maxage 60 and 300 seconds of
 * stale serving, ADR 0075), and a slow phone may load the beacon late.
 */
export const VIEW_TOKEN_MINUTES = 15;

/** A page shows 50 listings at most (the search's largest page). */
const MAX_LISTINGS = 50;
const INT_MAX = 2_147_483_647;

export const minuteOf = (date: Date) => Math.floor(date.getTime() / 60_000);

function mac(key: string, payload: string): string {
  return createHmac("sha256", key).update(payload).digest().subarray(0, 16).toString("base64url");
}

/** `payload.mac`, base64url both: the kind, the minute it was made and the listing ids, in base 36. */
export function signViewToken(key: string, claim: ViewClaim): string {
  const text = [claim.kind, claim.issuedMinute.toString(36), claim.listingIds.map((id) => id.toString(36)).join(",")];
  const payload = Buffer.from(text.join(":")).toString("base64url");
  return `${payload}.${mac(key, payload)}`;
}

/** The claim of a token this key signed less than VIEW_TOKEN_MINUTES ago; undefined for anything else. */
export function readViewToken(key: string, token: string, nowMinute: number): ViewClaim | undefined {
  const [payload, given, extra] = token.split(".");
  if (!payload || !given || extra !== undefined) return undefined;
  const expected = Buffer.from(mac(key, payload));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return undefined;
  const [kind, minute, ids] = Buffer.from(payload, "base64url").toString("utf8").split(":");
  if ((kind !== "i" && kind !== "v") || minute === undefined || !ids) return undefined;
  const issuedMinute = parseInt(minute, 36);
  if (!(issuedMinute <= nowMinute + 1 && issuedMinute >= nowMinute - VIEW_TOKEN_MINUTES)) return undefined;
  const listingIds = ids.split(",").map((id) => parseInt(id, 36));
  if (listingIds.length > MAX_LISTINGS || listingIds.some((id) => !(id >= 1 && id <= INT_MAX))) return undefined;
  return { kind, listingIds: [...new Set(listingIds)], issuedMinute };
}
