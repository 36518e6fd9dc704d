import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { HELP_FEEDBACK_INTENT, type HelpFeedbackAnswer } from "../help-feedback-answer";

const COMMENT_MAX = 500;

/**
 * "Apakah artikel ini membantu?": Ya / Tidak as plain form posts to the article's route (it works without
 * JavaScript; the answer comes back with the page), sent by a fetcher with JavaScript. "Tidak" asks what was
 * missing before the answer is sent. The answer moves focus to the thanks or to the comment box.
 */
export function HelpFeedback() {
  const fetcher = useFetcher<HelpFeedbackAnswer>();
  const posted = useActionData<HelpFeedbackAnswer>();
  const answer = fetcher.data ?? (posted?.intent === HELP_FEEDBACK_INTENT ? posted : undefined);
  const busy = fetcher.state !== "idle";
  const focusTarget = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (fetcher.data) focusTarget.current?.focus();
  }, [fetcher.data]);

  if (answer?.ok) {
    return (
      <section className="g-card help-feedback" aria-labelledby="help-feedback-title">
        <h2 id="help-feedback-title" className="help-section-title">
          Terima kasih atas masukan Anda
        </h2>
        <p
          ref={(node) => void (focusTarget.current = node)}
          role="status"
          tabIndex={-1}
          className="help-feedback-thanks"
        >
          {answer.helpful
            ? "Senang artikel ini membantu."
            : "Masukan Anda kami pakai untuk memperbaiki artikel ini. Butuh bantuan langsung? Hubungi kami lewat e-mail di bagian bawah halaman."}
        </p>
      </section>
    );
  }

  const askComment = answer?.stage === "comment";
  return (
    <section className="g-card help-feedback" aria-labelledby="help-feedback-title">
      <h2 id="help-feedback-title" className="help-section-title">
        Apakah artikel ini membantu?
      </h2>
      <fetcher.Form method="post" className="help-feedback-form" aria-busy={busy || undefined}>
        <input type="hidden" name="intent" value={HELP_FEEDBACK_INTENT} />
        {askComment ? (
          <>
            <input type="hidden" name="helpful" value="tidak" />
            <input type="hidden" name="stage" value="comment" />
            <div className="g-field">
              <label className="g-label" htmlFor="help-comment">
                Apa yang kurang jelas? (opsional)
              </label>
              <textarea
                id="help-comment"
                name="comment"
                ref={(node) => void (focusTarget.current = node)}
                className="g-input g-textarea"
                rows={3}
                maxLength={COMMENT_MAX}
                defaultValue={answer?.comment}
                aria-describedby="help-comment-hint"
                aria-invalid={answer?.error ? true : undefined}
              />
              <p id="help-comment-hint" className="g-field-hint">
                Maksimal {COMMENT_MAX} karakter. Jangan tulis data pribadi; masukan ini tanpa nama.
              </p>
            </div>
            {answer?.error && (
              <p className="help-feedback-error" role="alert">
                {answer.error}
              </p>
            )}
            <button type="submit" className="g-button g-button--primary g-button--md" disabled={busy}>
              {busy ? "Mengirim…" : "Kirim masukan"}
            </button>
          </>
        ) : (
          <>
            {answer?.error && (
              <p className="help-feedback-error" role="alert">
                {answer.error}
              </p>
            )}
            <div className="help-feedback-buttons">
              <button
                type="submit"
                name="helpful"
                value="ya"
                className="g-button g-button--secondary g-button--md"
                disabled={busy}
              >
                Ya
              </button>
              <button
                type="submit"
                name="helpful"
                value="tidak"
                className="g-button g-button--secondary g-button--md"
                disabled={busy}
              >
                Tidak
              </button>
            </div>
          </>
        )}
      </fetcher.Form>
    </section>
  );
}
