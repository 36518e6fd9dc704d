import { neutraliseLinks } from "@griya/domain/enquiry-rules";

// An e-mail address (before neutralising, which would break it up) and a run of 8+ digits that may be split by
// spaces, dots or dashes, with an optional leading "+": a phone, KTP, NPWP or account number.
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const NUMBER = /\+?\d(?:[\s.-]?\d){7,}/g;

/**
 * A help comment as it is stored: trimmed, e-mail addresses and long numbers masked (the feedback is anonymous,
 * and a visitor who types their phone "so you can call me" must not end up in the team's report), then links
 * neutralised like the enquiry messages. Empty becomes null.
 */
export function cleanHelpComment(comment: string | null | undefined): string | null {
  const trimmed = comment?.trim() ?? "";
  if (trimmed === "") return null;
  return neutraliseLinks(trimmed.replace(EMAIL, "[e-mail disembunyikan]").replace(NUMBER, "[nomor disembunyikan]"));
}
