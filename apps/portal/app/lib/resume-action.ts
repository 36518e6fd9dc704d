// The unfinished action behind a refusal (docs/adr/0053-…): what the agent was doing when coins, slots or a
// membership fell short, kept in a browser cookie while they buy what was missing, so the payment's success page
// and the orders page can lead back to it. It names the action, the listing and the page, never the agent, and
// is never run by itself: the link reopens the action's own confirmation, which checks the balance again.
import { isUuid } from "@griya/domain/uuid";
import { readCookie, serializeCookie } from "./cookies";
import { safeRedirect } from "./safe-redirect";

const RESUME_COOKIE_NAME = "griya_lanjutkan";
/** A virtual account may be paid a day later; a week covers a weekend's delay without keeping it for ever. */
const RESUME_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const MAX_TITLE = 120;
const MAX_PATH = 500;

/** Listing actions the confirmation dialog of /listing runs (features/listings/use-listing-action.ts). */
export const RESUMABLE_LISTING_ACTIONS = ["activate", "repost", "duplicate"] as const;
export type ResumableListingAction = (typeof RESUMABLE_LISTING_ACTIONS)[number];

/** What a purchase must bring for the action to go through. */
export type ResumeNeed = "coin" | "slot" | "membership";

export type ResumeRecord =
  | {
      /** A listing card's action, asked again on /listing. */
      action: ResumableListingAction;
      listing: { uuid: string; number: string; title: string };
      need: ResumeNeed;
      /** The /listing address (tab, sort) the refusal came on. */
      path: string;
    }
  | {
      /** Any other refused action: back to its page, where the agent starts it again. */
      action: "page";
      /** The page's title, for "kembali ke …". */
      title: string;
      need: ResumeNeed;
      path: string;
    };

/** Query parameters of /listing that reopen an action's confirmation (read by the my-listings view). */
export const RESUME_PARAMS = { action: "lanjutkan", listing: "listing" } as const;

const isNeed = (value: unknown): value is ResumeNeed => value === "coin" || value === "slot" || value === "membership";
const isListingAction = (value: unknown): value is ResumableListingAction =>
  (RESUMABLE_LISTING_ACTIONS as readonly unknown[]).includes(value);
const text = (value: unknown, max: number): string | null =>
  typeof value === "string" && value.trim() !== "" && value.length <= max ? value : null;

/** A record read back from the cookie, or null when it is missing, malformed or points off the site. */
export function parseResume(raw: string | null | undefined): ResumeRecord | null {
  if (!raw || raw.length > 2000) return null;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || !isNeed(value.need)) return null;
  const path = text(value.path, MAX_PATH);
  if (!path || safeRedirect(path, "") !== path) return null;
  if (value.action === "page") {
    const title = text(value.title, MAX_TITLE);
    return title ? { action: "page", title, need: value.need, path } : null;
  }
  if (!isListingAction(value.action)) return null;
  const listing = value.listing as Record<string, unknown> | null | undefined;
  const uuid = text(listing?.uuid, 36);
  const number = text(listing?.number, 40);
  const title = text(listing?.title, 500);
  if (!uuid || !isUuid(uuid) || !number || !title) return null;
  return { action: value.action, listing: { uuid, number, title: title.slice(0, MAX_TITLE) }, need: value.need, path };
}

function serializeResume(record: ResumeRecord): string {
  const trimmed =
    record.action === "page"
      ? { ...record, title: record.title.slice(0, MAX_TITLE) }
      : { ...record, listing: { ...record.listing, title: record.listing.title.slice(0, MAX_TITLE) } };
  return JSON.stringify(trimmed);
}

/** Set-Cookie value (also written from the browser through document.cookie: it holds no secret). */
export function resumeCookie(record: ResumeRecord, { secure }: { secure: boolean }): string {
  return serializeCookie(RESUME_COOKIE_NAME, serializeResume(record), {
    maxAge: RESUME_MAX_AGE_SECONDS,
    sameSite: "Lax",
    secure,
  });
}

export function clearedResumeCookie({ secure }: { secure: boolean }): string {
  return serializeCookie(RESUME_COOKIE_NAME, "", { maxAge: 0, sameSite: "Lax", secure });
}

export function readResume(cookieHeader: string | null | undefined): ResumeRecord | null {
  return parseResume(readCookie(cookieHeader, RESUME_COOKIE_NAME));
}

/**
 * Where "Lanjutkan" leads: for a listing action, /listing on the tab it was refused on, searched by the listing's
 * number (so the card is on screen whatever page it was on) and asked again; else the page itself.
 */
export function resumeHref(record: ResumeRecord): string {
  if (record.action === "page") return record.path;
  const url = new URL(record.path, "http://griya.invalid");
  url.searchParams.delete("page");
  url.searchParams.set("q", record.listing.number);
  url.searchParams.set(RESUME_PARAMS.action, record.action);
  url.searchParams.set(RESUME_PARAMS.listing, record.listing.uuid);
  return `${url.pathname}${url.search}`;
}

/** The /listing parameters read back: which action on which listing; null when absent or wrong. */
export function resumeRequestOf(
  params: URLSearchParams,
): { action: ResumableListingAction; listingUuid: string } | null {
  const action = params.get(RESUME_PARAMS.action);
  const listingUuid = params.get(RESUME_PARAMS.listing) ?? "";
  return isListingAction(action) && isUuid(listingUuid) ? { action, listingUuid } : null;
}

type BoughtLine = { category: string };

const NEED_CATEGORY = { coin: "COIN", slot: "LISTING_SLOT", membership: "MEMBERSHIP" } as const satisfies Record<
  ResumeNeed,
  string
>;

/** Whether a paid order brought what the kept action lacked (coins for a coin refusal, and so on). */
export function orderServesResume(record: ResumeRecord, items: readonly BoughtLine[]): boolean {
  return items.some((item) => item.category === NEED_CATEGORY[record.need]);
}

/**
 * Following "kembali ke …" ends a page's record (ADR 0053): the agent starts the action again on that page. A
 * listing action's record is ended by /listing itself once the confirmation is open again.
 */
export function forgetFollowedPageResume(record: ResumeRecord): void {
  if (record.action === "page")
    document.cookie = clearedResumeCookie({ secure: window.location.protocol === "https:" });
}
