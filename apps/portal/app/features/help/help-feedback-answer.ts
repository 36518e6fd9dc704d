/** The `intent` of the "Apakah artikel ini membantu?" form. */
export const HELP_FEEDBACK_INTENT = "help-feedback";

/**
 * What the feedback action answers. "Tidak" first asks what was missing (`stage: "comment"`, nothing stored
 * yet); the comment form then sends the answer with the optional comment. A refusal keeps the typed comment.
 */
export type HelpFeedbackAnswer =
  | { intent: typeof HELP_FEEDBACK_INTENT; ok: true; helpful: boolean }
  | {
      intent: typeof HELP_FEEDBACK_INTENT;
      ok: false;
      stage?: "comment";
      error?: string;
      comment?: string;
      retry?: boolean;
    };
