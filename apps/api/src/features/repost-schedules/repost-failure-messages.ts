import {
  ERROR_CODE_TABLE,
  describeErrorCode,
  type ErrorCode,
  type ErrorCodeFields,
  type RefusalReason,
} from "@griya/domain/error-codes";
import { formatDateTime } from "@griya/domain/format";
import { dayName } from "@griya/domain/repost-schedule";
import { escapeHtml } from "../../platform/messaging/html.js";
import type { OutgoingMessage } from "../../platform/messaging/message.js";

export const SCHEDULED_REPOST_FAILED = "SCHEDULED_REPOST_FAILED";

type FailureReason = RefusalReason | "listing_not_active";

/** Why a scheduled slot did not repost: a business refusal (its code and texts) or a listing gone from Aktif. */
export type RepostFailure = { reason: FailureReason; errorCode: ErrorCode | null; title: string; message: string };

export function refusalFailure(code: ErrorCode, fields: ErrorCodeFields): RepostFailure {
  return { reason: ERROR_CODE_TABLE[code].reason, errorCode: code, ...describeErrorCode(code, fields) };
}

export const LISTING_NOT_ACTIVE_FAILURE: RepostFailure = {
  reason: "listing_not_active",
  errorCode: null,
  title: "Listing tidak aktif",
  message: "Hanya listing aktif yang dapat di-repost. Aktifkan kembali listing ini agar jadwal repost dapat berjalan.",
};

export type FailedSlot = {
  listingTitle: string;
  listingNumber: string;
  day: number;
  slotAt: Date;
  timeZone: string;
  failure: RepostFailure;
};

/** The notification's title and text, naming the listing, the slot (in the schedule's zone) and the reason. */
export function repostFailureTexts(s: FailedSlot): { title: string; body: string } {
  const when = `${dayName(s.day)}, ${formatDateTime(s.slotAt, s.timeZone)}`;
  return {
    title: "Repost terjadwal gagal",
    body:
      `Repost terjadwal listing "${s.listingTitle}" (${s.listingNumber}) pada ${when} gagal. ` +
      `${s.failure.title}: ${s.failure.message}`,
  };
}

/** The same news by e-mail, with a plain-text and an HTML part. */
export function repostFailureEmail(to: string, name: string, s: FailedSlot): OutgoingMessage {
  const { body } = repostFailureTexts(s);
  const greeting = `Halo ${name},`;
  const outro = "Anda dapat memeriksa listing dan jadwal repost-nya di halaman Listing Saya.";
  const e = escapeHtml;
  return {
    channel: "email",
    to,
    subject: `Repost terjadwal gagal: ${s.listingTitle}`,
    text: [greeting, "", body, "", outro, "", "Salam,", "Tim Griya"].join("\n"),
    html: `<!doctype html>
<html lang="id"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${e(greeting)}</p>
<p>${e(body)}</p>
<p>${e(outro)}</p>
<p>Salam,<br>Tim Griya</p>
</body></html>`,
    links: [],
    otp: null,
  };
}
