import { NetworkError, RateLimitError, ServerError, ValidationError } from "@griya/api-client/errors";
import { data } from "react-router";
import { text } from "../../lib/form-data";
import { sendHelpFeedback } from "./help-api.server";
import type { HelpTopic } from "./help-article";
import { HELP_FEEDBACK_INTENT, type HelpFeedbackAnswer } from "./help-feedback-answer";

const HELP_FEEDBACK_TEXT = {
  tooMany: "Terlalu banyak penilaian dari jaringan Anda. Silakan coba lagi nanti.",
  notSent: "Penilaian belum terkirim karena ada gangguan. Silakan coba lagi.",
} as const;

/**
 * "Ya" stores the answer at once; "Tidak" first asks for an optional comment and stores the answer with it. The
 * API's refusals become the form's answer; anything else is a bug and goes to the error page.
 */
export async function helpFeedbackAction(
  form: FormData,
  topic: HelpTopic,
  visitor: Request,
): Promise<HelpFeedbackAnswer> {
  const intent = HELP_FEEDBACK_INTENT;
  const helpful = text(form, "helpful");
  if (helpful !== "ya" && helpful !== "tidak") throw data(null, { status: 400 });
  const withComment = text(form, "stage") === "comment";
  if (helpful === "tidak" && !withComment) return { intent, ok: false, stage: "comment" };
  const comment = text(form, "comment");
  const stage = withComment ? ("comment" as const) : undefined;
  try {
    await sendHelpFeedback(
      { topic, helpful: helpful === "ya", comment: comment.trim() === "" ? null : comment },
      visitor,
    );
    return { intent, ok: true, helpful: helpful === "ya" };
  } catch (error) {
    const kept: HelpFeedbackAnswer & { ok: false } = { intent, ok: false, comment, ...(stage && { stage }) };
    if (error instanceof ValidationError)
      return { ...kept, error: Object.values(error.errors).flat().join(" ") || error.message };
    if (error instanceof RateLimitError) return { ...kept, error: HELP_FEEDBACK_TEXT.tooMany };
    if (error instanceof ServerError || error instanceof NetworkError)
      return { ...kept, error: HELP_FEEDBACK_TEXT.notSent, retry: true };
    throw error;
  }
}
