import { Alert } from "@griya/ui/alert";
import { useEffect, useRef } from "react";

export type LeadFailure = { message: string; lines: string[] };

/**
 * The outcome of a lead action. It takes the focus when it appears: the lead's buttons may be gone (archived,
 * deleted, moved off the tab), and the confirmation dialog has handed focus back by the time the timer runs.
 */
export function LeadNotice({ message, failure }: { message: string | null; failure: LeadFailure | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!message && !failure) return;
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [message, failure]);
  return (
    <div ref={ref} tabIndex={-1} className="leads-notice">
      <div role="status" aria-live="polite">
        {message && !failure && <Alert tone="success">{message}</Alert>}
      </div>
      {failure && (
        <Alert tone="danger">
          {failure.message}
          {failure.lines.map((line) => (
            <span key={line} className="leads-failure-line">
              {line}
            </span>
          ))}
        </Alert>
      )}
    </div>
  );
}
